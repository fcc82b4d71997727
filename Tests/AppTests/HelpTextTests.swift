import Foundation
import Testing

@testable import App

/// The help text, pinned to the golden files in `Golden/`. After an intended change, write
/// the new text with `swift run trips help [<command>] > Tests/AppTests/Golden/help-….txt`
/// and review the difference.
@Suite struct HelpTextTests {
  private static let golden = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().appendingPathComponent("Golden")

  private func golden(_ name: String) throws -> String {
    try String(contentsOf: Self.golden.appendingPathComponent("help-\(name).txt"), encoding: .utf8)
  }

  @Test func mainHelp_matchesTheGoldenText() throws {
    #expect(HelpText.text(for: nil) == (try golden("main")))
  }

  @Test(arguments: CommandName.allCases)
  func commandHelp_matchesTheGoldenText(command: CommandName) throws {
    #expect(HelpText.text(for: command) == (try golden(command.rawValue)))
  }

  @Test func noHelpLine_isWiderThan80Columns() {
    let texts = [HelpText.text(for: nil)] + CommandName.allCases.map { HelpText.text(for: $0) }

    for line in texts.flatMap({ $0.split(separator: "\n") }) {
      #expect(line.count <= 80, "\(line)")
    }
  }

  @Test func mainHelp_listsEveryCommand() {
    let help = HelpText.text(for: nil)

    for command in CommandName.allCases {
      #expect(help.contains("\n  \(command.rawValue) "))
    }
  }
}
