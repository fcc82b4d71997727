import Foundation
import Testing

@testable import App

/// The help text, pinned to the golden files in `Golden/` (see ``Golden``).
@MainActor @Suite struct HelpTextTests {
  @Test func mainHelp_matchesTheGoldenText() throws {
    try Golden.folder.expect(HelpText.text(for: nil), matches: "help-main.txt")
  }

  @Test(arguments: CommandList.names)
  func commandHelp_matchesTheGoldenText(name: String) throws {
    let command = try CommandList.command(named: name)

    try Golden.folder.expect(HelpText.text(for: command), matches: "help-\(name).txt")
  }

  @Test func noHelpLine_isWiderThan80Columns() {
    let texts = [HelpText.text(for: nil)] + CommandList.commands.map { HelpText.text(for: $0) }

    for line in texts.flatMap({ $0.split(separator: "\n") }) {
      #expect(line.count <= 80, "\(line)")
    }
  }

  @Test func mainHelp_listsEveryCommand_inTheOrderOfTheList() {
    let help = HelpText.text(for: nil)

    let positions = CommandList.names.map { help.range(of: "\n  \($0) ")?.lowerBound }

    #expect(positions.allSatisfy { $0 != nil })
    #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
  }

  @Test func commandHelp_listsItsOwnOptionsBeforeTheGlobalOnes() throws {
    let help = HelpText.text(for: try CommandList.command(named: "depart"))

    let at = try #require(help.range(of: "  --at <time> "))
    let store = try #require(help.range(of: "  --store <path> "))
    #expect(at.lowerBound < store.lowerBound)
  }

  @Test func theSynopsis_isBuiltFromTheDeclarations() {
    let configuration = CommandConfiguration(
      name: "rename", abstract: "Rename a trip.",
      arguments: [Argument.required("id", .tripNumber, help: "The trip.")],
      options: [
        Option.required("--to", .placeName, help: "The new name."),
        Option.flag("--quiet", help: "Say nothing."),
      ])

    #expect(configuration.synopsis == "trips rename <id> --to <name> [--quiet]")
  }

  @Test func theSynopsis_groupsExactlyOneOf_andBreaksBefore80Columns() {
    let at = Option.optional("--at", .time, help: "When.")
    let delay = Option.optional("--delay", .minutes, help: "How late.")
    let long = Option.optional("--a-rather-long-option-name", .placeName, help: "Long.")
    let configuration = CommandConfiguration(
      name: "depart", abstract: "Depart.",
      arguments: [Argument.required("id", .tripNumber, help: "The trip.")],
      options: [at, delay, long, long], rules: [.exactlyOne(at, delay)])

    #expect(
      configuration.synopsis == """
        trips depart <id> (--at <time> | --delay <minutes>)
                            [--a-rather-long-option-name <name>]
                            [--a-rather-long-option-name <name>]
        """)
  }
}
