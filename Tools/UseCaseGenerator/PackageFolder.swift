import Foundation

/// The package `new-use-case` writes into: it checks that a name is free, creates files that
/// do not exist yet, and adds lines to the two files every new use case extends.
///
/// Nothing is overwritten. Every check runs before the first file is written, so a refused
/// request leaves the package as it was.
struct PackageFolder {
  /// The package's folder.
  let root: URL

  /// The file that registers commands.
  static let commandList = "Sources/App/Commands/CommandList.swift"
  /// The English sentences of Application.
  static let englishStrings = "Sources/Application/Resources/en.lproj/Localizable.strings"
  /// The folder of Application's sentences, one `<language>.lproj` each.
  static let stringsFolder = "Sources/Application/Resources"
  /// The line of ``commandList`` that new commands go before: after the commands that run use
  /// cases, before those about the program itself.
  static let registrationAnchor = "    CompletionsCommand.self,\n"
  /// The manual, whose table of commands gets a row.
  static let manual = "docs/manual.md"
  /// The row of the table in ``manual`` that a new command's row goes before, like its
  /// registration.
  static let manualAnchor = "| `completions bash\\|zsh\\|fish` |"
  /// Application's DocC page, whose list of use cases gets the new one.
  static let catalog = "Sources/Application/Application.docc/Application.md"
  /// The line of ``catalog`` that a new use case goes before: the last of the use cases.
  static let catalogAnchor = "- ``UseCaseOutcome``\n"
  /// The page whose table names every use case.
  static let architecture = "ARCHITECTURE.md"
  /// Where a new use case's name goes in ``architecture``: at the end of the use cases' row.
  static let architectureAnchor = "` | Application | one file each |"

  /// Writes a use case's files, after checking that nothing they need is taken.
  ///
  /// - Parameter templates: The files to write.
  /// - Returns: The paths written or changed, relative to the package's folder.
  /// - Throws: ``GeneratorError/usage(_:hint:)`` when the name or the command is taken, or
  ///   ``GeneratorError/io(_:hint:)`` when the package cannot be read or written.
  func write(_ templates: UseCaseTemplates) throws(GeneratorError) -> [String] {
    let request = templates.request
    let commandList = try read(Self.commandList)
    let strings = try read(Self.englishStrings)
    try checkFree(request, templates.files, commandList)
    guard let anchor = commandList.range(of: Self.registrationAnchor) else {
      throw .io(
        "\(Self.commandList) has no line '\(Self.registrationAnchor.trimmed)'",
        hint: "Put the new command's type on CommandList.commands by hand.")
    }
    for file in templates.files {
      try create(file.path, file.contents)
    }
    var changed = templates.files.map(\.path)
    var registered = commandList
    registered.insert(contentsOf: templates.registration, at: anchor.lowerBound)
    try replace(Self.commandList, registered)
    changed.append(Self.commandList)
    if let english = templates.englishStrings {
      try replace(Self.englishStrings, strings + english)
      changed.append(Self.englishStrings)
      // Every language gets the keys, in English until a translator writes them, so that
      // no language lacks a key the code names.
      for language in try otherLanguages() {
        let path = "\(Self.stringsFolder)/\(language).lproj/Localizable.strings"
        try replace(path, try read(path) + templates.untranslated(english))
        changed.append(path)
      }
    }
    for (path, text, anchor, row) in [
      (Self.manual, templates.manualRow, Self.manualAnchor, ""),
      (Self.catalog, "- ``\(request.name)``\n", Self.catalogAnchor, ""),
      (Self.architecture, "`, `\(request.name)", Self.architectureAnchor, "| use cases: "),
    ] where try insert(text, before: anchor, onTheLineStarting: row, in: path) {
      changed.append(path)
    }
    return changed
  }

  /// Puts `text` before the first `anchor` on a line that starts with `row` in the file at
  /// `path`, if the package has that file and the anchor; a package without them (a copy
  /// made for a test) is left as it is.
  ///
  /// - Returns: Whether the file was changed.
  private func insert(
    _ text: String, before anchor: String, onTheLineStarting row: String, in path: String
  )
    throws(GeneratorError) -> Bool
  {
    guard exists(path) else { return false }
    var contents = try read(path)
    let start = row.isEmpty ? contents.startIndex : contents.range(of: "\n" + row)?.upperBound
    guard let start, let place = contents[start...].range(of: anchor) else { return false }
    contents.insert(contentsOf: text, at: place.lowerBound)
    try replace(path, contents)
    return true
  }

  /// Refuses a use case whose type, file, command or command type already exists.
  private func checkFree(
    _ request: UseCaseRequest, _ files: [UseCaseTemplates.File], _ commandList: String
  ) throws(GeneratorError) {
    let commandNames = try commandNames()
    if commandList.contains("\(request.commandTypeName).self")
      || commandNames.contains(request.commandName)
    {
      throw .usage(
        "there is a command '\(request.commandName)' already",
        hint: "Choose another command name with --command NAME.")
    }
    if let taken = files.first(where: { exists($0.path) }) {
      throw .usage(
        "\(taken.path) exists already",
        hint: "Choose another name; new-use-case never overwrites a file.")
    }
    for name in [request.name, request.commandTypeName, request.name + "Tests"] {
      if let file = try declaration(of: name) {
        throw .usage(
          "the name \(name) is taken by \(file)",
          hint: "Choose another name; two types of one name would not build.")
      }
    }
  }

  /// The names of the commands there are, from their configurations.
  private func commandNames() throws(GeneratorError) -> Set<String> {
    var names = Set<String>()
    for path in try swiftFiles(under: "Sources/App/Commands") {
      for match in try read(path).matches(of: /name: "([a-z0-9-]+)"/) {
        names.insert(String(match.output.1))
      }
    }
    return names
  }

  /// The file that declares a type called `name`, if there is one.
  private func declaration(of name: String) throws(GeneratorError) -> String? {
    // The name is letters and digits (UseCaseRequest checked it), so the pattern is valid.
    let pattern = try! Regex("(struct|enum|class|actor|protocol|typealias)\\s+\(name)\\b")
    for folder in ["Sources", "Tests"] {
      for path in try swiftFiles(under: folder)
      where (try read(path)).firstMatch(of: pattern) != nil {
        return path
      }
    }
    return nil
  }

  private func swiftFiles(under folder: String) throws(GeneratorError) -> [String] {
    let base = root.appendingPathComponent(folder)
    guard let enumerator = FileManager.default.enumerator(atPath: base.path) else {
      throw .io("\(folder) cannot be read", hint: "Run new-use-case in the Trips package.")
    }
    return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
      .map { "\(folder)/\($0)" }
  }

  /// The languages of Application's sentences other than English: `de`, `zh-Hans`.
  private func otherLanguages() throws(GeneratorError) -> [String] {
    let folder = root.appendingPathComponent(Self.stringsFolder).path
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder)
    } catch {
      throw .io(
        "\(Self.stringsFolder) cannot be read (\(error.localizedDescription))",
        hint: "Check that the package's folder can be read.")
    }
    return names.filter { $0.hasSuffix(".lproj") && $0 != "en.lproj" }
      .map { String($0.dropLast(".lproj".count)) }.sorted()
  }

  private func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
  }

  private func read(_ path: String) throws(GeneratorError) -> String {
    do {
      return try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    } catch {
      throw .io(
        "\(path) cannot be read (\(error.localizedDescription))",
        hint: "Run new-use-case in the Trips package.")
    }
  }

  /// Creates a file that must not exist; an existing one is left alone.
  private func create(_ path: String, _ contents: String) throws(GeneratorError) {
    let url = root.appendingPathComponent(path)
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(contents.utf8).write(to: url, options: .withoutOverwriting)
    } catch {
      throw .io(
        "\(path) cannot be created (\(error.localizedDescription))",
        hint: "Check that the package's folder can be written.")
    }
  }

  /// Replaces a file the generator extends, through a temporary file so that it is never
  /// left half written.
  private func replace(_ path: String, _ contents: String) throws(GeneratorError) {
    do {
      try Self.replaceFile(root.appendingPathComponent(path), with: contents)
    } catch {
      throw .io(
        "\(path) cannot be written (\(error.localizedDescription))",
        hint: "Check that the package's folder can be written.")
    }
  }

  /// Writes `contents` beside `file`, then renames it over `file`: never half written, and no
  /// folder left behind in the system's temporary folder, as Foundation's atomic write leaves
  /// one.
  static func replaceFile(_ file: URL, with contents: String) throws {
    let written = file.path + ".\(getpid()).tmp"
    try Data(contents.utf8).write(to: URL(fileURLWithPath: written))
    guard rename(written, file.path) == 0 else {
      unlink(written)
      throw CocoaError(.fileWriteUnknown)
    }
  }
}

extension String {
  /// The text without surrounding white space.
  fileprivate var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }

}
