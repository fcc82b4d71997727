import Domain
import Foundation
import InMemoryStore
import OfflineChanges
import StoreCapabilities

/// A store that fails when a test says so: it asks ``StoreFaults`` before each operation and
/// otherwise passes the operation to the store it wraps.
///
/// With no failure planned it behaves exactly as the wrapped store, and the contract suite
/// holds it to that.
public struct FaultyTripRepository: FullTripStore {
  private let store: any FullTripStore
  private let faults: StoreFaults

  /// Wraps `store`, failing as `faults` plans.
  ///
  /// - Parameters:
  ///   - store: The store that does the work.
  ///   - faults: The failures to plan; none unless given.
  public init(
    _ store: any FullTripStore,
    faults: StoreFaults = StoreFaults()
  ) {
    self.store = store
    self.faults = faults
  }

  /// An in-memory store holding `trips`, failing as `faults` plans.
  ///
  /// - Parameters:
  ///   - trips: The trips already stored.
  ///   - faults: The failures to plan; none unless given.
  public init(trips: [Trip], faults: StoreFaults = StoreFaults()) {
    self.init(InMemoryTripRepository(trips: trips), faults: faults)
  }

  /// Finds one trip.
  public func trip(withID id: TripID) async throws(TripStoreError) -> Trip? {
    try faults.checkStore(.find)
    return try await store.trip(withID: id)
  }

  /// Reads one page in departure order.
  public func trips(after cursor: TripCursor?, limit: Int) async throws(TripStoreError) -> [Trip] {
    try faults.checkStore(.page)
    return try await store.trips(after: cursor, limit: limit)
  }

  /// Reads one page of the trips arriving after `instant`, in departure order.
  public func trips(arrivingAfter instant: Date, after cursor: TripCursor?, limit: Int)
    async throws(TripStoreError) -> [Trip]
  {
    try faults.checkStore(.upcomingPage)
    return try await store.trips(arrivingAfter: instant, after: cursor, limit: limit)
  }

  /// Applies a change set through the wrapped store, unless a failure is planned.
  public func apply(_ changes: TripChangeSet) async throws(TripRepositoryError) -> [Trip] {
    try faults.check(.change, changes: changes)
    return try await store.apply(changes)
  }

  /// The wrapped store's change token.
  public func changeToken() async throws(TripStoreError) -> TripChangeToken {
    try faults.checkStore(.changeToken)
    return try await store.changeToken()
  }

  /// The wrapped store's identity.
  public func identity() async throws(TripStoreError) -> TripStoreIdentity? {
    try faults.checkStore(.identity)
    return try await store.identity()
  }

  /// The wrapped store's largest assigned identifier.
  public func highestAssignedID() async throws(TripStoreError) -> Int64 {
    try faults.checkStore(.highestAssignedID)
    return try await store.highestAssignedID()
  }

  /// Takes in `source`'s trips through the wrapped store.
  public func takeIn(tripsOf source: any TripStoreMoving) async throws(TripMoveError) -> Int {
    do throws(TripStoreError) {
      try faults.checkStore(.takeIn)
    } catch {
      throw .store(error)
    }
    return try await store.takeIn(tripsOf: source)
  }
}

extension FaultyTripRepository: TripChangeApplying {
  /// Applies a keyed change through the store it wraps, which must apply keyed changes.
  public func apply(_ change: PendingChange) async throws(TripStoreError) -> PendingChange.Outcome {
    try faults.checkStore(.applyKeyed)
    return try await applying.apply(change)
  }

  /// Reserves numbers through the store it wraps.
  public func reserveNumbers(_ count: Int, for copy: String) async throws(TripStoreError)
    -> ClosedRange<Int64>
  {
    try faults.checkStore(.reserveNumbers)
    return try await applying.reserveNumbers(count, for: copy)
  }

  private var applying: any TripChangeApplying {
    guard let applying = store as? any TripChangeApplying else {
      preconditionFailure("the wrapped store applies no keyed changes")
    }
    return applying
  }
}
