import Domain
import Foundation
import IntegrationTestSupport
import LessonTestSupport
import OfflineChanges
import Synchronization
import Testing

@testable import OfflineCopy

/// Changes the server applied but this computer could not forget (a file of changes it may
/// read but not write): the sync fails with the file's failure and reports nothing as sent,
/// the changes stay kept, and the next sync learns their results by their keys, applying
/// nothing twice.
@Suite struct UnwritableChangesTests {
  private typealias Setup = OfflineCopySetup

  /// The in-memory changes, whose `forget` fails while `unwritable` is set.
  private actor ChangesThatCannotForget: PendingChangeStore {
    let kept = InMemoryPendingChanges()
    var unwritable = true
    static let failure = TripStoreError(
      location: "/home/ann/.cache/trips/copy.changes",
      problem: .unwritable("attempt to write a readonly database"), inKeptChanges: true)

    func allowWriting() { unwritable = false }
    func holdsChanges() async -> Bool { await kept.holdsChanges() }
    func glance() async throws(TripStoreError) -> PendingChangeGlance { await kept.glance() }
    func summary() async throws(TripStoreError) -> PendingChange.Summary { await kept.summary() }
    func keep(_ changes: TripChangeSet) async throws(TripStoreError) -> PendingChange {
      await kept.keep(changes)
    }
    func keepNumbered(_ changes: TripChangeSet) async throws(TripStoreError) -> PendingChange? {
      await kept.keepNumbered(changes)
    }
    func forget(_ changes: [PendingChange]) async throws(TripStoreError) {
      if unwritable { throw Self.failure }
      await kept.forget(changes)
    }
    func keepAsConflict(_ change: PendingChange, theirs: [Trip]) async throws(TripStoreError) {
      await kept.keepAsConflict(change, theirs: theirs)
    }
    func reservedNumbersLeft() async throws(TripStoreError) -> Int {
      await kept.reservedNumbersLeft()
    }
    func keepReserved(_ numbers: ClosedRange<Int64>) async throws(TripStoreError) {
      await kept.keepReserved(numbers)
    }
    func copyIdentity() async throws(TripStoreError) -> String { await kept.copyIdentity() }
    func startSending() async -> Bool { await kept.startSending() }
    func stopSending() async { await kept.stopSending() }
  }

  @Test
  func aSyncThatCannotForgetWhatItSent_failsAndReportsNothingSent_andTheNextAppliesNothingTwice()
    async throws
  {
    let setup = Setup()
    let changes = ChangesThatCannotForget()
    let faults = setup.faults
    func process() -> CachingTripRepository {
      CachingTripRepository(
        remote: FaultyTripRepository(setup.store, faults: faults), folder: setup.copies,
        address: Setup.address, freshOnly: false, now: { Setup.refreshed }, notify: { _ in },
        changes: { _ in changes })
    }
    let seen = try #require(try await process().trip(withID: Fixtures.tripID(1)))
    setup.goOffline()
    let offline = process()
    _ = try await offline.trip(withID: seen.id)
    try await offline.replace(seen.departing(at: Fixtures.articleActualDeparture))
    setup.goOnline()

    await #expect(throws: ChangesThatCannotForget.failure) {
      _ = try await process().sendPendingChanges()
    }
    let stillKept = await changes.kept.summary().waiting.count
    await changes.allowWriting()
    let next = try await process().sendPendingChanges()

    let departed = seen.departing(at: Fixtures.articleActualDeparture).nextRevision
    #expect(stillKept == 1)
    #expect(next.waiting.count == 1)
    #expect(await changes.kept.summary().isEmpty)
    #expect(try await setup.store.trip(withID: seen.id) == departed)
  }
}
