import Foundation
import TestSupport
import Testing

/// The built `trips` against the test server: its statuses as the operating system sees them,
/// and no password in anything it prints.
@Suite(.enabled(if: PostgreSQLTestServer.running != nil))
struct PostgreSQLEndToEndTests {
  private let server = PostgreSQLTestServer.running!

  @Test func aSessionOnTheServer_addsListsAndDeparts() throws {
    let address = server.address(of: try server.newDatabase())
    let trips = TripsProcess(environment: ["TRIPS_STORE": address])

    let added = try trips.run("demo")
    let departed = try trips.run("depart", "1", "--delay", "7")
    let listed = try trips.run("list", "--all")

    #expect([added.status, departed.status, listed.status] == [0, 0, 0])
    #expect(listed.output.contains("7 minutes delay"))
  }

  /// A wrong password, a role the server does not have, and a database it does not have.
  @Test(arguments: [
    (PostgreSQLTestServer.passwordRole, "&password=wrong-secret"),
    ("trips_no_such_role", "&password=wrong-secret"),
    ("postgres", "&password=wrong-secret"),
  ])
  func aRefusal_exits77_withNoPasswordInTheOutput(user: String, password: String) throws {
    let database = user == "postgres" ? "trips_no_such_database" : try server.newDatabase()
    let address = server.address(of: database, user: user) + password
    let trips = TripsProcess(environment: ["TRIPS_STORE": address])

    let run = try trips.run("list", "--all")

    #expect(run.status == 77)
    #expect(run.error.hasPrefix("error: postgresql:///\(database)?host="))
    #expect(!(run.output + run.error).contains("wrong-secret"))
  }

  @Test func aServerThatIsNotThere_exits75() throws {
    let empty = TemporaryDirectory()
    let trips = TripsProcess(
      environment: ["TRIPS_STORE": "postgresql://ann:s3cret@/trips?host=\(empty.path)"])

    let run = try trips.run("show", "1")

    #expect(run.status == 75)
    #expect(run.error.hasPrefix("error: postgresql://ann@/trips?host="))
    #expect(!run.error.contains("s3cret"))
  }
}
