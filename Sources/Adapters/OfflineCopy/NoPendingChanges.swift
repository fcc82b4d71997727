import Domain
import OfflineChanges
import StoreCapabilities

/// The changes kept on this computer for a store that keeps none here: a file or memory
/// store, which is always at hand, so every change is made at once.
///
/// It still reads the store's identity, so a store that cannot be read is reported as it is
/// by every other command, rather than hidden behind "nothing waits".
public struct NoPendingChanges: PendingChangeSending {
  /// The store the commands name.
  let store: any TripStoreIdentifying

  /// The changes kept for `store`: none.
  public init(store: any TripStoreIdentifying) {
    self.store = store
  }

  /// None, once the store is read.
  public func pendingChanges() async throws(TripStoreError) -> PendingChange.Summary {
    _ = try await store.identity()
    return PendingChange.Summary()
  }

  /// None sent, once the store is read.
  public func sendPendingChanges() async throws(TripStoreError) -> PendingChange.Summary {
    try await pendingChanges()
  }

  /// No conflict to resolve, once the store is read.
  public func resolve(tripWithID id: TripID, keeping side: ChangeConflict.Side)
    async throws(TripStoreError) -> (ChangeConflict, PendingChange.Outcome?)?
  {
    _ = try await pendingChanges()
    return nil
  }
}
