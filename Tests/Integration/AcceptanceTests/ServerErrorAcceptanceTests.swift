import IntegrationTestSupport
import Testing

@testable import App

/// `trips` in process against a server that fails a statement for a reason Trips has no words
/// for: the server's own words go on a detail line, never as the reason.
@MainActor @Suite(.enabled(if: PostgreSQLTestServer.running != nil))
struct ServerErrorAcceptanceTests {
  @Test func aServersOwnError_isADetailLine_andTheAdviceFitsAServer() async throws {
    let server = try #require(PostgreSQLTestServer.running)
    let database = try server.newDatabase()
    let address = server.address(of: database)
    let trips = InProcessTrips(environment: ["TRIPS_STORE": address, "TRIPS_FRESH_ONLY": "1"])
    await trips.run("demo")
    try server.execute("ALTER TABLE trips RENAME COLUMN origin TO starts_at", in: database)

    let shown = await trips.run("show", "1")

    #expect(
      shown
        == .init(
          status: 74, output: "",
          error: "error: \(address) could not be used. Nothing was changed.\n"
            + "detail: column \"origin\" does not exist\n"
            + "hint: Check the address given with --store or TRIPS_STORE. If it is right, the"
            + " server's log says more.\n"))
  }
}
