import Foundation

/// The port through which use cases read pages of trips and write them: the articles'
/// repository, ``TripRepository``, and everything else a store does with trips.
///
/// Every requirement says what it throws, so a use case handles each failure by name: a
/// ``TripStoreError`` when the store cannot be used, and for a change to one trip also
/// ``TripRepositoryError/notFound(_:)``.
public protocol TripStore: TripRepository {

  /// Reads one page of trips in departure order.
  ///
  /// Trips are ordered by scheduled departure, then by identifier. Reading page after page,
  /// each time passing the cursor of the last trip read, visits every trip once without
  /// holding them all in memory. ``TripStore/allTrips(pageSize:)`` does exactly that.
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
  /// ``TripStore/upcomingTrips(arrivingAfter:pageSize:)`` reads page after page.
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
