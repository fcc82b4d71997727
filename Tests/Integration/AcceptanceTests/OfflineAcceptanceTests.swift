import CommandLineKit
import Foundation
import IntegrationTestSupport
import LessonTestSupport
import Testing

@testable import App

/// `trips` in process against a team store whose server the test stops: the notice's words,
/// `--fresh-only` and `TRIPS_FRESH_ONLY`, and `trips copies`.
@MainActor @Suite(.serialized, .enabled(if: PostgreSQLTestServer.running != nil))
struct OfflineAcceptanceTests {
  private static let sentence =
    " cannot be reached. This is what Trips last read there, at 10/1/35, 12:00\u{202F}PM; changes"
    + " are kept on this computer until it is back.\n"

  @Test func aStoreThatCannotBeReached_isReadFromItsCopy_withANotice() async throws {
    let server = try PostgreSQLTestServer.startNew()
    defer { server.remove() }
    let address = server.address(of: try server.newDatabase())
    let trips = InProcessTrips(environment: ["TRIPS_STORE": address])
    await trips.run("demo")
    let online = await trips.run("list", "--all")

    try server.stop()
    let offline = await trips.run("list", "--all")
    let fresh = await trips.run("list", "--all", "--fresh-only")
    trips.environment["TRIPS_FRESH_ONLY"] = "1"
    let freshByVariable = await trips.run("show", "1")
    trips.environment["TRIPS_FRESH_ONLY"] = "0"
    let shown = await trips.run("show", "1")
    let copies = await trips.run("copies")
    let removed = await trips.run("copies", "--remove")
    let none = await trips.run("copies")

    let folder = trips.home.file(".cache/trips")
    #expect(
      offline
        == .init(status: 0, output: online.output, error: "offline: \(address)" + Self.sentence))
    #expect(fresh.status == 75)
    #expect(fresh.error.hasPrefix("error: \(address) cannot be reached."))
    #expect(freshByVariable.status == 75)
    #expect(shown.status == 0)
    #expect(copies.output.hasPrefix("\(address)  10/1/35, 12:00\u{202F}PM  "))
    #expect(copies.output.hasSuffix("KB\n"))
    #expect(removed.output == "Removed 1 copies from \(folder).\n")
    #expect(none.output == "There are no copies in \(folder).\n")
  }

  @Test func pending_asJSON_isOneDocument_ofTheWaitingChangesAndTheConflicts() async throws {
    let server = try PostgreSQLTestServer.startNew()
    defer { server.remove() }
    let database = try server.newDatabase()
    let trips = InProcessTrips(environment: ["TRIPS_STORE": server.address(of: database)])
    await trips.run("demo")
    await trips.run("list", "--all")
    let none = await trips.run("pending", "--format", "json")
    try server.stop()
    await trips.run("edit", "1", "--to", "Leiden")
    await trips.run("depart", "1", "--delay", "9")
    try server.restart()
    try server.execute("UPDATE trips SET destination = 'Gouda' WHERE id = 1", in: database)
    await trips.run("sync")

    let pending = await trips.run("pending", "--format", "json")
    let pendingText = await trips.run("pending", "--color", "never")
    let refused = await trips.run("depart", "1", "--delay", "4")

    #expect(
      none
        == .init(
          status: 0, output: "{\n  \"version\": 1,\n  \"changes\": []\n}\n",
          error: "No change made on this computer waits to be sent.\n"))
    #expect(pending.status == 0)
    #expect(pending.error == "")
    #expect(
      pending.output.hasPrefix(
        """
        {
          "version": 1,
          "changes": [
            {
              "trip": 1,
              "state": "waiting"
            },
            {
              "trip": 1,
              "state": "conflict",
              "fields": ["destination"],
              "theirs": {
                "id": 1,
                "origin": null,
                "destination": "Gouda",
        """))
    #expect(pending.output.contains("\"destination\": \"Leiden\","))
    #expect(pendingText.status == 0)
    #expect(
      pendingText.output.hasPrefix("A change to trip 1 waits to be sent.\nTrip 1 on the server:\n"))
    #expect(pendingText.output.hasSuffix("Changed on both sides: destination.\n"))
    #expect(
      refused
        == .init(
          status: 1, output: "",
          error: "offline: 1 change made on this computer waits behind a conflict of its trip;"
            + " it is sent once 'trips resolve' settles it.\n"
            + "error: Trip 1 has a change made on this computer that conflicts with the"
            + " server's. Nothing was changed.\n"
            + "hint: See both with 'trips pending', then choose with 'trips resolve 1 --keep mine'"
            + " or '--keep theirs'.\n"))
  }

  @Test func aCopyThatSawSomeTrips_saysSo_underXDGCacheHome() async throws {
    let server = try PostgreSQLTestServer.startNew()
    defer { server.remove() }
    let address = server.address(of: try server.newDatabase())
    let trips = InProcessTrips(environment: ["TRIPS_STORE": address])
    trips.environment["XDG_CACHE_HOME"] = trips.home.file("cache")
    await trips.run("demo")

    try server.stop()
    let offline = await trips.run("list", "--all")

    #expect(offline.status == 0)
    #expect(
      offline.error == "offline: \(address)" + Self.sentence
        + "offline: Trips has not read every trip of this store yet, so the list may be missing"
        + " some. A 'trips list --all' while the store can be reached fills in the copy.\n")
    #expect(FileManager.default.fileExists(atPath: trips.home.file("cache/trips/stores.json")))
  }

  @Test func copies_listsACopyItCannotRead() async throws {
    let trips = InProcessTrips()
    let folder = trips.home.file(".cache/trips")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try Data("not a copy".utf8).write(to: URL(fileURLWithPath: folder + "/0123456789abcdef.sqlite"))

    let listed = await trips.run("copies")

    #expect(
      listed
        == .init(
          status: 0, output: "(no longer at any address)  cannot be read  10 bytes\n", error: ""))
  }

  @Test func copies_withoutAHomeFolder_isAUsageError() async {
    let trips = InProcessTrips()
    trips.environment["HOME"] = nil

    let run = await trips.run("copies")

    #expect(run.status == 64)
  }
}
