import CommandLineKit
import Foundation
import Testing

@testable import App

/// The help text, pinned to the golden files in `Golden/` (see ``Golden``).
@MainActor @Suite struct TripsHelpTextTests {
  @Test func mainHelp_matchesTheGoldenText() throws {
    try AppGolden.folder.expect(CommandList.help(for: nil), matches: "help-main.txt")
  }

  @Test(arguments: CommandList.names)
  func commandHelp_matchesTheGoldenText(name: String) throws {
    let command = CommandList.command(named: name)

    try AppGolden.folder.expect(CommandList.help(for: command), matches: "help-\(name).txt")
  }

  @Test func noHelpLine_isWiderThan80Columns() {
    let texts =
      [CommandList.help(for: nil)] + CommandList.commands.map { CommandList.help(for: $0) }

    for line in texts.flatMap({ $0.split(separator: "\n") }) {
      #expect(line.count <= 80, "\(line)")
    }
  }

  @Test func mainHelp_listsEveryCommand_inTheOrderOfTheList() {
    let help = CommandList.help(for: nil)

    let positions = CommandList.names.map { help.range(of: "\n  \($0) ")?.lowerBound }

    #expect(positions.allSatisfy { $0 != nil })
    #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
  }

  @Test func commandHelp_listsItsOwnOptionsBeforeTheGlobalOnes() throws {
    let help = CommandList.help(for: DepartCommand.self)

    let at = try #require(help.range(of: "  --at <time> "))
    let store = try #require(help.range(of: "  --store <path> "))
    #expect(at.lowerBound < store.lowerBound)
  }
}
