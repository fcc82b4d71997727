import Domain
import Foundation
import Synchronization

/// Records every message of the articles' port it receives, in order, and passes each to the
/// store it wraps.
///
/// It answers ``TripStore`` and nothing else, so a use case that takes it can ask for no
/// capability. The spy only records. What the store does comes from the store it wraps: the
/// in-memory store, and ``FaultyTripRepository`` when a test plans a failure. Both pass the
/// contract suite, so a use-case test never relies on behaviour a real store would not have.
public final class TripRepositorySpy: TripStore {
  /// A message the spy received, with its arguments.
  public enum ReceivedMessage: Equatable, Sendable {
    /// ``TripStore/trip(withID:)``.
    case find(TripID)
    /// ``TripStore/trips(after:limit:)``.
    case page(after: TripCursor?, limit: Int)
    /// ``TripStore/trips(arrivingAfter:after:limit:)``.
    case upcomingPage(arrivingAfter: Date, after: TripCursor?, limit: Int)
    /// ``TripStore/apply(_:)``.
    case apply(TripChangeSet)
  }

  private let store: any TripStore
  private let messages = Mutex<[ReceivedMessage]>([])

  /// Records the messages sent to `store`.
  ///
  /// - Parameter store: The store that answers them.
  public init(_ store: any TripStore) {
    self.store = store
  }

  /// Records the messages sent to an in-memory store holding `trips`, which fails as `faults`
  /// plans.
  ///
  /// - Parameters:
  ///   - trips: The trips already stored, as if added in order.
  ///   - faults: The failures a test plans; none unless given.
  public convenience init(trips: [Trip] = [], faults: StoreFaults = StoreFaults()) {
    self.init(FaultyTripRepository(trips: trips, faults: faults))
  }

  /// Every message so far, in order.
  public var receivedMessages: [ReceivedMessage] {
    messages.withLock { $0 }
  }

  private func record(_ message: ReceivedMessage) {
    messages.withLock { $0.append(message) }
  }

  /// Records the message, then finds the trip in the wrapped store.
  public func trip(withID id: TripID) async throws(TripStoreError) -> Trip? {
    record(.find(id))
    return try await store.trip(withID: id)
  }

  /// Records the message, then reads the page from the wrapped store.
  public func trips(after cursor: TripCursor?, limit: Int) async throws(TripStoreError) -> [Trip] {
    record(.page(after: cursor, limit: limit))
    return try await store.trips(after: cursor, limit: limit)
  }

  /// Records the message, then reads the page from the wrapped store.
  public func trips(arrivingAfter instant: Date, after cursor: TripCursor?, limit: Int)
    async throws(TripStoreError) -> [Trip]
  {
    record(.upcomingPage(arrivingAfter: instant, after: cursor, limit: limit))
    return try await store.trips(arrivingAfter: instant, after: cursor, limit: limit)
  }

  /// Records the message, then applies the set through the wrapped store.
  public func apply(_ changes: TripChangeSet) async throws(TripRepositoryError) -> [Trip] {
    record(.apply(changes))
    return try await store.apply(changes)
  }
}
