import Domain
import Foundation
import InMemoryStore
import IntegrationTestSupport
import LessonTestSupport
import PostgreSQLStore
import Testing

/// `watch`'s listener on the real server: it hears a change another session commits, hears
/// nothing while nothing commits, listens again after its session is ended, and says when it
/// cannot listen. A wait is given a long timeout and ends as the news arrives; nothing here
/// sleeps.
@Suite(.enabled(if: PostgreSQLTestServer.running != nil))
struct PostgreSQLChangeListenerTests {
  private let server = PostgreSQLTestServer.running!
  private let longWait = Duration.seconds(30)

  private func store(_ address: String) -> PostgreSQLTripRepository {
    PostgreSQLTripRepository(address: PostgreSQLAddress(address)!, environment: [:])
  }

  @Test func aChangeCommittedBySomeoneElse_isAnnounced() async throws {
    let address = server.address(of: try server.newDatabase())
    let listener = await store(address).listenForChanges()
    defer { Task { await listener.stopListening() } }

    let quietBefore = await listener.nextAnnouncement(waitingUpTo: .zero)
    let trip = try await store(address).add(Fixtures.onTimeDraft())
    let afterAdd = await listener.nextAnnouncement(waitingUpTo: longWait)
    try await store(address).replace(trip.departing(at: Fixtures.articleActualDeparture))
    let afterUpdate = await listener.nextAnnouncement(waitingUpTo: longWait)
    let quietAfter = await listener.nextAnnouncement(waitingUpTo: .zero)

    #expect(
      [quietBefore, afterAdd, afterUpdate, quietAfter] == [.quiet, .changed, .changed, .quiet])
  }

  @Test func aMove_isAnnounced() async throws {
    let address = server.address(of: try server.newDatabase())
    let listener = await store(address).listenForChanges()
    defer { Task { await listener.stopListening() } }

    _ = try await store(address).takeIn(
      tripsOf: InMemoryTripRepository(trips: [Fixtures.onTimeTrip(id: 4)]))

    #expect(await listener.nextAnnouncement(waitingUpTo: longWait) == .changed)
  }

  @Test func afterItsSessionIsEnded_itListensAgain_andSaysToReadAgain() async throws {
    let database = try server.newDatabase()
    let address = server.address(of: database)
    let listener = await store(address).listenForChanges()
    defer { Task { await listener.stopListening() } }

    try server.execute(
      """
      SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE datname = '\(database)' AND query LIKE 'LISTEN%'
      """)
    let afterEnd = await listener.nextAnnouncement(waitingUpTo: longWait)
    _ = try await store(address).add(Fixtures.onTimeDraft())
    let afterAdd = await listener.nextAnnouncement(waitingUpTo: longWait)

    #expect([afterEnd, afterAdd] == [.changed, .changed])
  }

  @Test func whileTheServerIsAway_itCannotListen_andListensWhenItIsBack() async throws {
    let own = try PostgreSQLTestServer.startNew()
    defer { own.remove() }
    let address = own.address(of: try own.newDatabase())
    let listener = await store(address).listenForChanges()
    defer { Task { await listener.stopListening() } }

    try own.stop()
    let whileAway = await listener.nextAnnouncement(waitingUpTo: longWait)
    let stillAway = await listener.nextAnnouncement(waitingUpTo: longWait)
    try own.restart()
    let back = await listener.nextAnnouncement(waitingUpTo: longWait)
    _ = try await store(address).add(Fixtures.onTimeDraft())
    let afterAdd = await listener.nextAnnouncement(waitingUpTo: longWait)

    #expect(
      [whileAway, stillAway, back, afterAdd] == [.notListening, .notListening, .changed, .changed])
  }

  @Test func onAStandby_itCannotListen_untilTheStandbyIsPromoted() async throws {
    let primary = try PostgreSQLTestServer.startNew()
    defer { primary.remove() }
    let standby = try primary.startStandby()
    defer { standby.remove() }
    let database = try primary.newDatabase()
    _ = try await store(primary.address(of: database)).add(Fixtures.onTimeDraft())
    let standbyStore = store(standby.address(of: database))
    let listener = await standbyStore.listenForChanges()
    defer { Task { await listener.stopListening() } }

    let onTheStandby = await listener.nextAnnouncement(waitingUpTo: .zero)
    let stillOnTheStandby = await listener.nextAnnouncement(waitingUpTo: .zero)
    let sessions = try standby.value(
      of: "SELECT count(*) FROM pg_stat_activity WHERE datname = '\(database)'")
    try primary.stop()
    try standby.promote()
    let promoted = await listener.nextAnnouncement(waitingUpTo: .zero)
    _ = try await standbyStore.add(Fixtures.onTimeDraft())
    let afterAdd = await listener.nextAnnouncement(waitingUpTo: longWait)

    #expect(sessions == "1", "the standby keeps one session, not one per check")
    #expect(
      [onTheStandby, stillOnTheStandby, promoted, afterAdd]
        == [.cannotListenHere, .cannotListenHere, .changed, .changed])
  }
}
