import Domain

/// The changes made on this computer while the store could not be reached: what waits, what
/// conflicts, sending them, and resolving a conflict. The use cases `SyncChanges` and
/// `ResolveConflict` work through it; the offline copy provides it.
public protocol PendingChangeSending: Sendable {
  /// The changes waiting to be sent and the conflicts, each in the order they were made.
  ///
  /// - Throws: ``TripStoreError`` when the local copy cannot be read.
  func pendingChanges() async throws(TripStoreError) -> PendingChange.Summary

  /// Sends the waiting changes to the store in the order they were made. A change the store
  /// refuses becomes a conflict, and the later changes to any trip it names wait behind it.
  ///
  /// - Returns: What was applied, what conflicts now, and what still waits.
  /// - Throws: ``TripStoreError`` when the store cannot be reached or written, or the local
  ///   copy cannot be read; what was applied before the failure stays applied.
  func sendPendingChanges() async throws(TripStoreError) -> PendingChange.Summary

  /// Resolves the conflict of the change that names the trip numbered `id`: the whole change,
  /// every trip it names.
  ///
  /// - Parameters:
  ///   - id: A trip whose change conflicts.
  ///   - side: ``ChangeConflict/Side/mine`` makes the change again on top of the store's trips
  ///     as they are now; ``ChangeConflict/Side/theirs`` drops the change.
  /// - Returns: The conflict that was resolved, and what the store did with the change made
  ///   again (`nil` when it was dropped); `nil` when the trip has no conflict.
  /// - Throws: ``TripStoreError`` when the store or the local copy cannot be used; the
  ///   conflict is then kept.
  func resolve(tripWithID id: TripID, keeping side: ChangeConflict.Side)
    async throws(TripStoreError) -> (ChangeConflict, PendingChange.Outcome?)?
}
