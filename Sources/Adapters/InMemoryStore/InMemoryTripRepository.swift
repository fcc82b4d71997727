import Domain
import Foundation
import OfflineChanges
import StoreCapabilities
import StoreSupport

/// A repository that keeps trips in memory for the life of the process.
///
/// Selected with `--store :memory:`; useful for trying commands without touching a file, and
/// held to the same contract as the file stores.
public actor InMemoryTripRepository: FullTripStore {
  private var table = TripTable() {
    didSet { version += 1 }
  }
  private var version: Int64 = 0
  /// The result of each keyed change applied, so that one sent again is applied once.
  private var appliedChanges: [ChangeKey: PendingChange.Outcome] = [:]

  /// Creates an empty store.
  public init() {}

  /// Creates a store holding `trips`, as if they had been added and nothing removed since
  /// the highest identifier among them.
  ///
  /// - Parameter trips: The trips the store starts with.
  public init(trips: [Trip]) {
    table = TripTable(
      trips: trips, lastAssignedID: trips.map(\.id.rawValue).max() ?? 0,
      identity: TripTable.newIdentity())
  }

  /// The store's identity, made with it.
  public func identity() -> TripStoreIdentity? {
    table.identity.map(TripStoreIdentity.init)
  }

  /// The largest identifier the store ever assigned; 0 when none.
  public func highestAssignedID() -> Int64 {
    table.lastAssignedID
  }

  /// Takes in every trip of `source` with its identifier and revision, and `source`'s
  /// identity and largest assigned identifier, unless this store ever assigned one.
  public func takeIn(tripsOf source: any TripStoreMoving) async throws(TripMoveError) -> Int {
    let moving = try await MoveSource(source)
    let trips = try await moving.allTrips()
    // Checked once the source is read, with no wait before the table is replaced.
    guard table.lastAssignedID == 0 else {
      throw .targetNotNew(highestAssignedID: table.lastAssignedID)
    }
    table = TripTable(
      trips: trips, lastAssignedID: moving.highestAssignedID,
      identity: moving.identity.description)
    return trips.count
  }

  /// Finds one trip.
  ///
  /// - Parameter id: The identifier to look up.
  /// - Returns: The trip, or `nil`.
  public func trip(withID id: TripID) -> Trip? {
    table.trip(withID: id)
  }

  /// Reads one page of trips in departure order.
  ///
  /// - Parameters:
  ///   - cursor: Where the previous page ended; `nil` for the first page.
  ///   - limit: The most trips to return.
  /// - Returns: Up to `limit` trips after `cursor`.
  public func trips(after cursor: TripCursor?, limit: Int) -> [Trip] {
    table.page(after: cursor, limit: limit)
  }

  /// Reads one page of the trips that arrive after `instant`, in departure order.
  ///
  /// - Parameters:
  ///   - instant: Trips that arrive at or before it are left out.
  ///   - cursor: Where the previous page ended; `nil` for the first page.
  ///   - limit: The most trips to return.
  /// - Returns: Up to `limit` trips.
  public func trips(arrivingAfter instant: Date, after cursor: TripCursor?, limit: Int) -> [Trip] {
    table.page(arrivingAfter: instant, after: cursor, limit: limit)
  }

  /// Applies a change set all or nothing.
  ///
  /// - Parameter changes: The intents.
  /// - Returns: The trips as the set leaves them.
  /// - Throws: `TripRepositoryError/notFound(_:)` or
  ///   `TripRepositoryError/changedElsewhere(_:)`, with nothing changed.
  public func apply(_ changes: TripChangeSet) throws(TripRepositoryError) -> [Trip] {
    var changed = table
    let trips = try changed.apply(changes)
    // A set that leaves every trip as it was moves no change token.
    if changed != table { table = changed }
    return trips
  }

  /// A token that changes with every change to the store.
  ///
  /// - Returns: The number of changes so far.
  public func changeToken() -> TripChangeToken {
    TripChangeToken([version])
  }
}

extension InMemoryTripRepository: TripChangeApplying {
  /// Applies a keyed change once: a key applied before answers with its first result.
  public func apply(_ change: PendingChange) throws(TripStoreError) -> PendingChange.Outcome {
    if let first = appliedChanges[change.key] { return first }
    guard let outcome = table.applyKept(change.changes) else {
      throw TripStoreError(location: "memory", problem: .damaged("a number is taken"))
    }
    if case .applied = outcome { appliedChanges[change.key] = outcome }
    return outcome
  }

  /// Sets aside the next `count` numbers.
  public func reserveNumbers(_ count: Int, for copy: String) -> ClosedRange<Int64> {
    table.reserve(count)
  }
}
