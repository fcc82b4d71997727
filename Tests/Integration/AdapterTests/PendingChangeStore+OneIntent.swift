import Domain
import OfflineChanges
import OfflineCopy

// Most kept changes in these tests make one intent: spelled as one.
extension PendingChangeStore {
  /// Keeps a change of the one intent `change`.
  func keep(_ change: TripChange) async throws(TripStoreError) -> PendingChange {
    try await keep(TripChangeSet([change]))
  }

  /// Keeps the add of `draft` under the smallest reserved number; `nil` when none is left.
  func keepAdding(_ draft: TripDraft) async throws(TripStoreError) -> PendingChange? {
    try await keepNumbered(TripChangeSet([.add(draft, number: nil)]))
  }
}
