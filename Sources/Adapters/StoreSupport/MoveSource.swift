import Domain
import StoreCapabilities

/// The store a move copies from, as every adapter's ``TripStoreMoving/takeIn(tripsOf:)``
/// reads it: its identity and largest assigned identifier first, then its trips page by page.
package struct MoveSource {
  /// How many trips a move holds in memory at once.
  package static let pageSize = 1_000

  /// The identity the target takes on.
  package let identity: TripStoreIdentity
  /// The largest identifier the source ever assigned, which the target carries on from.
  package let highestAssignedID: Int64
  private let store: any TripStoreMoving

  /// Reads `store`'s identity and largest assigned identifier.
  ///
  /// - Throws: ``TripMoveError/nothingToMove`` when `store` never held a trip.
  package init(_ store: any TripStoreMoving) async throws(TripMoveError) {
    let found: TripStoreIdentity?
    do throws(TripStoreError) {
      found = try await store.identity()
      highestAssignedID = try await store.highestAssignedID()
    } catch {
      throw .source(error)
    }
    guard let found, highestAssignedID > 0 else { throw .nothingToMove }
    identity = found
    self.store = store
  }

  /// Hands every trip of the source to `body`, one page at a time, in departure order.
  ///
  /// - Returns: How many trips there were.
  package func forEachPage(
    isolation: isolated (any Actor)? = #isolation,
    _ body: ([Trip]) throws(TripMoveError) -> Void
  ) async throws(TripMoveError) -> Int {
    var count = 0
    var page = try await nextPage(after: nil)
    while let last = page.last {
      try body(page)
      count += page.count
      page = try await nextPage(after: TripCursor(after: last))
    }
    return count
  }

  private func nextPage(after cursor: TripCursor?) async throws(TripMoveError) -> [Trip] {
    do throws(TripStoreError) {
      return try await store.trips(after: cursor, limit: Self.pageSize)
    } catch {
      throw .source(error)
    }
  }

  /// Every trip of the source, for the stores that keep all their trips in memory anyway.
  package func allTrips(isolation: isolated (any Actor)? = #isolation) async throws(TripMoveError)
    -> [Trip]
  {
    var trips: [Trip] = []
    _ = try await forEachPage { page in trips.append(contentsOf: page) }
    return trips
  }
}
