import Domain
import OfflineChanges
import StoreCapabilities

/// The changes kept on this computer for a store that keeps none here: a file or memory
/// store, which is always at hand, so every change is made at once.
///
/// It still reads the store's identity, so a store that cannot be read is reported as it is
/// by every other command, rather than hidden behind "nothing waits".
struct NoPendingChanges: PendingChangeSending {
  /// The store the commands name.
  let store: any TripStoreMoving

  func pendingChanges() async throws(TripStoreError) -> PendingChange.Summary {
    _ = try await store.identity()
    return PendingChange.Summary()
  }

  func sendPendingChanges() async throws(TripStoreError) -> PendingChange.Summary {
    try await pendingChanges()
  }

  func resolve(tripWithID id: TripID, keeping side: ChangeConflict.Side)
    async throws(TripStoreError) -> (ChangeConflict, PendingChange.Outcome?)?
  {
    _ = try await pendingChanges()
    return nil
  }
}
