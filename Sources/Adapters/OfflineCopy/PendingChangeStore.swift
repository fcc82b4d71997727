import Domain

/// Where a copy keeps the changes made on this computer until the store applies them, and
/// the numbers it reserved for trips added offline.
///
/// ``CachingTripRepository`` keeps every change here before it sends it, so a change whose
/// answer was lost, or that was made while the store could not be reached, is sent again
/// under the same key. ``SQLitePendingChanges`` keeps them in a file beside the copy;
/// ``InMemoryPendingChanges`` stands in for it in tests. Both pass one contract suite.
public protocol PendingChangeStore: Sendable {
  /// Whether any change or reserved number was ever kept: answered without reading, so a
  /// command with nothing kept pays nothing.
  func holdsAnything() async -> Bool

  /// The changes waiting to be sent and the conflicts, each in the order they were made.
  func summary() async throws(TripStoreError) -> PendingChange.Summary

  /// Keeps `operation` as the newest change, under the next key.
  func keep(_ operation: PendingChange.Operation) async throws(TripStoreError) -> PendingChange

  /// Keeps an add under the smallest reserved number, which it takes.
  ///
  /// - Returns: The kept change; `nil` when no reserved number is left, and nothing is kept.
  func keepAdding(_ draft: TripDraft) async throws(TripStoreError) -> PendingChange?

  /// Forgets `change`: the store applied it, or a person dropped it.
  func forget(_ change: PendingChange) async throws(TripStoreError)

  /// Keeps `change` as a conflict with the store's trip `theirs`.
  func keepAsConflict(_ change: PendingChange, theirs: Trip?) async throws(TripStoreError)

  /// How many reserved numbers are left.
  func reservedNumbersLeft() async throws(TripStoreError) -> Int

  /// Keeps `numbers`, reserved from the store, for trips added offline.
  func keepReserved(_ numbers: ClosedRange<Int64>) async throws(TripStoreError)

  /// The identity of the copy, the first half of every key it makes.
  func copyIdentity() async throws(TripStoreError) -> String

  /// Becomes the one sender of these changes, if no other process is sending them.
  ///
  /// - Returns: `false` when another sender holds them; then nothing may be sent.
  func startSending() async -> Bool

  /// Lets another sender send.
  func stopSending() async
}
