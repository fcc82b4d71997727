import Domain
import Foundation
import IntegrationTestSupport
import LessonTestSupport
import StoreCapabilities
import Testing

@testable import JSONFileStore
@testable import SQLiteStore

/// Failures that come from SQLite itself or from the file system, after a file has passed the
/// first checks: each reaches the caller as a `TripStoreError` naming the file.
@Suite struct StoreIOErrorTests {
  /// A store with enough trips to span many pages, closed so its log is folded into the file.
  private func filledStore(at path: String) async throws {
    let store = SQLiteTripRepository(path: path)
    try await store.importTrips(
      (0..<400).map {
        Fixtures.onTimeDraft(origin: "\($0) " + String(repeating: "x", count: 200))
      })
  }

  @Test func sqlite_damagedPages_areReportedAsDamage_andLeftAsTheyWere() async throws {
    let directory = TemporaryDirectory()
    let path = directory.file("trips.sqlite")
    try await filledStore(at: path)
    var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    for index in 8_192..<bytes.count where index % 7 == 0 { bytes[index] = 0xA5 }
    try bytes.write(to: URL(fileURLWithPath: path))

    let store = SQLiteTripRepository(path: path)
    await #expect {
      for try await _ in store.allTrips() {}
    } throws: { isStoreError($0, at: path) { if case .damaged = $0 { true } else { false } } }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
  }

  @Test func sqlite_aRowThatBreaksTheRules_isReportedAsDamage() async throws {
    let directory = TemporaryDirectory()
    let path = directory.file("trips.sqlite")
    _ = try await SQLiteTripRepository(path: path).add(Fixtures.lateDraft())
    runSQLite(
      """
      PRAGMA ignore_check_constraints = 1;
      INSERT INTO trips VALUES (2, 1444397193, 1444396193, 1444396193, NULL, NULL, 1);
      INSERT INTO trips VALUES (3, 'soon', 1444397193, 1444396193, NULL, NULL, 1);
      INSERT INTO trips VALUES (4, 1444396193, 1444397193, 'late', NULL, NULL, 1);
      INSERT INTO trips VALUES (5, 1444396193, 1444397193, NULL, NULL, NULL, 0);
      """, at: path)
    let store = SQLiteTripRepository(path: path)

    await #expect(
      throws: TripStoreError(location: path, problem: .damaged("trip 2 arrives before it departs"))
    ) {
      _ = try await store.trip(withID: Fixtures.tripID(2))
    }
    await #expect(
      throws: TripStoreError(location: path, problem: .damaged("a trip row has unexpected values"))
    ) {
      _ = try await store.trip(withID: Fixtures.tripID(3))
    }
    // A recorded departure that is text, not an instant or nothing.
    await #expect(
      throws: TripStoreError(location: path, problem: .damaged("a trip row has unexpected values"))
    ) {
      _ = try await store.trip(withID: Fixtures.tripID(4))
    }
    // A revision below 1, which no store writes.
    await #expect(
      throws: TripStoreError(location: path, problem: .damaged("a trip row has unexpected values"))
    ) {
      _ = try await store.trip(withID: Fixtures.tripID(5))
    }
    await #expect(throws: TripStoreError.self) {
      for try await _ in store.allTrips() {}
    }
  }

  @Test func sqlite_aMigrationThatFails_changesNothing() async throws {
    let directory = TemporaryDirectory()
    let path = directory.file("trips.sqlite")
    runSQLite(
      """
      PRAGMA application_id = \(SQLiteSchema.applicationID);
      \(SQLiteSchema.migrations[0])
      CREATE TABLE trips_in_departure_order (x);
      PRAGMA user_version = 1;
      """, at: path)
    let before = try Data(contentsOf: URL(fileURLWithPath: path))

    await #expect {
      _ = try await SQLiteTripRepository(path: path).trip(withID: Fixtures.tripID(1))
    } throws: {
      isStoreError($0, at: path) {
        if case .failed(let detail) = $0 {
          detail.contains("trips_in_departure_order")
        } else {
          false
        }
      }
    }
    #expect(querySQLiteInteger("PRAGMA user_version", at: path) == 1)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
  }

  @Test(arguments: StoreKind.files)
  func aFileWhereADirectoryShouldBe_cannotBeWritten(kind: StoreKind) async throws {
    let directory = TemporaryDirectory()
    try Data("not a folder".utf8).write(to: URL(fileURLWithPath: directory.file("notes")))
    let path = directory.file("notes/trips" + (kind == .json ? ".json" : ".sqlite"))
    let store = kind.fileStore(at: path)

    #expect(try await store.trips(after: nil, limit: 1) == [])
    await #expect {
      _ = try await store.add(Fixtures.lateDraft())
    } throws: { isStoreError($0, at: path, where: \.isUnwritable) }
    #expect(try String(contentsOfFile: directory.file("notes"), encoding: .utf8) == "not a folder")
  }

  @Test(arguments: StoreKind.files)
  func aDirectoryNobodyMayWriteIn_isReported(kind: StoreKind) async throws {
    // Not even the superuser can create files in /proc, so this holds under any account.
    let path = "/proc/trips-\(UUID().uuidString)" + (kind == .json ? ".json" : ".sqlite")
    let store = kind.fileStore(at: path)

    await #expect {
      _ = try await store.add(Fixtures.lateDraft())
    } throws: { isStoreError($0, at: path, where: \.isUnwritable) }
  }

  @Test(arguments: StoreKind.files)
  func changesToAStoreThatDoesNotExistYet_findNothing_andCreateNothing(kind: StoreKind)
    async throws
  {
    let directory = TemporaryDirectory()
    let path = directory.file("later/trips" + (kind == .json ? ".json" : ".sqlite"))
    let store = kind.fileStore(at: path)

    await #expect(throws: TripRepositoryError.notFound(Fixtures.tripID(1))) {
      try await store.replace(Fixtures.lateTrip(id: 1))
    }
    await #expect(throws: TripRepositoryError.notFound(Fixtures.tripID(1))) {
      try await store.remove(Fixtures.onTimeTrip(id: 1))
    }
    #expect(try await store.changeToken() == TripChangeToken([0]))
    #expect(!FileManager.default.fileExists(atPath: directory.file("later/trips.sqlite")))
  }

  @Test(arguments: StoreKind.files)
  func aNameTooLongForTheFileSystem_cannotBeRead(kind: StoreKind) async throws {
    let directory = TemporaryDirectory()
    let path = directory.file(
      String(repeating: "n", count: 300) + (kind == .json ? ".json" : ".sqlite"))
    let store = kind.fileStore(at: path)

    await #expect(
      throws: TripStoreError(location: path, problem: .unreadable("File name too long"))
    ) {
      _ = try await store.trip(withID: Fixtures.tripID(1))
    }
  }

  @Test func json_aFileAtTheTemporaryName_failsTheChange_andLeavesTheStoreAsItWas()
    async throws
  {
    let directory = TemporaryDirectory()
    let path = directory.file("trips.json")
    let temporary = directory.file(".trips.json.taken.tmp")
    let store = JSONFileTripRepository(
      path: path, busyTimeout: .seconds(1), temporaryPath: { temporary })
    _ = try await store.add(Fixtures.lateDraft())
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: false)

    await #expect(throws: TripStoreError(location: temporary, problem: .unwritable("File exists")))
    {
      _ = try await store.add(Fixtures.onTimeDraft())
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
  }

  @Test func json_aDirectoryWhereTheFileShouldBe_hasNoChangeToken() async throws {
    let directory = TemporaryDirectory()
    let path = directory.file("trips.json")
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)

    await #expect(
      throws: TripStoreError(location: path, problem: .notAStore("a directory is there"))
    ) {
      _ = try await JSONFileTripRepository(path: path).changeToken()
    }
  }
}

/// Whether `error` is a store error about the file at `path` whose problem `matches`.
private func isStoreError(
  _ error: any Error, at path: String, where matches: (TripStoreError.Problem) -> Bool
) -> Bool {
  guard let error = error as? TripStoreError else { return false }
  return error.location == path && matches(error.problem)
}

extension TripStoreError.Problem {
  /// Whether the file or its directory could not be written, whatever the system said.
  fileprivate var isUnwritable: Bool {
    if case .unwritable = self { true } else { false }
  }
}
