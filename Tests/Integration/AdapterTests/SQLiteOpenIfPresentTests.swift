import CSQLite
import Domain
import Foundation
import IntegrationTestSupport
import LessonTestSupport
import Testing

@testable import SQLiteStore

/// `openIfPresent()` opens an existing store ahead of the first request and touches nothing
/// else: no file is made, and a file that fails the checks, or a store busy elsewhere, is left
/// for the next request to report — once, so that a command waits for a busy store only once.
@Suite struct SQLiteOpenIfPresentTests {
  @Test func aMissingStore_staysMissing() async {
    let directory = TemporaryDirectory()
    let path = directory.file("trips.sqlite")

    await SQLiteTripRepository(path: path).openIfPresent()

    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test func anExistingStore_isOpenedAtOnce_andAnswersTheRequestThatFollows() async throws {
    let directory = TemporaryDirectory()
    let path = directory.file("trips.sqlite")
    let added = try await SQLiteTripRepository(path: path).add(Fixtures.lateDraft())
    let store = SQLiteTripRepository(path: path)
    // The last connection to close removes the shared-memory file of the write-ahead log; an
    // open connection has one.
    #expect(!FileManager.default.fileExists(atPath: path + "-shm"))

    await store.openIfPresent()
    let isOpen = FileManager.default.fileExists(atPath: path + "-shm")
    let found = try await store.trip(withID: added.id)

    #expect(isOpen)
    #expect(found == added)
  }

  @Test func aFileThatIsNotAStore_isLeftAsItWas_forTheRequestToReport() async throws {
    let directory = TemporaryDirectory()
    let path = directory.file("trips.sqlite")
    let bytes = Data("departure,arrival\n".utf8)
    try bytes.write(to: URL(fileURLWithPath: path))
    let store = SQLiteTripRepository(path: path)

    await store.openIfPresent()

    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
    await #expect(
      throws: TripStoreError(location: path, problem: .notAStore("not an SQLite database"))
    ) {
      try await store.trip(withID: Fixtures.tripID(1))
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
  }

  @Test func aStoreBusyWhileOpening_isReportedByTheNextRequest_andTheOneAfterOpensIt()
    async throws
  {
    let directory = TemporaryDirectory()
    let path = directory.file("trips.sqlite")
    let added = try await SQLiteTripRepository(path: path).add(Fixtures.lateDraft())
    runSQLite("PRAGMA journal_mode = DELETE", at: path)
    var holder: OpaquePointer?
    #expect(sqlite3_open(path, &holder) == SQLITE_OK)
    #expect(
      sqlite3_exec(holder, "BEGIN EXCLUSIVE; SELECT count(*) FROM sqlite_schema", nil, nil, nil)
        == SQLITE_OK)
    let store = SQLiteTripRepository(path: path, busyTimeout: .zero)

    await store.openIfPresent()
    sqlite3_exec(holder, "ROLLBACK", nil, nil, nil)
    sqlite3_close(holder)

    // The lock is gone, but the request reports what opening met instead of opening again.
    await #expect(throws: TripStoreError(location: path, problem: .busy)) {
      try await store.trip(withID: added.id)
    }
    #expect(try await store.trip(withID: added.id) == added)
  }
}
