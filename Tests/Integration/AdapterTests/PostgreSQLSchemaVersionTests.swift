import Domain
import Foundation
import IntegrationTestSupport
import LessonTestSupport
import PostgreSQLStore
import Testing

/// A store made by the previous version keeps working for both versions: this program reads
/// it without changing it, its first change adds the new tables, and the version that older
/// programs check stays the one they know (decision 20).
@Suite(.enabled(if: PostgreSQLTestServer.running != nil))
struct PostgreSQLSchemaVersionTests {
  private let server = PostgreSQLTestServer.running!

  /// The statements version 1 of Trips ran to make a store, as it ran them.
  private func makeVersionOneStore(in database: String) throws {
    try server.execute(
      """
      CREATE TABLE trips_store (
        only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
        schema_version integer NOT NULL,
        identity uuid NOT NULL DEFAULT gen_random_uuid(),
        last_assigned_id bigint NOT NULL DEFAULT 0,
        changes bigint NOT NULL DEFAULT 0);
      INSERT INTO trips_store (schema_version, last_assigned_id) VALUES (1, 1);
      CREATE TABLE trips (
        id bigint PRIMARY KEY, departure bigint NOT NULL, arrival bigint NOT NULL,
        actual_departure bigint, origin text, destination text,
        revision integer NOT NULL DEFAULT 1 CHECK (revision >= 1),
        CHECK (arrival > departure));
      INSERT INTO trips (id, departure, arrival) VALUES (1, 1444396193, 1444397193);
      """, in: database)
  }

  @Test func aVersionOneStore_isRead_withoutBeingChanged() async throws {
    let database = try server.newDatabase()
    try makeVersionOneStore(in: database)
    let store = PostgreSQLTripRepository(
      address: PostgreSQLAddress(server.address(of: database))!, environment: [:])

    let trips = try await store.trips(after: nil, limit: 5)

    #expect(trips == [Fixtures.onTimeTrip(id: 1)])
    // Still without the new tables: a read never migrates, so a standby is never asked to.
    try server.execute(
      """
      DO $$ BEGIN IF to_regclass('trips_applied_changes') IS NOT NULL THEN RAISE 'migrated';
      END IF; END $$
      """, in: database)
  }

  @Test func aChange_addsTheNewTables_andKeepsTheVersionOlderProgramsCheck() async throws {
    let database = try server.newDatabase()
    try makeVersionOneStore(in: database)
    let store = PostgreSQLTripRepository(
      address: PostgreSQLAddress(server.address(of: database))!, environment: [:])

    _ = try await store.add(Fixtures.lateDraft())

    try server.execute(
      """
      DO $$ BEGIN
        IF (SELECT schema_version FROM trips_store) <> 1 THEN RAISE 'schema_version moved'; END IF;
        IF (SELECT migrations FROM trips_store) <> 3 THEN RAISE 'migrations not counted'; END IF;
        IF to_regclass('trips_applied_changes') IS NULL THEN RAISE 'no keys table'; END IF;
      END $$
      """, in: database)
    // What version 1 checks and writes still works: its add, as it wrote it.
    try server.execute(
      """
      UPDATE trips_store SET last_assigned_id = last_assigned_id + 1, changes = changes + 1;
      INSERT INTO trips (id, departure, arrival) VALUES (3, 1444396193, 1444397193);
      """, in: database)
    #expect(try await store.trips(after: nil, limit: 5).count == 3)
  }

  @Test func aStoreOnlyANewerProgramCanUse_isRefused() async throws {
    let database = try server.newDatabase()
    let address = server.address(of: database)
    let store = PostgreSQLTripRepository(address: PostgreSQLAddress(address)!, environment: [:])
    _ = try await store.add(Fixtures.onTimeDraft())
    try server.execute("UPDATE trips_store SET schema_version = 4", in: database)

    await #expect(
      throws: TripStoreError(location: address, problem: .newerVersion(found: 4, supported: 3))
    ) {
      try await PostgreSQLTripRepository(
        address: PostgreSQLAddress(address)!, environment: [:]
      ).trips(after: nil, limit: 5)
    }
  }
}
