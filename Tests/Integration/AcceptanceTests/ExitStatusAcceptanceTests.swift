import CommandLineKit
import Foundation
import LessonTestSupport
import Testing

@testable import App

/// Every exit status but 75 (which needs a second program holding the store, see
/// `BusyStoreTests`), run in process against every store: the status, both streams whole, and
/// a store left as it was.
@MainActor @Suite struct ExitStatusAcceptanceTests {
  private static let noTrip9 = InProcessTrips.Run(
    status: 1, output: "",
    error:
      "error: There is no trip 9.\nhint: Run 'trips list --all' to see every trip and its number.\n"
  )

  @Test(arguments: InProcessTrips.Store.allCases)
  func aMissingTrip_exits1_forEveryCommandThatNamesOne(store: InProcessTrips.Store) async {
    let trips = InProcessTrips(store: store)
    await trips.run("demo")
    let before = trips.storeBytes

    // `resolve` names a trip with a conflict: on a store that keeps no changes, none has one.
    let commands = CommandExamples.namingATrip("9").filter { $0.first != "resolve" }
    #expect(commands.count >= 5)
    for arguments in commands {
      #expect(await trips.run(arguments) == Self.noTrip9, "\(arguments)")
    }
    let resolve = await trips.run("resolve", "9", "--keep", "mine")
    #expect(
      resolve
        == .init(
          status: 1, output: "",
          error: "error: Trip 9 has no conflict.\nhint: 'trips pending' lists the conflicts.\n"))
    #expect(trips.storeBytes == before)
  }

  @Test(arguments: InProcessTrips.Store.allCases)
  func aRefusedTrip_exits1_andChangesNothing(store: InProcessTrips.Store) async {
    let trips = InProcessTrips(store: store)
    await trips.run("demo")
    let before = trips.storeBytes

    let backwards = await trips.run(
      "add", "--departure", "2015-10-09 15:26", "--arrival", "2015-10-09 15:09")
    let longName = await trips.run(
      "add", "--departure", "2015-10-09 15:09", "--arrival", "2015-10-09 15:26", "--from",
      String(repeating: "x", count: 101))
    let list = await trips.run("list", "--all")

    #expect(
      backwards
        == .init(
          status: 1, output: "",
          error:
            "error: The arrival (10/9/15 3:09 PM) must be after the departure (10/9/15 3:26 PM).\n"
        ))
    #expect(
      longName
        == .init(
          status: 1, output: "",
          error: """
            error: The origin's name has 101 characters; at most 100 are allowed.
            hint: Give a name of 1 to 100 characters, or '' for no name.

            """))
    #expect(trips.storeBytes == before)
    #expect(list.output.split(separator: "\n").count == 1)
  }

  nonisolated static let usageErrors: [([String], String)] = [
    (["fly"], "error: unknown command 'fly'"),
    (["show"], "error: 'show' needs '<id>'"),
    (["show", "one"], "error: 'one' given to '<id>' is not a trip number"),
    (["list", "--everything"], "error: unknown option '--everything' for 'list'"),
    (["--time-zone", "Mars/Olympus", "demo"], "error: unknown time zone 'Mars/Olympus'"),
    (
      ["add", "--departure", "tomorrow", "--arrival", "2015-10-09 15:26"],
      "error: 'tomorrow' given to '--departure' is not a time"
    ),
    (
      ["depart", "1", "--delay", "soon"],
      "error: 'soon' given to '--delay' is not a whole number of minutes"
    ),
    (["completions", "tcsh"], "error: 'tcsh' is not a value of '<shell>'"),
    ([], "error: no command given"),
  ]

  @Test(arguments: usageErrors)
  func usageErrors_exit64_andChangeNothing(arguments: [String], firstLine: String) async {
    let trips = InProcessTrips(store: .json)
    await trips.run("demo")
    let before = trips.storeBytes

    let run = await trips.run(arguments)

    #expect(run.status == 64)
    #expect(run.output == "")
    #expect(run.error.split(separator: "\n").first.map(String.init) == firstLine)
    #expect(run.error.split(separator: "\n").dropFirst().first?.hasPrefix("hint: ") == true)
    #expect(trips.storeBytes == before)
  }

  @Test(arguments: [InProcessTrips.Store.sqlite, .json])
  func anUnreadableStore_exits74_namesTheFile_andLeavesItUnchanged(store: InProcessTrips.Store)
    async throws
  {
    let trips = InProcessTrips(store: store)
    let path = try #require(trips.storePath)
    try Data("not a store\n".utf8).write(to: URL(fileURLWithPath: path))

    let commands = CommandList.commands.filter { $0.usesTheStore }
      .compactMap { CommandExamples.arguments(of: $0).first }
    #expect(commands.count >= 7)
    for arguments in commands {
      let run = await trips.run(arguments)
      #expect(run.status == 74, "\(arguments)")
      #expect(run.output == "")
      // In the language the example asks for: only the path is the same in every one.
      #expect(run.error.hasPrefix("error: \(path) "))
      #expect(run.error.contains("\nhint: "))
    }
    #expect(trips.storeBytes == Data("not a store\n".utf8))
  }
}
