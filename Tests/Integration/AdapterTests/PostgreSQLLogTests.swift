import Domain
import Foundation
import IntegrationTestSupport
import LessonTestSupport
import PostgreSQLStore
import StoreEvents
import StoreSupport
import Synchronization
import Testing

/// What the PostgreSQL store reports through ``StoreEventReporting`` on a real server: the
/// host libpq chose when the first one named is away, and a change run again after a
/// deadlock.
@Suite(.serialized, .enabled(if: PostgreSQLTestServer.running != nil))
struct PostgreSQLLogTests {
  private let server = PostgreSQLTestServer.running!

  @Test func theHostChosen_isTheOneThatAnswered_whenTheFirstIsAway() async throws {
    let database = try server.newDatabase()
    let away = TemporaryDirectory()
    let address =
      "postgresql:///\(database)?host=\(away.path),\(server.folder)&user=postgres"
      + "&target_session_attrs=read-write"
    let reports = StoreEventsSpy()
    let store = PostgreSQLTripRepository(
      address: PostgreSQLAddress(address)!, environment: [:], reporting: reports)

    _ = try await store.trip(withID: Fixtures.tripID(1))

    let port = try server.value(of: "SHOW port")
    #expect(
      reports.events == [
        .connected(host: server.folder, port: port, address: address, anyHost: false)
      ])
  }

  @Test func aDeadlock_isReported_andTheChangeRunsAgain() async throws {
    let database = try server.newDatabase()
    // The store's sessions look for a deadlock after five seconds of waiting, the other session
    // after a minute: the change is the one the server fails, however busy the machine is.
    try server.execute("ALTER DATABASE \(database) SET deadlock_timeout = '5s'")
    let reports = StoreEventsSpy()
    let store = PostgreSQLTripRepository(
      address: PostgreSQLAddress(server.address(of: database))!, environment: [:],
      busyTimeout: .seconds(30), reporting: reports)
    let trip = try await store.add(Fixtures.lateDraft())
    // Another session holds the store's own row, which every change updates after its trip.
    // Once the change waits for that row, the session asks for the trip the change holds.
    let other = try server.hold(
      "SET deadlock_timeout = '60s'; BEGIN; UPDATE trips_store SET changes = changes;",
      in: database)
    other.send(
      PostgreSQLSession.untilAnotherWaitsForALock + ";\n"
        + "UPDATE trips SET origin = origin WHERE id = \(trip.id.rawValue); ROLLBACK;")

    try await store.replace(trip.departing(at: Fixtures.articleDeparture))
    other.end()

    #expect(
      reports.events == [
        .connected(
          host: server.folder, port: try server.value(of: "SHOW port"),
          address: server.address(of: database), anyHost: false),
        .retried(cause: .deadlock, attempt: 2),
      ])
    #expect(try await store.trip(withID: trip.id)?.revision == trip.revision + 1)
  }
}

/// Records every report of a store, and does nothing else.
final class StoreEventsSpy: StoreEventReporting {
  private let recorded = Mutex<[StoreEvent]>([])

  /// Every report, in order.
  var events: [StoreEvent] { recorded.withLock { $0 } }

  func report(_ event: StoreEvent) {
    recorded.withLock { $0.append(event) }
  }
}
