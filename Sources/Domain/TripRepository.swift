import Foundation

/// The port through which use cases read and write trips.
///
/// Every requirement says what it throws, so a use case handles each failure by name: a
/// ``TripStoreError`` when the store cannot be used, and for a change to one trip also
/// ``TripRepositoryError/notFound(_:)``.
///
/// The port lives in Domain, beside the model it stores, so that adapters depend on Domain
/// alone and never on the use cases that call them (see ARCHITECTURE.md). Every adapter and
/// every test double is held to the same contract by one suite of tests.
public protocol TripRepository: Sendable {
  /// Finds one trip.
  ///
  /// - Parameter id: The identifier to look up.
  /// - Returns: The trip, or `nil` when the store has no trip with that identifier.
  /// - Throws: ``TripStoreError`` when the store cannot be read.
  func trip(withID id: TripID) async throws(TripStoreError) -> Trip?

  /// Reads one page of trips in departure order.
  ///
  /// Trips are ordered by scheduled departure, then by identifier. Reading page after page,
  /// each time passing the cursor of the last trip read, visits every trip once without
  /// holding them all in memory. ``TripRepository/allTrips(pageSize:)`` does exactly that.
  ///
  /// - Parameters:
  ///   - cursor: Where the previous page ended; `nil` for the first page.
  ///   - limit: The most trips to return; at least 1.
  /// - Returns: Up to `limit` trips that come after `cursor`; fewer only on the last page.
  /// - Throws: ``TripStoreError`` when the store cannot be read.
  func trips(after cursor: TripCursor?, limit: Int) async throws(TripStoreError) -> [Trip]

  /// Reads one page of the trips that arrive after `instant`, in departure order: the trips
  /// still to come or under way.
  ///
  /// A store answers this from an index or its own order, so the cost of a page depends on
  /// the trips it returns, not on how many trips have already arrived.
  /// ``TripRepository/upcomingTrips(arrivingAfter:pageSize:)`` reads page after page.
  ///
  /// - Parameters:
  ///   - instant: Trips that arrive at or before it are left out.
  ///   - cursor: Where the previous page ended; `nil` for the first page.
  ///   - limit: The most trips to return; at least 1.
  /// - Returns: Up to `limit` trips arriving after `instant` that come after `cursor`; fewer
  ///   only on the last page.
  /// - Throws: ``TripStoreError`` when the store cannot be read.
  func trips(arrivingAfter instant: Date, after cursor: TripCursor?, limit: Int)
    async throws(TripStoreError) -> [Trip]

  /// Stores a new trip and assigns its identifier.
  ///
  /// - Parameter draft: The trip to store.
  /// - Returns: The stored trip with the identifier the store assigned: larger than any
  ///   identifier the store ever assigned before.
  /// - Throws: ``TripStoreError`` when the store cannot be written.
  func add(_ draft: TripDraft) async throws(TripStoreError) -> Trip

  /// Replaces a stored trip with a changed copy, unless someone changed it since it was read.
  ///
  /// The change is based on `trip.revision`, the revision that was read. When the stored trip
  /// still has that revision, it is replaced by `trip.nextRevision`; otherwise nothing is
  /// written, so no one's change is silently lost.
  ///
  /// - Parameter trip: The changed trip; its identifier names the trip to replace, its
  ///   revision the version the change is based on.
  /// - Throws: ``TripRepositoryError/notFound(_:)`` when no trip has that identifier,
  ///   ``TripRepositoryError/changedElsewhere(_:)`` when the stored trip has another revision,
  ///   or ``TripRepositoryError/store(_:)`` when the store cannot be written.
  func update(_ trip: Trip) async throws(TripRepositoryError)

  /// Removes a stored trip, unless someone changed it since it was read. Its identifier is
  /// never assigned again.
  ///
  /// The removal is based on `trip.revision`, as a change is: when the stored trip has another
  /// revision, nothing is removed, so a change made meanwhile is never silently lost.
  ///
  /// - Parameter trip: The trip as it was read: its identifier names the trip to remove, its
  ///   revision the version the removal is based on.
  /// - Throws: ``TripRepositoryError/notFound(_:)`` when no trip has that identifier,
  ///   ``TripRepositoryError/changedElsewhere(_:)`` when the stored trip has another revision,
  ///   or ``TripRepositoryError/store(_:)`` when the store cannot be written.
  func remove(_ trip: Trip) async throws(TripRepositoryError)
}

/// Why a change to a stored trip failed, the same way for every repository: the requirements
/// that change one trip (``TripRepository/update(_:)``, ``TripRepository/remove(_:)``)
/// throw this; the others throw ``TripStoreError`` alone.
public enum TripRepositoryError: Error, Equatable, Sendable {
  /// The store has no trip with this identifier.
  case notFound(TripID)
  /// The trip was changed by someone else since it was read; nothing was written.
  case changedElsewhere(TripID)
  /// A change to the trip made on this computer conflicts with the store's trip and is not
  /// resolved yet; nothing was written.
  case unresolvedConflict(TripID)
  /// The store could not be read or written.
  case store(TripStoreError)
}

/// A position in the departure order of trips: just after a given trip.
public struct TripCursor: Equatable, Sendable {
  /// The scheduled departure of the last trip read.
  public let departure: Date
  /// The identifier of the last trip read; breaks ties between equal departures.
  public let id: TripID

  /// The position just after `trip`.
  ///
  /// - Parameter trip: The last trip of a page.
  public init(after trip: Trip) {
    self.departure = trip.departure
    self.id = trip.id
  }

  /// Whether `trip` comes after this position in departure order.
  ///
  /// Adapters that sort in memory use this to apply a cursor the way a database index would.
  ///
  /// - Parameter trip: The trip to place.
  /// - Returns: `true` when `trip` departs later, or departs at the same instant and has a
  ///   larger identifier.
  public func precedes(_ trip: Trip) -> Bool {
    (departure, id) < (trip.departure, trip.id)
  }
}

extension Trip {
  /// Orders trips by scheduled departure, then by identifier: the order of
  /// ``TripRepository/trips(after:limit:)``.
  ///
  /// - Parameters:
  ///   - lhs: A trip.
  ///   - rhs: Another trip.
  /// - Returns: `true` when `lhs` comes first.
  public static func departureOrder(_ lhs: Trip, _ rhs: Trip) -> Bool {
    (lhs.departure, lhs.id) < (rhs.departure, rhs.id)
  }
}
