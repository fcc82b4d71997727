import CommandLineKit
import Foundation
import LessonTestSupport
import Testing

@testable import App

/// The commands that only print documentation, in process: status 0, text on standard output,
/// and no store created — they work without a home folder or a valid `TZ`.
@MainActor @Suite struct DocumentationAcceptanceTests {
  /// The options that print documentation, and every example of the commands that only
  /// print it, from the registry.
  nonisolated static let documentationRuns: [[String]] =
    [["--help"], ["help"], ["help", "depart"], ["depart", "-h"], ["--version"]]
    + CommandList.commands.filter { !$0.usesTheStore }.flatMap(CommandExamples.arguments(of:))

  @Test(arguments: documentationRuns)
  func printsToStandardOutput_exits0_andTouchesNoStore(arguments: [String]) async {
    let trips = InProcessTrips(environment: ["TZ": "Nowhere/Atlantis"])

    let run = await trips.run(arguments)

    #expect(run.status == 0)
    #expect(!run.output.isEmpty)
    #expect(run.error == "")
    #expect(!FileManager.default.fileExists(atPath: trips.defaultStore))
  }

  @Test func help_andCommandHelp_andVersion_printTheGoldenText() async throws {
    let trips = InProcessTrips()

    let help = await trips.run("--help")
    let commandHelp = await trips.run("depart", "-h")
    let version = await trips.run("--version")

    try Golden.folder.expect(help.output, matches: "help-main.txt")
    try Golden.folder.expect(commandHelp.output, matches: "help-depart.txt")
    #expect(version.output == "trips 0.1.0\n")
  }
}
