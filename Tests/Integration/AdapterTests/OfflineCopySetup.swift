import Domain
import Foundation
import IntegrationTestSupport
import LessonTestSupport
import Synchronization

@testable import InMemoryStore
@testable import OfflineCopy

/// The "server" of the copy's tests, its planned failures, a folder of copies and the changes
/// kept on this computer, in memory; each call of ``process(freshOnly:)`` is one run of
/// `trips`, with a spy over the server and the notices it gave.
struct OfflineCopySetup {
  static let address = "postgresql://team.example.net/trips"
  static let refreshed = Date(timeIntervalSince1970: 2_000_000_000)
  static let unreachable = TripStoreError(location: address, problem: .unreachable)

  /// Records the notices the decorator gives, in order.
  final class NoticeSpy: Sendable {
    private let received = Mutex<[CachingTripRepository.Notice]>([])
    var notices: [CachingTripRepository.Notice] { received.withLock { $0 } }
    func record(_ notice: CachingTripRepository.Notice) { received.withLock { $0.append(notice) } }
  }

  var store: InMemoryTripRepository
  let faults = StoreFaults()
  let folder = TemporaryDirectory()
  /// The changes this computer keeps, whichever store they are for.
  let changes = InMemoryPendingChanges()

  init(trips: [Trip] = (1...5).map { Fixtures.onTimeTrip(id: $0) }) {
    store = InMemoryTripRepository(trips: trips)
  }

  var copies: OfflineCopyFolder { OfflineCopyFolder(path: folder.file("copies")) }

  func process(freshOnly: Bool = false) -> (CachingTripRepository, TripStoreSpy, NoticeSpy) {
    let remote = TripStoreSpy(FaultyTripRepository(store, faults: faults))
    let notices = NoticeSpy()
    let changes = changes
    let decorator = CachingTripRepository(
      remote: remote, folder: copies, address: Self.address, freshOnly: freshOnly,
      now: { Self.refreshed }, notify: { notices.record($0) }, changes: { _ in changes })
    return (decorator, remote, notices)
  }

  func goOffline() { faults.failAll(with: Self.unreachable) }

  func goOnline() { faults.failNothing() }

  /// Every trip of `store`, two to a page.
  static func everyTrip(_ store: some TripStore) async throws -> [Trip] {
    var trips: [Trip] = []
    for try await trip in store.allTrips(pageSize: 2) { trips.append(trip) }
    return trips
  }
}
