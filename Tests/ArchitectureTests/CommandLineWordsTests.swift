import Foundation
import Testing

/// Application says what happened; App says what to type. No sentence of Application's tables,
/// in any language, names a `trips` command, an option or one of the program's variables: the
/// command line adds them to a message by its subject (`CommandLineHints`).
@Suite struct CommandLineWordsTests {
  /// What only the command line knows: a command as typed, an option, a variable of `trips`.
  static func commandLineWords(in sentence: String) -> [String] {
    sentence.matches(of: #/'trips [a-z]|--[a-z][a-z-]*|TRIPS_[A-Z_]+/#).map { String($0.output) }
  }

  @Test func applicationsTables_nameNoCommandOptionOrVariable() throws {
    let resources = PackageFacts.root.appendingPathComponent("Sources/Application/Resources")
    let folders = try FileManager.default.contentsOfDirectory(atPath: resources.path)
      .filter { $0.hasSuffix(".lproj") }
    #expect(folders.count == 3)
    for folder in folders.sorted() {
      let table = resources.appendingPathComponent(folder).appendingPathComponent(
        "Localizable.strings")
      let lines = try String(contentsOf: table, encoding: .utf8).split(separator: "\n")
      for (index, line) in lines.enumerated() where line.hasPrefix("\"") {
        let found = Self.commandLineWords(in: String(line))
        #expect(found.isEmpty, "\(folder)/Localizable.strings:\(index + 1) names \(found)")
      }
    }
  }

  @Test(arguments: [
    (
      #""hint.notFound" = "Run 'trips list --all' to see every trip and its number.";"#,
      ["'trips l", "--all"]
    ),
    (
      #""hint.x" = "Check the address given with --store or TRIPS_STORE.";"#,
      ["--store", "TRIPS_STORE"]
    ),
    (#""message.originUnsafe" = "出发地名称（--from）的第 %2$@ 个字符";"#, ["--from"]),
    (#""trip.delay" = "%@ delay";"#, []),
    (#""trip.route" = "%1$@ – %2$@";"#, []),
  ])
  func theCheck_findsEachKindOfWord_andNothingElse(line: String, expected: [String]) {
    #expect(Self.commandLineWords(in: line) == expected)
  }
}
