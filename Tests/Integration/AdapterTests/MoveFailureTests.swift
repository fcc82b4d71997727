import Domain
import Foundation
import IntegrationTestSupport
import LessonTestSupport
import StoreCapabilities
import Testing

@testable import InMemoryStore
@testable import SQLiteStore

/// A move into a store that fails: the failure is reported in the port's terms, and the new
/// store holds nothing of the move.
@Suite struct MoveFailureTests {
  private let source = InMemoryTripRepository(trips: [Fixtures.onTimeTrip(id: 2)])

  @Test(arguments: StoreKind.files)
  func aFileThatIsNoStore_isReported_andLeftAsItWas(kind: StoreKind) async throws {
    let directory = TemporaryDirectory()
    let path = directory.file(kind == .json ? "notes.json" : "notes.sqlite")
    try Data("my notes\n".utf8).write(to: URL(fileURLWithPath: path))

    await #expect {
      try await kind.fileStore(at: path).takeIn(tripsOf: source)
    } throws: { error in
      guard case .store(let failure) = error as? TripMoveError else { return false }
      guard case .notAStore = failure.problem else { return false }
      return true
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("my notes\n".utf8))
  }

  @Test func anSQLiteStoreHeldByAnotherWriter_isBusy_andGetsNothing() async throws {
    let directory = TemporaryDirectory()
    let path = directory.file("trips.sqlite")
    try await SQLiteTripRepository(path: path).importTrips([])
    let holder = SQLiteConnection(path: path)
    try holder.execute("BEGIN IMMEDIATE")
    defer { try? holder.execute("ROLLBACK") }
    let target = SQLiteTripRepository(path: path, busyTimeout: .milliseconds(1))

    await #expect(throws: TripMoveError.store(TripStoreError(location: path, problem: .busy))) {
      try await target.takeIn(tripsOf: source)
    }
    try holder.execute("ROLLBACK")
    #expect(try await target.highestAssignedID() == 0)
  }
}
