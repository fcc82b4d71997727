import Domain
import Foundation
import OfflineChanges
import StoreCapabilities
import Synchronization

/// Records every message it receives, of the articles' port and of every capability, in order,
/// and passes each to the store it wraps.
///
/// The tests of the use cases that use a capability (watching, moving, identifying a store)
/// assert through it; the lesson's use cases use ``TripRepositorySpy``, which answers only the
/// articles' port. The spy only records. What the store does comes from the store it wraps: the in-memory
/// store, and ``FaultyTripRepository`` when a test plans a failure. Both pass the contract
/// suite, so a use-case test never relies on behaviour a real store would not have.
public final class TripStoreSpy: FullTripStore {
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
    /// ``TripChangeTracking/changeToken()``.
    case changeToken
    /// ``TripStoreIdentifying/identity()``.
    case identity
    /// ``TripStoreMoving/highestAssignedID()``.
    case highestAssignedID
    /// ``TripStoreMoving/takeIn(tripsOf:)``.
    case takeIn
    /// ``TripChangeApplying/apply(_:)``.
    case applyKeyed(PendingChange)
    /// ``TripChangeApplying/reserveNumbers(_:for:)``.
    case reserveNumbers(Int)
  }

  private let store: any FullTripStore
  private let messages = Mutex<[ReceivedMessage]>([])

  /// Records the messages sent to `store`.
  ///
  /// - Parameter store: The store that answers them.
  public init(_ store: any FullTripStore) {
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

  /// Records the message, then asks the wrapped store for its change token.
  public func changeToken() async throws(TripStoreError) -> TripChangeToken {
    record(.changeToken)
    return try await store.changeToken()
  }

  /// Records the message, then asks the wrapped store for its identity.
  public func identity() async throws(TripStoreError) -> TripStoreIdentity? {
    record(.identity)
    return try await store.identity()
  }

  /// Records the message, then asks the wrapped store for its largest assigned identifier.
  public func highestAssignedID() async throws(TripStoreError) -> Int64 {
    record(.highestAssignedID)
    return try await store.highestAssignedID()
  }

  /// Records the message, then has the wrapped store take in `source`'s trips.
  public func takeIn(tripsOf source: any TripStoreMoving) async throws(TripMoveError) -> Int {
    record(.takeIn)
    return try await store.takeIn(tripsOf: source)
  }
}

extension TripStoreSpy: TripChangeApplying {
  /// Records the change, and applies it through the store it wraps.
  public func apply(_ change: PendingChange) async throws(TripStoreError) -> PendingChange.Outcome {
    record(.applyKeyed(change))
    guard let applying = store as? any TripChangeApplying else {
      preconditionFailure("the wrapped store applies no keyed changes")
    }
    return try await applying.apply(change)
  }

  /// Records the request, and reserves through the store it wraps.
  public func reserveNumbers(_ count: Int, for copy: String) async throws(TripStoreError)
    -> ClosedRange<Int64>
  {
    record(.reserveNumbers(count))
    guard let applying = store as? any TripChangeApplying else {
      preconditionFailure("the wrapped store applies no keyed changes")
    }
    return try await applying.reserveNumbers(count, for: copy)
  }
}
