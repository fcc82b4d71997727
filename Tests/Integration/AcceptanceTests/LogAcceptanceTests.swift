import DeliveryCheckers
import Foundation
import Testing

@testable import App

/// `--log` and `TRIPS_LOG` across every command: each run's lines share one run id, end with
/// the command's line, name the use case App ran, and follow `Schemas/log.schema.json`.
@MainActor
@Suite struct LogAcceptanceTests {
  /// One row per command: its arguments, the command and use case its lines name (`nil` for
  /// a command that runs none), and its exit status. Rows run in order on one store, so
  /// `show 1` finds the trip `demo`'s store keeps after `add`.
  static let table: [(arguments: [String], command: String, useCase: String?, status: Int)] = [
    (["demo"], "demo", "ShowSampleTrip", 0),
    (
      ["add", "--departure", "2035-10-09 10:00", "--arrival", "2035-10-09 12:00"], "add",
      "PlanTrip", 0
    ),
    (["show", "1"], "show", "ShowExistingTrip", 0),
    (["list", "--all"], "list", "ListTrips", 0),
    (["depart", "1", "--delay", "5"], "depart", "RecordActualDeparture", 0),
    (["edit", "1", "--from", "Utrecht"], "edit", "EditTrip", 0),
    (["sync"], "sync", "SyncChanges", 0),
    (["pending"], "pending", "SyncChanges", 0),
    (["resolve", "1", "--keep", "mine"], "resolve", "ResolveConflict", 1),
    (["copies"], "copies", nil, 0),
    (["watch", "9"], "watch", "WatchTrip", 1),
    (["move", "--to", "moved.json"], "move", "MoveStore", 0),
    (["remove", "1"], "remove", "CancelTrip", 0),
    (["completions", "bash"], "completions", nil, 0),
    (["manual"], "manual", nil, 0),
    (["help", "show"], "help", nil, 0),
    (["--version"], "version", nil, 0),
    (["show", "x"], "show", nil, 64),
  ]

  @Test func everyCommand_logsItsUseCaseAndEndsWithItsOwnLine() async throws {
    let trips = InProcessTrips(store: .sqlite)
    let log = trips.home.file("trips.log")
    trips.environment["TRIPS_LOG"] = log
    var runs: Set<String> = []
    var read = 0
    for row in Self.table {
      let arguments =
        row.command == "move" ? ["move", "--to", trips.home.file("moved.json")] : row.arguments
      let run = await trips.run(arguments)
      #expect(Int(run.status) == row.status, "\(arguments): \(run.error)")
      let text = try String(contentsOfFile: log, encoding: .utf8)
      let lines = String(decoding: text.utf8.dropFirst(read), as: UTF8.self)
      read = text.utf8.count
      let objects = try lines.split(separator: "\n").map {
        try #require(
          JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any], "\($0)")
      }
      let ids = Set(objects.compactMap { $0["run"] as? String })
      #expect(ids.count == 1, "\(arguments): one run id in \(lines)")
      runs.formUnion(ids)
      let last = try #require(objects.last)
      #expect(last["event"] as? String == "command")
      #expect(last["command"] as? String == row.command)
      #expect(last["status"] as? Int == row.status)
      let useCases = objects.filter { $0["event"] as? String == "use_case" }
        .compactMap { $0["use_case"] as? String }
      #expect(useCases == (row.useCase.map { [$0] } ?? []), "\(arguments)")
    }
    #expect(runs.count == Self.table.count)
    await Checkers.expectLogMatchesSchema(try String(contentsOfFile: log, encoding: .utf8))
  }

  @Test func aLogThatCannotBeOpened_isOneWarning_andChangesNothingElse() async throws {
    let trips = InProcessTrips(store: .sqlite)
    await trips.run("demo")
    let plain = await trips.run("show", "1")
    trips.environment["TRIPS_LOG"] = trips.home.path

    let logged = await trips.run("show", "1")

    #expect(logged.status == plain.status)
    #expect(logged.output == plain.output)
    #expect(
      logged.error
        == "warning: the log \(trips.home.path) cannot be written (Is a directory); the command"
        + " ran on without it, and its outcome is unchanged\n")
  }

  @Test func anUnknownLevel_isOneWarning_andTheLogIsWrittenAtInfo() async throws {
    let trips = InProcessTrips(store: .sqlite)
    let log = trips.home.file("trips.log")
    trips.environment["TRIPS_LOG_LEVEL"] = "verbose"

    let run = await trips.run("--log", log, "demo")

    #expect(run.status == 0)
    #expect(
      run.error
        == "warning: TRIPS_LOG_LEVEL is 'verbose', not error, warning, info or debug; the log is"
        + " written at info\n")
    let levels = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
      .map { try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
      .compactMap { $0["level"] as? String }
    #expect(levels == ["info", "info", "info", "info"])
  }

  @Test func atError_onlyTheCommandsThatFailedAreLogged_andABadCommandLineToo() async throws {
    let trips = InProcessTrips(store: .sqlite)
    let log = trips.home.file("trips.log")
    trips.environment["TRIPS_LOG_LEVEL"] = "error"

    await trips.run("--log", log, "demo")
    await trips.run("--log", log, "show", "9")
    await trips.run("--log", log, "show", "x")

    let lines = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").map {
      try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    #expect(lines.map { $0["event"] as? String } == ["command"])
    #expect(lines.map { $0["status"] as? Int } == [64])
    await Checkers.expectLogMatchesSchema(try String(contentsOfFile: log, encoding: .utf8))
  }

  @Test func aLogOnStandardError_onATerminal_endsWithTheTimings() async throws {
    let trips = InProcessTrips(store: .sqlite)
    await trips.run("demo")
    trips.errorIsTerminal = true

    let run = await trips.run("--log", "-", "list", "--all")

    #expect(run.status == 0)
    #expect(
      run.error.wholeMatch(
        of: /timings: \d+ ms in all: \d+ ms in the store, \d+ ms formatting, \d+ ms writing\n/)
        != nil, "\(run.error)")
  }
}
