import Foundation
import IntegrationTestSupport
import Testing

/// Two computers, Ann's and Bob's, each with a cache folder of its own, against one server of
/// the test's own: both change trips while the server is stopped, and send when it is back.
/// The first sender's changes are applied; the second's that met them are kept as conflicts,
/// shown, and resolved: an edit against an edit, an edit against a removal, a removal against
/// an edit. Trips added offline on both are two trips (decision 21).
@Suite(.serialized, .enabled(if: PostgreSQLTestServer.running != nil))
struct TwoComputersEndToEndTests {
  @Test func bothChangeOffline_theFirstIsApplied_theSecondConflicts_andIsResolved() throws {
    let server = try PostgreSQLTestServer.startNew()
    defer { server.remove() }
    let database = try server.newDatabase()
    let address = server.address(of: database)
    let ann = TripsProcess(environment: ["TRIPS_STORE": address])
    let bob = TripsProcess(environment: ["TRIPS_STORE": address])
    try ann.run("demo")
    try ann.run("add", "--departure", "2035-10-09 08:15", "--arrival", "2035-10-09 09:02")
    try ann.run("add", "--departure", "2035-10-12 08:15", "--arrival", "2035-10-12 09:02")
    // Bob's first change reserves his numbers; then both read what the other did.
    try bob.run("depart", "2", "--delay", "1")
    try ann.run("list", "--all")
    try bob.run("list", "--all")

    try server.stop()
    let offline = [
      try ann.run("depart", "1", "--delay", "9"),
      try ann.run("remove", "2"),
      try ann.run("depart", "3", "--delay", "4"),
      try ann.run("add", "--departure", "2035-10-10 08:15", "--arrival", "2035-10-10 09:02"),
      try bob.run("depart", "1", "--delay", "3"),
      try bob.run("depart", "2", "--delay", "6"),
      try bob.run("remove", "3"),
      try bob.run("add", "--departure", "2035-10-11 08:15", "--arrival", "2035-10-11 09:02"),
    ]
    try server.restart()
    let annSync = try ann.run("sync")
    let bobSync = try bob.run("sync")
    let bobPending = try bob.run("pending")
    let removedElsewhere = try bob.run("resolve", "2", "--keep", "mine")
    let dropped = try bob.run("resolve", "2", "--keep", "theirs")
    let kept = try bob.run("resolve", "1", "--keep", "mine")
    let removed = try bob.run("resolve", "3", "--keep", "mine")
    let onServer = try TripsProcess(environment: ["TRIPS_STORE": address]).run("list", "--all")

    #expect(offline.map(\.status) == [0, 0, 0, 0, 0, 0, 0, 0])
    #expect(offline.allSatisfy { $0.error.contains("The change is kept on this computer") })
    #expect(annSync.status == 0)
    #expect(annSync.output == "4 changes made on this computer were sent.\n")
    #expect(bobSync.status == 1)
    #expect(bobSync.output == "1 change made on this computer was sent.\n")
    #expect(
      bobSync.error
        == "error: Trip 1: your change conflicts with the server's and was not applied. It is kept.\n"
        + "hint: See both with 'trips pending', then choose with 'trips resolve'.\n"
        + "error: Trip 2: your change conflicts with the server's and was not applied. It is kept.\n"
        + "hint: See both with 'trips pending', then choose with 'trips resolve'.\n"
        + "error: Trip 3: your change conflicts with the server's and was not applied. It is kept.\n"
        + "hint: See both with 'trips pending', then choose with 'trips resolve'.\n")
    #expect(bobPending.output.contains("Trip 1 on the server:\n"))
    #expect(bobPending.output.contains("9 minutes delay"))
    #expect(bobPending.output.contains("Trip 1 as your change leaves it:\n"))
    #expect(bobPending.output.contains("Trip 2 was removed on the server.\n"))
    #expect(bobPending.output.contains("Trip 3 on the server:\n"))
    #expect(bobPending.output.contains("Your change removes trip 3.\n"))
    #expect(removedElsewhere.status == 1)
    #expect(dropped.status == 0)
    #expect(kept.status == 0)
    #expect(kept.output.contains("3 minutes delay"))
    #expect(removed.status == 0)
    // Added offline on both computers: two trips, under each computer's reserved numbers.
    let rows = onServer.output.split(separator: "\n").map { $0.split(separator: " ").first }
    #expect(rows == ["1", "4", "23"])
    // Bob's change was made on Ann's: demo 1, Ann 2, Bob 3.
    #expect(try server.value(of: "SELECT revision FROM trips WHERE id = 1", in: database) == "3")
    // Ann's 2 adds online and 4 changes offline, Bob's change online, his add offline, and the
    // 2 changes he made again; his 3 conflicts were never recorded.
    #expect(
      try server.value(of: "SELECT count(*) FROM trips_applied_changes", in: database) == "10")
    #expect(try bob.run("pending").output == "No change made on this computer waits to be sent.\n")
  }
}
