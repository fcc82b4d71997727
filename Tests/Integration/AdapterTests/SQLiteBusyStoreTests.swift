import CSQLite
import Domain
import Foundation
import IntegrationTestSupport
import LessonTestSupport
import SQLiteStore
import Testing

/// Another connection holds the SQLite store's lock: every request that needs it reports
/// ``TripStoreError/Problem/busy`` at once (the busy timeout is zero here) and changes nothing,
/// and the store works again when the lock is let go.
///
/// The lock is taken in this process, through SQLite's C interface, so which line reports the
/// busy store never depends on timing.
@Suite struct SQLiteBusyStoreTests {
  /// A second connection to the store that takes a lock and keeps it until released.
  private final class LockHolder {
    private var handle: OpaquePointer?

    init(path: String, _ sql: String, sourceLocation: SourceLocation = #_sourceLocation) {
      #expect(sqlite3_open(path, &handle) == SQLITE_OK, sourceLocation: sourceLocation)
      #expect(sqlite3_exec(handle, sql, nil, nil, nil) == SQLITE_OK, sourceLocation: sourceLocation)
    }

    func release() {
      sqlite3_exec(handle, "ROLLBACK", nil, nil, nil)
      sqlite3_close(handle)
      handle = nil
    }

    deinit { if handle != nil { release() } }
  }

  private let busy = { (path: String) in TripStoreError(location: path, problem: .busy) }

  @Test func whileAWriterHoldsTheLock_changesAreBusy_andReadsStillWork() async throws {
    let directory = TemporaryDirectory()
    let path = directory.file("trips.sqlite")
    _ = try await SQLiteTripRepository(path: path).add(Fixtures.lateDraft())
    let holder = LockHolder(path: path, "BEGIN IMMEDIATE")
    let store = SQLiteTripRepository(path: path, busyTimeout: .zero)

    let found = try await store.trip(withID: Fixtures.tripID(1))
    await #expect(throws: busy(path)) { try await store.add(Fixtures.onTimeDraft()) }
    await #expect(throws: TripRepositoryError.store(busy(path))) {
      try await store.replace(Fixtures.onTimeTrip(id: 1))
    }
    await #expect(throws: TripRepositoryError.store(busy(path))) {
      try await store.remove(Fixtures.onTimeTrip(id: 1))
    }
    holder.release()

    #expect(found == Fixtures.lateTrip(id: 1))
    #expect(try await store.trips(after: nil, limit: 10) == [Fixtures.lateTrip(id: 1)])
  }

  @Test func whileAnotherProgramHoldsTheWholeFile_openingIsBusy_andTheFileIsUnchanged()
    async throws
  {
    let directory = TemporaryDirectory()
    let path = directory.file("trips.sqlite")
    _ = try await SQLiteTripRepository(path: path).add(Fixtures.lateDraft())
    runSQLite("PRAGMA journal_mode = DELETE", at: path)
    let before = FileManager.default.contents(atPath: path)
    let holder = LockHolder(path: path, "BEGIN EXCLUSIVE; SELECT count(*) FROM sqlite_schema")

    await #expect(throws: busy(path)) {
      try await SQLiteTripRepository(path: path, busyTimeout: .zero).trip(
        withID: Fixtures.tripID(1))
    }
    holder.release()

    #expect(FileManager.default.contents(atPath: path) == before)
    #expect(
      try await SQLiteTripRepository(path: path).trip(withID: Fixtures.tripID(1))
        == Fixtures.lateTrip(id: 1))
  }
}
