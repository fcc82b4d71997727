import Domain
import Foundation
import IntegrationTestSupport
import LessonTestSupport
import Testing

@testable import SQLiteStore

/// What only the SQLite store does: its file format, schema migrations, file permissions and
/// the memory it keeps while reading.
@Suite struct SQLiteTripRepositoryTests {
  @Test func newStore_isAWALDatabase_markedAsATripsStore_atTheCurrentVersion() async throws {
    let directory = TemporaryDirectory()
    let path = directory.file("trips.sqlite")

    _ = try await SQLiteTripRepository(path: path).add(Fixtures.lateDraft())

    #expect(querySQLiteInteger("PRAGMA application_id", at: path) == 0x5452_4950)
    #expect(querySQLiteInteger("PRAGMA user_version", at: path) == 6)
    #expect(
      querySQLiteInteger(
        "SELECT count(*) FROM sqlite_master WHERE name = 'trips_in_departure_order_covering'",
        at: path)
        == 1)
    let header = try Data(contentsOf: URL(fileURLWithPath: path)).prefix(20)
    #expect(header[18] == 2 && header[19] == 2, "file format bytes say WAL")
  }

  @Test func aStoreInRollbackMode_isSwitchedToWAL_whenOpened() async throws {
    let directory = TemporaryDirectory()
    let path = directory.file("trips.sqlite")
    _ = try await SQLiteTripRepository(path: path).add(Fixtures.lateDraft())
    runSQLite("PRAGMA journal_mode = DELETE", at: path)

    let found = try await SQLiteTripRepository(path: path).trip(withID: Fixtures.tripID(1))

    #expect(found == Fixtures.lateTrip(id: 1))
    let header = try Data(contentsOf: URL(fileURLWithPath: path)).prefix(20)
    #expect(header[18] == 2 && header[19] == 2, "file format bytes say WAL")
  }

  @Test func listingAStoreManyTimesTheSizeOfThePageCache_keepsTheCacheWithinItsBound()
    async throws
  {
    let directory = TemporaryDirectory()
    let path = directory.file("trips.sqlite")
    let store = SQLiteTripRepository(path: path)
    let start = Fixtures.instant("2015-10-09T13:09:53Z")
    try await store.importTrips(
      (0..<20_000).map { index in
        let departure = start.addingTimeInterval(Double(index) * 60)
        return try! TripDraft(
          departure: departure, arrival: departure.addingTimeInterval(1_800),
          origin: "Amsterdam Centraal", destination: "Rotterdam Centraal")
      })

    var listed = 0
    for try await _ in store.allTrips(pageSize: 500) { listed += 1 }

    let bound = SQLiteTripRepository.pageCacheKibibytes * 1_024
    let pageCount = try #require(querySQLiteInteger("PRAGMA page_count", at: path))
    let pageSize = try #require(querySQLiteInteger("PRAGMA page_size", at: path))
    let cached = await store.pageCacheBytes()
    #expect(listed == 20_000)
    #expect(Int(pageCount * pageSize) > 8 * bound, "the store is many times the size of the cache")
    #expect(cached > bound / 2, "the walk filled the cache")
    #expect(cached <= bound + 16_384, "\(cached) bytes cached")
  }

  @Test func versionOneStore_isMigrated_keepingItsTrips() async throws {
    let directory = TemporaryDirectory()
    let path = directory.file("trips.sqlite")
    runSQLite(
      """
      PRAGMA application_id = \(0x5452_4950);
      CREATE TABLE trips (
        id INTEGER PRIMARY KEY AUTOINCREMENT, departure INTEGER NOT NULL,
        arrival INTEGER NOT NULL, actual_departure INTEGER NOT NULL, origin TEXT,
        destination TEXT, CHECK (arrival > departure));
      INSERT INTO trips VALUES (1, 1444396193, 1444397193, 1444396493, 'Amsterdam', NULL);
      INSERT INTO trips VALUES (4, 1444482593, 1444483593, 1444482593, NULL, 'Delft');
      DELETE FROM trips WHERE id = 4;
      PRAGMA user_version = 1;
      """, at: path)

    let store = SQLiteTripRepository(path: path)
    let trips = try await store.trips(after: nil, limit: 10)
    let next = try await store.add(Fixtures.onTimeDraft())

    #expect(trips == [Fixtures.lateTrip(id: 1, origin: "Amsterdam")])
    #expect(next.id.rawValue == 5)
    #expect(querySQLiteInteger("PRAGMA user_version", at: path) == 6)
    #expect(
      querySQLiteInteger(
        "SELECT count(*) FROM sqlite_master WHERE name = 'trips_in_departure_order_covering'",
        at: path)
        == 1)
  }

  @Test func versionFourStore_isMigrated_anActualDepartureOnScheduleBecomesNotRecorded()
    async throws
  {
    let directory = TemporaryDirectory()
    let path = directory.file("trips.sqlite")
    _ = try await SQLiteTripRepository(path: path).add(Fixtures.onTimeDraft())
    runSQLite(
      """
      DROP TABLE trips;
      DROP TABLE trips_store;
      CREATE TABLE trips (
        id INTEGER PRIMARY KEY AUTOINCREMENT, departure INTEGER NOT NULL,
        arrival INTEGER NOT NULL, actual_departure INTEGER NOT NULL, origin TEXT,
        destination TEXT, CHECK (arrival > departure));
      CREATE INDEX trips_in_departure_order_covering ON trips (
        departure, id, arrival, actual_departure, origin, destination);
      CREATE INDEX trips_by_arrival ON trips (arrival, departure);
      INSERT INTO trips VALUES (1, 1444396193, 1444397193, 1444396493, 'Amsterdam', NULL);
      INSERT INTO trips VALUES (2, 1444396193, 1444397193, 1444396193, NULL, 'Delft');
      INSERT INTO trips VALUES (7, 1444482593, 1444483593, 1444482593, NULL, NULL);
      DELETE FROM trips WHERE id = 7;
      PRAGMA user_version = 4;
      """, at: path)

    let store = SQLiteTripRepository(path: path)
    let trips = try await store.trips(after: nil, limit: 10)
    let next = try await store.add(Fixtures.onTimeDraft())

    #expect(
      trips == [
        Fixtures.lateTrip(id: 1, origin: "Amsterdam"),
        Fixtures.onTimeTrip(id: 2, destination: "Delft"),
      ])
    #expect(trips[1].recordedDeparture == nil)
    #expect(next.id.rawValue == 8)
    #expect(querySQLiteInteger("PRAGMA user_version", at: path) == 6)
    #expect(
      querySQLiteInteger(
        """
        SELECT count(*) FROM sqlite_master
        WHERE name IN ('trips_in_departure_order_covering', 'trips_by_arrival')
        """, at: path) == 2)
  }

  @Test func aStoreWhoseIdentityWasRemoved_isDamaged() async throws {
    let directory = TemporaryDirectory()
    let path = directory.file("trips.sqlite")
    _ = try await SQLiteTripRepository(path: path).add(Fixtures.onTimeDraft())
    runSQLite("DELETE FROM trips_store;", at: path)

    await #expect(
      throws: TripStoreError(location: path, problem: .damaged("the store has no identity"))
    ) {
      try await SQLiteTripRepository(path: path).identity()
    }
  }

  @Test func emptyVersionFourStore_isMigrated_keepingTheLargestIDEverAssigned() async throws {
    let directory = TemporaryDirectory()
    let path = directory.file("trips.sqlite")
    let store = SQLiteTripRepository(path: path)
    for _ in 0..<3 { _ = try await store.add(Fixtures.onTimeDraft()) }
    runSQLite("DELETE FROM trips; DROP TABLE trips_store; PRAGMA user_version = 4;", at: path)

    let next = try await SQLiteTripRepository(path: path).add(Fixtures.onTimeDraft())

    #expect(next.id.rawValue == 4)
    #expect(querySQLiteInteger("PRAGMA user_version", at: path) == 6)
  }

  @Test(arguments: StoreKind.files)
  func createdFilesAndDirectories_areTheOwnersOnly(kind: StoreKind) async throws {
    let directory = TemporaryDirectory()
    let path = directory.file("new/nested/trips" + (kind == .json ? ".json" : ".sqlite"))
    let store = kind.fileStore(at: path)

    _ = try await store.add(Fixtures.lateDraft())

    #expect(try permissions(of: path) == 0o600)
    #expect(try permissions(of: directory.file("new/nested")) == 0o700)
    #expect(try permissions(of: directory.file("new")) == 0o700)
    for sibling in try FileManager.default.contentsOfDirectory(atPath: directory.file("new/nested"))
    {
      #expect(try permissions(of: directory.file("new/nested/\(sibling)")) == 0o600, "\(sibling)")
    }
  }

  private func permissions(of path: String) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    return (attributes[.posixPermissions] as? Int ?? 0) & 0o777
  }
}
