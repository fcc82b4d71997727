import Domain
import Foundation
import IntegrationTestSupport
import LessonTestSupport
import OfflineChanges
import PostgreSQLStore
import Testing

/// A connection lost during `COMMIT` itself leaves the outcome unknown: the change may be saved.
/// A deferred constraint trigger holds the commit while the test ends the session, so the
/// connection breaks exactly there.
@Suite(.serialized, .enabled(if: PostgreSQLTestServer.running != nil))
struct PostgreSQLLostCommitTests {
  private let server = PostgreSQLTestServer.running!

  /// Makes every commit that changed a trip wait in a deferred trigger until the test ends it.
  private func holdCommits(in database: String) throws {
    try server.execute(
      """
      CREATE FUNCTION trips_test_wait() RETURNS trigger LANGUAGE plpgsql AS
        $$ BEGIN PERFORM pg_sleep(600); RETURN NULL; END $$;
      CREATE CONSTRAINT TRIGGER trips_test_wait AFTER INSERT OR UPDATE ON trips
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION trips_test_wait();
      """, in: database)
  }

  /// Ends the session that waits in the trigger, once it waits there; the change's task runs
  /// meanwhile.
  private func endTheSessionWaitingAtCommit(in database: String) async throws {
    let waiting =
      "SELECT count(*) FROM pg_stat_activity WHERE wait_event = 'PgSleep'"
      + " AND datname = '\(database)'"
    try await server.waitUntil(waiting, is: "1")
    try server.execute(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE wait_event = 'PgSleep'"
        + " AND datname = '\(database)'")
  }

  @Test func aConnectionLostDuringCommit_isAnUnknownOutcome_neverNothingChanged() async throws {
    let database = try server.newDatabase()
    let store = PostgreSQLTripRepository(
      address: PostgreSQLAddress(server.address(of: database))!, environment: [:])
    let trip = try await store.add(Fixtures.onTimeDraft())
    try holdCommits(in: database)

    let change = Task { () async -> TripRepositoryError? in
      do throws(TripRepositoryError) {
        try await store.replace(trip.departing(at: Fixtures.articleActualDeparture))
        return nil
      } catch {
        return error
      }
    }
    try await endTheSessionWaitingAtCommit(in: database)
    let failure = await change.value

    let location = PostgreSQLAddress(server.address(of: database))!.redacted
    #expect(failure == .store(TripStoreError(location: location, problem: .outcomeUnknown)))
  }

  @Test func aKeyedChangeWhoseCommitWasLost_isAskedAgain_andAppliedOnce() async throws {
    let database = try server.newDatabase()
    let store = PostgreSQLTripRepository(
      address: PostgreSQLAddress(server.address(of: database))!, environment: [:])
    _ = try await store.add(Fixtures.onTimeDraft())
    try holdCommits(in: database)
    let change = PendingChange(
      key: ChangeKey(copy: "0123456789abcdef0123456789abcdef", sequence: 1),
      change: .add(Fixtures.lateDraft(), number: nil))

    let first = Task { () async -> TripStoreError? in
      do throws(TripStoreError) {
        _ = try await store.apply(change)
        return nil
      } catch {
        return error
      }
    }
    try await endTheSessionWaitingAtCommit(in: database)
    let lost = await first.value
    try server.execute("DROP TRIGGER trips_test_wait ON trips", in: database)
    let again = try await store.apply(change)
    let twice = try await store.apply(change)

    #expect(lost?.problem == .outcomeUnknown)
    let added = Trip(id: Fixtures.tripID(2), draft: Fixtures.lateDraft())
    #expect(again == .applied([added]))
    #expect(twice == .applied([added]))
    #expect(try server.value(of: "SELECT count(*) FROM trips", in: database) == "2")
  }
}
