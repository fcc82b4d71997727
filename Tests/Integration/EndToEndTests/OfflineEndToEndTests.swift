import Foundation
import IntegrationTestSupport
import LessonTestSupport
import Testing

/// The built `trips` against a server of the test's own, stopped and started again: reads
/// come from the local copy with a notice, changes are kept on this computer and sent when
/// the server is back, `--fresh-only` asks for the server's answers only and keeps nothing,
/// and `watch` keeps its card until the server is back.
@Suite(.serialized, .enabled(if: PostgreSQLTestServer.running != nil))
struct OfflineEndToEndTests {
  @Test func aStoppedServer_isReadFromTheCopy_andAChangeIsKeptUntilItIsBack() throws {
    let server = try PostgreSQLTestServer.startNew()
    defer { server.remove() }
    let address = server.address(of: try server.newDatabase())
    let trips = TripsProcess(environment: ["TRIPS_STORE": address])
    try trips.run("demo")
    let online = try trips.run("list", "--all")

    try server.stop()
    let offline = try trips.run("list", "--all")
    let shown = try trips.run("show", "1")
    let fresh = try trips.run("list", "--all", "--fresh-only")
    let freshByVariable = try TripsProcess(
      environment: ["TRIPS_STORE": address, "TRIPS_FRESH_ONLY": "1", "HOME": trips.home.path]
    ).run("show", "1")
    let freshChange = try trips.run("depart", "1", "--delay", "7", "--fresh-only")
    let change = try trips.run("depart", "1", "--delay", "9")
    let changed = try trips.run("show", "1")
    let changedJSON = try trips.run("show", "1", "--format", "json")
    let copies = try trips.run("copies")
    let refused = try trips.run("copies", "--remove")

    #expect(offline.status == 0)
    #expect(offline.output == online.output)
    #expect(offline.error.hasPrefix("offline: postgresql:///"))
    #expect(offline.error.contains(" cannot be reached. This is what Trips last read there, at "))
    #expect(shown.status == 0)
    #expect(shown.output.contains("5 minutes delay"))
    #expect([fresh.status, freshByVariable.status, freshChange.status] == [75, 75, 75])
    #expect(fresh.output.isEmpty)
    #expect(change.status == 0)
    #expect(change.error.contains("offline: The change is kept on this computer and will be sent"))
    #expect(changed.output.contains("9 minutes delay"))
    #expect(changed.output.contains("│ not sent yet"))
    #expect(changedJSON.output.contains("\"pendingChange\": \"waiting\""))
    #expect(copies.output.hasPrefix("postgresql:///"))
    #expect(refused.status == 1)
    #expect(
      refused.error.hasPrefix(
        "error: Nothing was removed: 1 change made on this computer waits to be sent"))
    #expect(try trips.run("copies").output == copies.output)

    try server.restart()
    let back = try trips.run("list", "--all")
    let onServer = try TripsProcess(environment: ["TRIPS_STORE": address]).run("show", "1")
    #expect(onServer.output.contains("9 minutes delay"))
    #expect(!back.output.contains("not sent yet"))
    let removed = try trips.run("copies", "--remove")
    #expect(back.error.isEmpty)
    #expect(removed.output.hasPrefix("Removed 1 copies from "))
    #expect(try trips.run("copies").output.hasPrefix("There are no copies in "))
  }

  @Test func watch_keepsItsCardWhileTheServerIsAway_andGoesLiveWhenItIsBack() async throws {
    let server = try PostgreSQLTestServer.startNew()
    defer { server.remove() }
    let address = server.address(of: try server.newDatabase())
    let trips = TripsProcess(environment: ["TRIPS_STORE": address])
    try trips.run("demo")
    let watch = try WatchTests.PipedWatch(["watch", "1"], environment: trips.baseEnvironment)
    defer { watch.stop() }
    #expect(await watch.collected.wait { $0.contains("5 minutes delay") })

    try server.stop()
    #expect(await watch.collectedErrors.wait { $0.contains("offline: ") })
    try server.restart()
    try trips.run("depart", "1", "--delay", "9")

    #expect(await watch.collected.wait { $0.contains("9 minutes delay") })
    #expect(watch.process.isRunning, "\(watch.errorText())")
  }
}
