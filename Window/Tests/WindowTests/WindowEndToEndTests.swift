import Foundation
import IntegrationTestSupport
import Testing

/// The built `trips-window`, run with a script against a real SQLite store and a PostgreSQL
/// server the test starts, while the built `trips` changes a trip from another process; its
/// dumps are compared with golden text.
@Suite(.serialized, .enabled(if: GtkDisplay.isAvailable))
struct WindowEndToEndTests {
  /// The built products, beside the test bundle.
  private let binaries = URL(fileURLWithPath: CommandLine.arguments[0])
    .deletingLastPathComponent()
  private let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("trips-window-\(UUID().uuidString.prefix(8))")
  /// The settings of every run: English, Amsterdam, the store in the test's folder.
  private var environment: [String: String] {
    var environment = ProcessInfo.processInfo.environment
    for name in ["TRIPS_STORE", "LC_ALL", "LC_MESSAGES", "XDG_DATA_HOME"] {
      environment[name] = nil
    }
    // The offline copy `trips` keeps of a team store goes in the test's folder.
    environment["XDG_CACHE_HOME"] = folder.path
    // C.UTF-8 is English to Trips, and a locale every C library has, so GTK does not warn.
    environment["LANG"] = "C.UTF-8"
    environment["TZ"] = "Europe/Amsterdam"
    environment["GSK_RENDERER"] = "cairo"
    environment["GTK_A11Y"] = "none"
    return environment
  }

  @Test func aScript_choosesATrip_typesADelay_andAddsAMinute() throws {
    let store = try makeStore()

    let output = try run(
      "trips-window",
      [
        "--store", store, "--script",
        try script("select 2", "set delay-minutes 12", "click record-delay", "click later", "dump"),
      ])

    #expect(output.status == 0)
    #expect(output.text == (try golden("after-a-click", recording: output.text)))
  }

  @Test func aScript_addsATrip_changesItsDestination_recordsItsDeparture_andIsRefusedOnce() throws {
    let store = try makeStore()

    let output = try run(
      "trips-window",
      [
        "--store", store, "--script",
        try script(
          "type origin Delft", "type destination Leiden", "type departure-time 2035-10-09 8:15",
          "type arrival-time 2035-10-09 9:02", "click add", "type destination Haarlem",
          "click save", "type departed-at 8:20", "click record-time",
          "type arrival-time 2035-10-09 7:00", "click save", "dump"),
      ])

    #expect(output.status == 0)
    #expect(output.text == (try golden("added-and-changed", recording: output.text)))
  }

  @Test func aTripAnotherProcessChanges_isRedrawn() throws {
    try expectRedrawn(in: try makeStore())
  }

  @Test(.enabled(if: PostgreSQLTestServer.running != nil))
  func onAPostgreSQLServer_aTripAnotherProcessChanges_isRedrawn() throws {
    let server = try #require(PostgreSQLTestServer.running)
    try expectRedrawn(in: try makeStore(at: server.address(of: try server.newDatabase())))
  }

  /// Shows trip 2 in the window, changes it with `trips depart` from another process, and
  /// compares the window's dump after the redraw with golden text.
  private func expectRedrawn(in store: String) throws {
    let window = try start(
      "trips-window",
      [
        "--store", store, "--script",
        try script("select 2", "say ready", "wait-for delay 9 minutes delay", "dump"),
      ])

    let ready = window.readLine()
    let change = try run("trips", ["depart", "2", "--delay", "9", "--store", store])
    window.process.waitUntilExit()

    #expect(ready == "ready")
    #expect(change.status == 0)
    #expect(window.process.terminationStatus == 0)
    let dump = window.rest()
    #expect(dump == (try golden("changed-elsewhere", recording: dump)))
  }

  @Test func aScriptStepThatFindsNoWidget_failsTheRun() throws {
    let store = try makeStore()

    let output = try run(
      "trips-window", ["--store", store, "--script", try script("click nowhere", "dump")])

    #expect(output.status == 1)
    #expect(output.text == "")
  }

  @Test func anUnknownOption_isAUsageError_andOpensNothing() throws {
    let output = try run("trips-window", ["--colour", "red"])

    #expect(output.status == 64)
    #expect(output.errors == "trips-window: unknown option '--colour'; see --help\n")
  }

  // MARK: - Helpers

  /// A store of two trips, the second seven minutes late, made by `trips` itself: at `address`,
  /// or in an SQLite file in the test's folder.
  private func makeStore(at address: String? = nil) throws -> String {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let store = address ?? folder.appendingPathComponent("trips.sqlite").path
    for arguments in [
      [
        "add", "--departure", "2035-10-09 09:20", "--arrival", "2035-10-09 10:25", "--from",
        "Amsterdam", "--to", "Paris",
      ],
      [
        "add", "--departure", "2035-10-10 15:09", "--arrival", "2035-10-10 18:30", "--from",
        "Berlin", "--to", "Prague",
      ],
      ["depart", "2", "--delay", "7"],
    ] {
      let made = try run("trips", arguments + ["--store", store])
      try #require(made.status == 0, "trips \(arguments): \(made.errors)")
    }
    return store
  }

  private func script(_ lines: String...) throws -> String {
    let path = folder.appendingPathComponent("script-\(UUID().uuidString.prefix(8))").path
    try (lines.joined(separator: "\n") + "\n").write(
      toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  /// The golden text `name`; with `TRIPS_RECORD_GOLDEN=1`, `actual` is written as it first.
  private func golden(_ name: String, recording actual: String) throws -> String {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Golden/\(name).txt")
    if ProcessInfo.processInfo.environment["TRIPS_RECORD_GOLDEN"] == "1" {
      try Data(actual.utf8).write(to: file)
    }
    return try String(contentsOf: file, encoding: .utf8)
  }

  private func run(_ program: String, _ arguments: [String]) throws
    -> (status: Int32, text: String, errors: String)
  {
    let started = try start(program, arguments)
    let text = started.rest()
    started.process.waitUntilExit()
    let errors = String(
      decoding: started.errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    return (started.process.terminationStatus, text, errors)
  }

  private func start(_ program: String, _ arguments: [String]) throws -> RunningProgram {
    let process = Process()
    process.executableURL = binaries.appendingPathComponent(program)
    process.arguments = arguments
    process.environment = environment
    let output = Pipe()
    let errors = Pipe()
    (process.standardOutput, process.standardError) = (output, errors)
    try process.run()
    return RunningProgram(process: process, output: output, errors: errors)
  }
}
