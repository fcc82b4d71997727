import Foundation
import IntegrationTestSupport
import Testing

/// Sending the changes kept on this computer, with the built `trips` against a server of the
/// test's own: a sender killed part-way, a server stopped part-way, and reserved numbers used
/// up. Every change is applied exactly once (decision 21).
@Suite(.serialized, .enabled(if: PostgreSQLTestServer.running != nil))
struct SendingEndToEndTests {
  /// A server with trips 1 and 2, read through a copy, then stopped, with `perTrip` changes
  /// kept for trip 1 and as many after them for trip 2.
  private struct KeptChanges {
    let server: PostgreSQLTestServer
    let database: String
    let trips: TripsProcess

    init(perTrip: Int) throws {
      server = try PostgreSQLTestServer.startNew()
      database = try server.newDatabase()
      trips = TripsProcess(environment: ["TRIPS_STORE": server.address(of: database)])
      try trips.run("demo")
      try trips.run("add", "--departure", "2035-10-09 08:15", "--arrival", "2035-10-09 09:02")
      try trips.run("list", "--all")
      try server.stop()
      let kept = try trips.runInShell(
        """
        for trip in 1 2; do
          for delay in $(seq 1 "$0"); do
            "$TRIPS" depart "$trip" --delay "$delay" >/dev/null 2>&1 || exit 1
          done
        done
        """, arguments: [String(perTrip)])
      try #require(kept.status == 0, "a change was not kept: \(kept.error)")
      try server.restart()
    }

    func revision(of id: Int) throws -> String {
      try server.value(of: "SELECT revision FROM trips WHERE id = \(id)", in: database)
    }

    func appliedKeys() throws -> String {
      try server.value(of: "SELECT count(*) FROM trips_applied_changes", in: database)
    }

    /// Starts `trips sync` and returns once it waits for the lock on trip 2, having sent
    /// every change to trip 1.
    func syncBlockedOnTrip2(_ perTrip: Int) throws -> Process {
      let sync = Process()
      sync.executableURL = URL(fileURLWithPath: BuiltProducts.executable("trips"))
      sync.arguments = ["sync"]
      sync.environment = trips.baseEnvironment
      sync.standardOutput = FileHandle.nullDevice
      sync.standardError = FileHandle.nullDevice
      try sync.run()
      try server.waitUntil(
        "SELECT count(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock'", is: "1")
      #expect(try revision(of: 1) == String(perTrip + 1))
      return sync
    }
  }

  @Test func aSenderKilledPartWay_leavesTheRestForTheNext_andNothingIsAppliedTwice() throws {
    let kept = try KeptChanges(perTrip: 100)
    defer { kept.server.remove() }
    let lock = try kept.server.hold(
      "BEGIN; SELECT id FROM trips WHERE id = 2 FOR UPDATE;", in: kept.database)

    let sync = try kept.syncBlockedOnTrip2(100)
    kill(sync.processIdentifier, SIGKILL)
    sync.waitUntilExit()
    lock.end()
    let again = try kept.trips.run("sync")

    #expect(sync.terminationReason == .uncaughtSignal)
    #expect(again.status == 0)
    // The killed sender forgets what it sent at the end of its round, so it forgot nothing:
    // the next one sends all 200, and the store answers the first 100 from their keys.
    #expect(again.output == "200 changes made on this computer were sent.\n")
    #expect(try kept.revision(of: 1) == "101")
    #expect(try kept.revision(of: 2) == "101")
    // The add of trip 2 and the 200 changes, each under its own key, once.
    #expect(try kept.appliedKeys() == "201")
    #expect(
      try kept.trips.run("pending").output == "No change made on this computer waits to be sent.\n")
  }

  @Test func aServerStoppedPartWay_leavesTheRestWaiting_andTheNextSyncSendsThem() throws {
    let kept = try KeptChanges(perTrip: 10)
    defer { kept.server.remove() }
    let lock = try kept.server.hold(
      "BEGIN; SELECT id FROM trips WHERE id = 2 FOR UPDATE;", in: kept.database)

    let sync = try kept.syncBlockedOnTrip2(10)
    try kept.server.stop()
    sync.waitUntilExit()
    lock.abandon()
    let waiting = try kept.trips.run("pending")
    try kept.server.restart()
    let again = try kept.trips.run("sync")

    #expect(sync.terminationStatus == 75)
    #expect(waiting.output.split(separator: "\n").count == 10)
    #expect(waiting.output.hasPrefix("A change to trip 2 waits to be sent.\n"))
    #expect(again.output == "10 changes made on this computer were sent.\n")
    #expect(try kept.revision(of: 1) == "11")
    #expect(try kept.revision(of: 2) == "11")
    #expect(try kept.appliedKeys() == "21")
  }

  @Test func reservedNumbersUsedUpOffline_refuseTheNextAdd_andKeepNothing() throws {
    let server = try PostgreSQLTestServer.startNew()
    defer { server.remove() }
    let address = server.address(of: try server.newDatabase())
    let trips = TripsProcess(environment: ["TRIPS_STORE": address])
    try trips.run("demo")
    // The first change through the copy reserves a block of 20.
    try trips.run("depart", "1", "--delay", "7")
    try server.stop()

    let added = try trips.runInShell(
      """
      for day in $(seq 10 29); do
        "$TRIPS" add --departure "2035-10-$day 08:15" --arrival "2035-10-$day 09:02" \\
          >/dev/null 2>&1 || exit 1
      done
      """)
    let refused = try trips.run(
      "add", "--departure", "2035-11-01 08:15", "--arrival", "2035-11-01 09:02")
    let waiting = try trips.run("pending")

    #expect(added.status == 0)
    #expect(refused.status == 75)
    #expect(refused.output == "")
    #expect(
      refused.error.hasPrefix(
        "offline: No trip numbers are left on this computer for trips added offline; nothing"
          + " was added."))
    #expect(waiting.output.split(separator: "\n").count == 20)
    #expect(waiting.output.hasPrefix("A change to trip 2 waits to be sent.\n"))
  }
}
