import Domain

/// A store whose trips can move to another store, and that can take in another store's trips
/// exactly as they are.
///
/// Moving keeps what other programs and people may hold on to: each trip's identifier and
/// revision, the largest identifier the old store ever assigned (so an identifier removed
/// before the move is not assigned again after it), and the store's identity (so a calendar
/// that names trips by store and identifier sees the same trips).
public protocol TripStoreMoving: TripStore, TripStoreIdentifying {
  /// The largest identifier the store ever assigned, even to a trip removed since.
  ///
  /// - Returns: The identifier's number; 0 when the store never assigned one.
  /// - Throws: ``TripStoreError`` when the store cannot be read.
  func highestAssignedID() async throws(TripStoreError) -> Int64

  /// Takes in every trip of `source`, all or nothing.
  ///
  /// The store reads `source`'s identity and largest assigned identifier first, so a source
  /// that cannot be read is reported before anything else. It reads the trips page by page, so a move holds one page in memory, and keeps
  /// what it read only when every page was read and written. Afterwards this store has
  /// `source`'s identity and its largest assigned identifier, and `source` is unchanged.
  ///
  /// - Parameter source: The store to copy from.
  /// - Returns: How many trips were taken in.
  /// - Throws: ``TripMoveError/targetNotNew(highestAssignedID:)`` when this store has
  ///   assigned an identifier before, ``TripMoveError/nothingToMove`` when `source` never held a
  ///   trip, and ``TripMoveError/store(_:)`` when either store failed. Nothing is written
  ///   in any of these cases.
  func takeIn(tripsOf source: any TripStoreMoving) async throws(TripMoveError) -> Int
}

/// Why a move did not happen. Nothing was written to either store.
public enum TripMoveError: Error, Equatable, Sendable {
  /// The target store has assigned identifiers before, so the moved trips' identifiers could
  /// clash with ones that were in use there.
  case targetNotNew(highestAssignedID: Int64)
  /// The source store never held a trip: there is nothing to move.
  case nothingToMove
  /// The store the trips move from could not be read.
  case source(TripStoreError)
  /// The store the trips move to could not be read or written.
  case store(TripStoreError)
}
