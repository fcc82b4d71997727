/// Why a change to stored trips failed, the same way for every repository: the one write,
/// ``TripStore/apply(_:)``, and the helpers over it that change a stored trip
/// (``TripStore/change(_:to:)``, ``TripStore/remove(_:)``) throw this; the others throw
/// ``TripStoreError`` alone.
public enum TripRepositoryError: Error, Equatable, Sendable {
  /// The store has no trip with this identifier.
  case notFound(TripID)
  /// Trips were changed by someone else since they were read, so these fields conflict;
  /// nothing was written. Never empty.
  case changedElsewhere([TripConflict])
  /// A change to the trip made on this computer conflicts with the store's trip and is not
  /// resolved yet; nothing was written.
  case unresolvedConflict(TripID)
  /// The store could not be read or written.
  case store(TripStoreError)
}
