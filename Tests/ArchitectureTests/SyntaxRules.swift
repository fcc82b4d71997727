import Foundation

/// What the layers may not do, read from the compiler's own syntax tree (`swiftc -dump-parse`)
/// rather than from the text, so neither spelling (`Date.now`, `.now`, `Swift.print`) nor a
/// comment or a string fools it.
///
/// The dump is parsed only, one call per target, so it needs no build and sees every call and
/// declaration, whatever a name resolves to later.
enum SyntaxRules {
  /// A rule: what it forbids, and how it shows in the dump.
  struct Rule: Sendable {
    /// What the rule forbids, as a person says it.
    let name: String
    /// The targets it holds for.
    let targets: Set<String>
    /// Whether the node on line `index` of the dump breaks the rule; its children are on the
    /// lines after it.
    let breaks: @Sendable (_ lines: [Substring], _ index: Int) -> Bool
  }

  /// The layers, with the deliveries beside Presentation: each is a view an app could copy.
  private static let layers: Set<String> = [
    "Domain", "Presentation", "PresentationText", "PresentationConsole", "PresentationJSON",
    "PresentationCalendar", "PresentationHTML", "PresentationScreen", "Localization",
    "Application",
  ]
  /// The adapters, which may touch files and the process but, like the layers, take their
  /// clock, locale and time zone from App.
  static let adapters: Set<String> = [
    "StoreSupport", "StoreFiles", "InMemoryStore", "SQLiteStore", "JSONFileStore",
    "PostgreSQLStore", "OfflineCopy",
  ]
  private static let layersAndAdapters = layers.union(adapters)

  /// Every rule.
  static let rules: [Rule] = [
    Rule(name: "reads the clock", targets: layers) { lines, index in
      let node = lines[index]
      // `Date.now`, `ContinuousClock.now`: `now` on a type, not on an injected value.
      let nowOfAType =
        node.contains(#"field="now""#)
        && line(lines, index + 1).contains(/unresolved_decl_ref_expr [^\n]*name="[A-Z]/)
      return nowOfAType
        || node.contains("(unresolved_member_expr") && node.contains(#"name="now""#)
        || node.contains("argument_list labels=") && node.contains("timeIntervalSinceNow")
    },
    Rule(name: "calls Date()", targets: layersAndAdapters) { lines, index in
      lines[index].contains("(call_expr") && line(lines, index + 1).contains(#"name="Date""#)
        && line(lines, index + 2).trimmingCharacters(in: .whitespaces).hasPrefix("(argument_list)")
    },
    Rule(name: "reads the process's locale, time zone or calendar", targets: layersAndAdapters) {
      lines, index in
      let node = lines[index]
      let child = line(lines, index + 1)
      return (node.contains(#"field="current""#) || node.contains(#"field="autoupdatingCurrent""#))
        && [#"name="Locale""#, #"name="TimeZone""#, #"name="Calendar""#].contains {
          child.contains($0)
        }
    },
    Rule(name: "reads the environment", targets: layers) { lines, index in
      let node = lines[index]
      return node.contains("(unresolved_decl_ref_expr")
        && [#"name="ProcessInfo""#, #"name="getenv""#, #"name="environ""#].contains {
          node.contains($0)
        }
    },
    Rule(name: "uses the file system", targets: layers) { lines, index in
      let node = lines[index]
      // `Data(contentsOf:)`, `String(contentsOfFile:)`: a file read by a type's initializer,
      // not `append(contentsOf:)`.
      let readsAFile =
        node.contains("(call_expr")
        && line(lines, index + 1).contains(/name="(Data|String|NSData|NSString)"/)
        && line(lines, index + 2).contains(/argument_list labels="contentsOf/)
      return node.contains("(unresolved_decl_ref_expr") && node.contains(#"name="FileManager""#)
        || readsAFile
    },
    Rule(name: "prints", targets: layersAndAdapters) { lines, index in
      let node = lines[index]
      return node.contains("(unresolved_decl_ref_expr") && node.contains(#"name="print""#)
        || node.contains("(unresolved_dot_expr") && node.contains(#"field="print""#)
    },
    Rule(name: "declares nonisolated(unsafe)", targets: layersAndAdapters) { lines, index in
      lines[index].contains("(nonisolated_attr") && lines[index].contains(" unsafe)")
    },
    Rule(name: "declares @unchecked Sendable", targets: layersAndAdapters) { lines, index in
      lines[index].contains(#"inherits=""#) && lines[index].contains("@unchecked")
    },
    // Presentation knows no delivery: keys and escape sequences belong to the console's.
    Rule(name: "names a key code or an escape sequence", targets: ["Presentation"]) {
      lines, index in
      let node = lines[index]
      if node.contains("string_literal_expr"), let value = quoted(node, after: "value=") {
        // The dump writes a literal's characters as they are, so an escape is a raw control.
        return value.unicodeScalars.contains {
          $0.value < 0x20 || (0x7F...0x9F).contains($0.value)
        }
      }
      let names = [quoted(node, after: "name="), quoted(node, after: "field="), declaredName(node)]
      return names.contains { name in
        name.map { words(of: $0).contains { deliveryWords.contains($0) } } ?? false
      }
    },
  ]

  /// Words that name a key or a terminal's escape sequence, as parts of an identifier.
  private static let deliveryWords: Set<String> = [
    "key", "keys", "keycode", "esc", "escape", "ctrl", "ansi", "csi", "sgr", "cursor",
  ]

  /// The text between the quotes that follow `label` on `node`, if any.
  private static func quoted(_ node: Substring, after label: String) -> Substring? {
    guard let start = node.range(of: label + "\"") else { return nil }
    let rest = node[start.upperBound...]
    return rest.firstIndex(of: "\"").map { rest[..<$0] }
  }

  /// The name a declaration node gives, as `(func_decl … "intent(forKey:)"` writes it.
  private static func declaredName(_ node: Substring) -> Substring? {
    guard node.contains("_decl "),
      let range = node.range(of: #"\] "[^"]+""#, options: .regularExpression)
    else { return nil }
    return node[range].dropFirst(3).dropLast()
  }

  /// The lowercased words of an identifier or a declared name: `intent(forKey:)` is
  /// `intent`, `for`, `key`.
  private static func words(of name: Substring) -> [String] {
    var words: [String] = []
    var word = ""
    for character in name {
      if character.isUppercase, !word.isEmpty {
        words.append(word)
        word = ""
      }
      if character.isLetter || character.isNumber {
        word.append(Character(character.lowercased()))
      } else if !word.isEmpty {
        words.append(word)
        word = ""
      }
    }
    if !word.isEmpty { words.append(word) }
    return words
  }

  private static func line(_ lines: [Substring], _ index: Int) -> Substring {
    index < lines.count ? lines[index] : ""
  }

  /// The rules `target` breaks in `dump`, in order, each as `file:line: rule` where the line
  /// is that of the declaration holding the offence (the dump gives places to declarations).
  static func violations(inDump dump: String, of target: String) -> [String] {
    let lines = dump.split(separator: "\n")
    var found: [String] = []
    var place = "?"
    for (index, line) in lines.enumerated() {
      if let range = line.range(of: #"range=\[([^\]]+?):(\d+):"#, options: .regularExpression) {
        let text = line[range].dropFirst("range=[".count).dropLast()
        place = String(text.split(separator: "/").last ?? text)
      }
      for rule in rules where rule.targets.contains(target) && rule.breaks(lines, index) {
        found.append("\(place): \(rule.name)")
      }
    }
    return found
  }

  /// The syntax tree of `files`, as `swiftc -dump-parse` prints it.
  ///
  /// The files go in sorted by path, so every machine asks the same: the folder's own order
  /// differs from one file system to another, and Swift 6.3's parse-only dump can crash on
  /// some orders of the same files.
  static func dump(of files: [URL]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swiftc", "-dump-parse"] + files.map(\.path).sorted()
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self)
    guard process.terminationStatus == 0 else {
      throw DumpFailure(status: process.terminationStatus, output: text)
    }
    return text
  }

  /// `swiftc -dump-parse` failed; its output says why.
  struct DumpFailure: Error {
    /// The exit status.
    let status: Int32
    /// What it printed.
    let output: String
  }
}
