import Domain
import Foundation
import TestSupport
import Testing

@testable import Persistence

@Suite struct SQLiteTripRepositoryTests {
  @Test func newStore_isAWALDatabase_markedAsATripsStore_atTheCurrentVersion() async throws {
    let directory = TemporaryDirectory()
    let path = directory.file("trips.sqlite")

    _ = try await SQLiteTripRepository(path: path).add(Fixtures.lateDraft())

    #expect(querySQLiteInteger("PRAGMA application_id", at: path) == 0x5452_4950)
    #expect(querySQLiteInteger("PRAGMA user_version", at: path) == 5)
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
    #expect(querySQLiteInteger("PRAGMA user_version", at: path) == 5)
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
    #expect(querySQLiteInteger("PRAGMA user_version", at: path) == 5)
    #expect(
      querySQLiteInteger(
        """
        SELECT count(*) FROM sqlite_master
        WHERE name IN ('trips_in_departure_order_covering', 'trips_by_arrival')
        """, at: path) == 2)
  }

  @Test func emptyVersionFourStore_isMigrated_keepingTheLargestIDEverAssigned() async throws {
    let directory = TemporaryDirectory()
    let path = directory.file("trips.sqlite")
    let store = SQLiteTripRepository(path: path)
    for _ in 0..<3 { _ = try await store.add(Fixtures.onTimeDraft()) }
    runSQLite("DELETE FROM trips; PRAGMA user_version = 4;", at: path)

    let next = try await SQLiteTripRepository(path: path).add(Fixtures.onTimeDraft())

    #expect(next.id.rawValue == 4)
    #expect(querySQLiteInteger("PRAGMA user_version", at: path) == 5)
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

@Suite struct JSONFileTripRepositoryTests {
  @Test func file_isPrettyPrinted_withSortedKeys_ISO8601Instants_andDepartureOrder() async throws {
    let directory = TemporaryDirectory()
    let path = directory.file("trips.json")
    let store = JSONFileTripRepository(path: path)
    _ = try await store.add(Fixtures.draft(departing: "2015-10-10T08:00:00+02:00", origin: "Delft"))
    _ = try await store.add(Fixtures.lateDraft(origin: "Amsterdam", destination: "Rotterdam"))

    let text = try String(contentsOfFile: path, encoding: .utf8)

    #expect(
      text == """
        {
          "format" : "trips",
          "lastAssignedID" : 2,
          "trips" : [
            {
              "actualDeparture" : "2015-10-09T13:14:53Z",
              "arrival" : "2015-10-09T13:26:33Z",
              "departure" : "2015-10-09T13:09:53Z",
              "destination" : "Rotterdam",
              "id" : 2,
              "origin" : "Amsterdam"
            },
            {
              "actualDeparture" : null,
              "arrival" : "2015-10-10T06:30:00Z",
              "departure" : "2015-10-10T06:00:00Z",
              "destination" : null,
              "id" : 1,
              "origin" : "Delft"
            }
          ],
          "version" : 2
        }

        """)
  }

  @Test func versionOneFile_anActualDepartureOnSchedule_isNotRecorded() async throws {
    let directory = TemporaryDirectory()
    let path = directory.file("trips.json")
    let text = """
      {"format":"trips","version":1,"lastAssignedID":3,"trips":[
      {"id":1,"departure":"2015-10-09T13:09:53Z","arrival":"2015-10-09T13:26:33Z",
       "actualDeparture":"2015-10-09T13:14:53Z"},
      {"id":3,"departure":"2015-10-09T13:09:53Z","arrival":"2015-10-09T13:26:33Z",
       "actualDeparture":"2015-10-09T13:09:53Z","origin":null,"destination":"Delft"}]}
      """
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))

    let trips = try await JSONFileTripRepository(path: path).trips(after: nil, limit: 10)

    #expect(trips == [Fixtures.lateTrip(id: 1), Fixtures.onTimeTrip(id: 3, destination: "Delft")])
    #expect(trips.map(\.recordedDeparture) == [Fixtures.articleActualDeparture, nil])
  }

  @Test func readsInstantsWithAnyOffset() async throws {
    let directory = TemporaryDirectory()
    let path = directory.file("trips.json")
    let text = #"""
      {"format":"trips","version":1,"lastAssignedID":1,"trips":[{"id":1,
      "departure":"2015-10-09T15:09:53+02:00","arrival":"2015-10-09T09:26:33-04:00",
      "actualDeparture":"2015-10-09T13:14:53.000Z"}]}
      """#
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))

    let trip = try await JSONFileTripRepository(path: path).trip(withID: Fixtures.tripID(1))

    #expect(trip == Fixtures.lateTrip(id: 1))
  }
}

@Suite struct ImportTests {
  @Test(arguments: StoreKind.files)
  func importTrips_storesThemAll_underConsecutiveIDs(kind: StoreKind) async throws {
    let directory = TemporaryDirectory()
    let path = directory.file(kind == .json ? "trips.json" : "trips.sqlite")
    let drafts = (0..<25).map { Fixtures.draft(departing: "2015-10-09T12:\(10 + $0):00Z") }

    if kind == .json {
      try await JSONFileTripRepository(path: path).importTrips(drafts)
    } else {
      try await SQLiteTripRepository(path: path).importTrips(drafts)
    }

    let store = kind.fileStore(at: path)
    var ids: [Int64] = []
    for try await trip in store.allTrips(pageSize: 10) { ids.append(trip.id.rawValue) }
    #expect(ids == Array(1...25))
  }
}

@Suite struct UTCInstantParserTests {
  @Test(arguments: [
    "2015-10-09T13:09:53Z", "1970-01-01T00:00:00Z", "1969-12-31T23:59:59Z",
    "2000-02-29T12:00:00Z", "2100-03-01T00:00:00Z", "1600-02-29T06:30:00Z",
    // The first days of a 400-year era, where a wrong era length would show.
    "2000-03-01T00:00:00Z", "2001-01-01T00:00:00Z", "2400-03-01T08:15:00Z",
  ])
  func agreesWithFoundation(text: String) throws {
    let expected = try Date.ISO8601FormatStyle().parse(text)

    #expect(JSONStoreDocument.parseUTCInstant(text) == expected)
  }

  @Test(arguments: [
    "2015-10-09T13:09:53+02:00", "2015-10-09 13:09:53Z", "2015-02-29T00:00:00Z",
    "2015-13-01T00:00:00Z", "2015-10-09T24:00:00Z", "2015-1a-09T13:09:53Z", "",
    // The day after the last of each 30-day month, and of February in a leap year.
    "2015-04-31T00:00:00Z", "2015-06-31T00:00:00Z", "2015-09-31T00:00:00Z",
    "2015-11-31T00:00:00Z", "2016-02-30T00:00:00Z",
  ])
  func leavesOtherFormsToTheGeneralParser(text: String) {
    #expect(JSONStoreDocument.parseUTCInstant(text) == nil)
  }
}
