import DeliveryCheckers
import Foundation
import IntegrationTestSupport
import LessonTestSupport
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

  /// Two processes on one server, as two terminals on two machines would be: a `depart` in
  /// one redraws the card that `watch` shows in the other. The time from `depart` returning
  /// to the new card's bytes is read from `watch`'s output and attached to the result.
  @Test func aDepartInAnotherProcess_redrawsTheWatchedCard() async throws {
    let address = server.address(of: try server.newDatabase())
    let trips = TripsProcess(environment: ["TRIPS_STORE": address])
    try trips.run("demo")
    let watch = try WatchTests.PipedWatch(["watch", "1"], environment: trips.baseEnvironment)
    defer { watch.stop() }
    #expect(await watch.collected.wait { $0.contains("5 minutes delay") })

    let departed = try trips.run("depart", "1", "--delay", "9")
    let committed = ContinuousClock.now
    #expect(await watch.collected.wait { $0.contains("9 minutes delay") })

    #expect(departed.status == 0)
    let redrawn = try #require(watch.collected.arrival(of: "9 minutes delay"))
    Attachment.record(
      "\((redrawn - committed).formatted(.units(allowed: [.milliseconds])))",
      named: "commit-to-redraw.txt")
    try trips.run("remove", "1")
    #expect(await watch.waitForExit(), "the watch ends when its trip is removed")
    #expect(watch.process.terminationStatus == 1)
  }

  /// A standby takes no listeners: `watch` says so once, then asks for changes, and still
  /// sees each change the primary commits.
  @Test func watchOnAStandby_saysOnceThatItAsks_andSeesChangesMadeOnThePrimary() async throws {
    let primary = try PostgreSQLTestServer.startNew()
    defer { primary.remove() }
    let standby = try primary.startStandby()
    defer { standby.remove() }
    let database = try primary.newDatabase()
    let trips = TripsProcess(environment: ["TRIPS_STORE": primary.address(of: database)])
    try trips.run("demo")
    var environment = trips.baseEnvironment
    environment["TRIPS_STORE"] = standby.address(of: database)
    let watch = try WatchTests.PipedWatch(["watch", "1"], environment: environment)
    defer { watch.stop() }
    #expect(await watch.collected.wait { $0.contains("5 minutes delay") })

    try trips.run("depart", "1", "--delay", "9")
    #expect(await watch.collected.wait { $0.contains("9 minutes delay") })
    try trips.run("remove", "1")

    #expect(await watch.waitForExit(), "the watch ends when its trip is removed")
    #expect(watch.process.terminationStatus == 1)
    #expect(
      watch.errorText()
        == "notice: This server is a standby and announces no changes, so watch asks for them"
        + " five times a second.\nerror: Trip 1 was removed.\n")
  }

  /// A `watch` through an address that names a primary and its standby: while the primary
  /// is gone and the standby not yet promoted, it goes on showing the card, and a change is
  /// kept on this computer; once the standby takes changes, the kept change is sent before
  /// the next one, and both are shown.
  @Test func watchThroughAFailover_goesOnShowingTheCard_andSeesTheNewPrimary() async throws {
    let primary = try PostgreSQLTestServer.startNew()
    defer { primary.remove() }
    let standby = try primary.startStandby()
    defer { standby.remove() }
    let database = try primary.newDatabase()
    let address = primary.address(of: database, thenOn: standby)
    let trips = TripsProcess(environment: ["TRIPS_STORE": address])
    try trips.run("demo")
    let watch = try WatchTests.PipedWatch(["watch", "1"], environment: trips.baseEnvironment)
    defer { watch.stop() }
    #expect(await watch.collected.wait { $0.contains("5 minutes delay") })

    try primary.stop()
    let duringFailover = try trips.run("depart", "1", "--delay", "8")
    try standby.promote()
    let afterFailover = try trips.run("depart", "1", "--delay", "9")
    #expect(await watch.collected.wait { $0.contains("9 minutes delay") })
    try trips.run("remove", "1")

    #expect(duringFailover.status == 0)
    #expect(duringFailover.error.contains("The change is kept on this computer"))
    #expect(afterFailover.status == 0)
    #expect(
      try trips.run("pending").output == "No change made on this computer waits to be sent.\n")
    #expect(await watch.waitForExit(), "the watch ends when its trip is removed")
    #expect(watch.process.terminationStatus == 1)
    #expect(watch.errorText().hasSuffix("error: Trip 1 was removed.\n"))
  }

  @Test func move_bringsALocalStoreToTheServer_once() async throws {
    let directory = TemporaryDirectory()
    let address = server.address(of: try server.newDatabase())
    let local = TripsProcess(environment: ["TRIPS_STORE": directory.file("trips.sqlite")])
    try local.run("demo")
    try local.run("depart", "1", "--delay", "7")
    let before = try local.run("list", "--all", "--format", "json").output

    let moved = try local.run("move", "--to", address)
    let again = try local.run("move", "--to", address)
    let onServer = try TripsProcess(environment: ["TRIPS_STORE": address])
      .run("list", "--all", "--format", "json").output

    #expect(moved.status == 0)
    #expect(
      moved.output
        == "Moved every trip (1 in all), with its number and revision. The old store was not changed.\n"
    )
    #expect(onServer == before)
    await Checkers.expectMatchesSchema(onServer)
    #expect(again.status == 1)
    #expect(
      again.error.hasPrefix(
        "error: Nothing was moved: the new store has handed out trip numbers before (up to 1)"))
  }
}
