import Foundation
import IntegrationTestSupport
import Testing

@testable import App

/// `trips` in process against a primary and its streaming standby: reads from the standby,
/// changes it refuses, an address that names both, and a failover.
@MainActor @Suite(.serialized, .enabled(if: PostgreSQLTestServer.running != nil))
struct StandbyAcceptanceTests {
  private static let standbyHint =
    "hint: It is a standby. Name the primary with --store or TRIPS_STORE, or give every host"
    + " with target_session_attrs=read-write, such as"
    + " postgresql://host1,host2/trips?target_session_attrs=read-write.\n"

  @Test func aStandby_answersReads_andRefusesAChangeWith75() async throws {
    let primary = try PostgreSQLTestServer.startNew()
    defer { primary.remove() }
    let standby = try primary.startStandby()
    defer { standby.remove() }
    let database = try primary.newDatabase()
    let trips = InProcessTrips(environment: ["TRIPS_STORE": primary.address(of: database)])
    await trips.run("demo")
    let fromPrimary = await trips.run("list", "--all")

    let standbyAddress = standby.address(of: database)
    trips.environment["TRIPS_STORE"] = standbyAddress
    let fromStandby = await trips.run("list", "--all")
    let change = await trips.run("depart", "1", "--delay", "6")
    let after = await trips.run("list", "--all")

    #expect(fromStandby == fromPrimary)
    #expect(
      change
        == .init(
          status: 75, output: "",
          error: "error: \(standbyAddress) takes no changes now. Nothing was changed.\n"
            + Self.standbyHint))
    #expect(after == fromPrimary)
  }

  @Test func aPrimarySetToRefuseChanges_isToldToAskItsAdministrator() async throws {
    let server = try #require(PostgreSQLTestServer.running)
    let database = try server.newDatabase()
    let address = server.address(of: database)
    let trips = InProcessTrips(environment: ["TRIPS_STORE": address])
    await trips.run("demo")
    try server.execute("ALTER DATABASE \(database) SET default_transaction_read_only = on")

    let change = await trips.run("remove", "1")
    let shown = await trips.run("show", "1")

    #expect(
      change
        == .init(
          status: 75, output: "",
          error: "error: \(address) takes no changes now. Nothing was changed.\n"
            + "hint: The server is set to refuse changes (default_transaction_read_only)."
            + " Ask its administrator.\n"))
    #expect(shown.status == 0)
  }

  @Test func severalHosts_findThePrimary_andTheSameAddressWorksAfterAFailover() async throws {
    let primary = try PostgreSQLTestServer.startNew()
    defer { primary.remove() }
    let standby = try primary.startStandby()
    defer { standby.remove() }
    let database = try primary.newDatabase()
    // The standby first: libpq must pass it by to find a host that takes changes.
    let address = standby.address(of: database, thenOn: primary)
    let trips = InProcessTrips(environment: ["TRIPS_STORE": address])
    let planned = await trips.run("demo")
    let departed = await trips.run("depart", "1", "--delay", "7")
    let before = await trips.run("list", "--all")

    try primary.stop()
    let duringFailover = await trips.run("depart", "1", "--delay", "8")
    let readDuringFailover = await trips.run("list", "--all")
    try standby.promote()
    let afterFailover = await trips.run("depart", "1", "--delay", "9")
    let after = await trips.run("list", "--all")

    #expect(planned.status == 0)
    #expect(departed.status == 0)
    // No host takes changes yet: the change is kept here, and waits, marked, while reads go on
    // showing it over the standby's older trip.
    #expect(duringFailover.status == 0)
    #expect(
      duringFailover.error
        == "offline: The change is kept on this computer and will be sent when \(address)"
        + " can be reached.\n")
    #expect(
      readDuringFailover
        == .init(
          status: 0,
          output: before.output.replacingOccurrences(
            of: "min         7 minutes", with: "min         not sent yet  8 minutes"),
          error: "offline: 1 change made on this computer still waits to be sent;"
            + " 'trips sync' sends it.\n"))
    #expect(afterFailover.status == 0)
    #expect(after.output.split(separator: "\n").count == before.output.split(separator: "\n").count)
    #expect(afterFailover.output.contains("9 min"))
    #expect(
      await trips.run("pending").output == "No change made on this computer waits to be sent.\n")
  }

  @Test func inAFailoverWindow_changesBuildOnThisComputersView_andAllApplyWhenThePrimaryReturns()
    async throws
  {
    let primary = try PostgreSQLTestServer.startNew()
    defer { primary.remove() }
    let standby = try primary.startStandby()
    defer { standby.remove() }
    let database = try primary.newDatabase()
    let address = standby.address(of: database, thenOn: primary)
    let trips = InProcessTrips(environment: ["TRIPS_STORE": address])
    await trips.run("demo")
    await trips.run("add", "--departure", "2035-10-09 08:15", "--arrival", "2035-10-09 09:02")
    await trips.run("list", "--all")

    try primary.stop()
    let departed = await trips.run("depart", "1", "--delay", "12")
    let edited = await trips.run("edit", "1", "--to", "Utrecht", "--color", "never")
    let listed = await trips.run("list", "--all", "--format", "json")
    try primary.restart()
    let sync = await trips.run("sync")

    #expect(departed.status == 0)
    #expect(edited.status == 0)
    // The edit's card shows the departure kept before it, not the standby's trip.
    #expect(edited.output.contains("12 minutes delay"))
    #expect(edited.output.contains("Utrecht"))
    #expect(listed.status == 0)
    #expect(listed.output.contains("    \"destination\": \"Utrecht\",\n"))
    #expect(listed.output.contains("    \"delayMinutes\": 12,\n"))
    #expect(listed.output.contains("    \"pendingChange\": \"waiting\"\n"))
    #expect(listed.output.contains("    \"id\": 2,\n"))
    #expect(sync.status == 0)
    #expect(sync.output == "2 changes made on this computer were sent.\n")
    #expect(
      try primary.value(
        of: "SELECT concat_ws('|', destination, (actual_departure - departure) / 60)"
          + " FROM trips WHERE id = 1", in: database) == "Utrecht|12")
  }
}
