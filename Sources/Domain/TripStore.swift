import Foundation

/// The port through which use cases read pages of trips and write them: the articles'
/// repository, ``TripRepository``, and everything else a store does with trips.
///
/// Every requirement says what it throws, so a use case handles each failure by name: a
/// ``TripStoreError`` when the store cannot be used, and for a change also the
/// ``TripRepositoryError`` that names the trips it could not change.
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

  /// Applies a change set all or nothing: the one way trips are written.
  ///
  /// In one transaction the store numbers the set's new trips (each number larger than any it
  /// assigned before), reads the trips the set names, works out the result with
  /// ``TripChangeSet/applied(to:highestAssigned:)``, which merges every edit field by field and
  /// checks the domain's rules, and writes it. On any failure nothing is written.
  ///
  /// - Parameter changes: The intents, on one or more trips.
  /// - Returns: The trips as the set leaves them: one for each change except a removal, in
  ///   the set's order.
  /// - Throws: ``TripRepositoryError/notFound(_:)`` when a trip the set names is gone,
  ///   ``TripRepositoryError/changedElsewhere(_:)`` naming the trips and fields in conflict,
  ///   or ``TripRepositoryError/store(_:)`` when the store cannot be written.
  func apply(_ changes: TripChangeSet) async throws(TripRepositoryError) -> [Trip]
}
