import Domain
import OfflineChanges

/// Where a copy keeps the changes made on this computer until the store applies them, and
/// the numbers it reserved for trips added offline.
///
/// ``CachingTripRepository`` keeps every change here before it sends it, so a change whose
/// answer was lost, or that was made while the store could not be reached, is sent again
/// under the same key. ``SQLitePendingChanges`` keeps them in a file beside the copy;
/// ``InMemoryPendingChanges`` stands in for it in tests. Both pass one contract suite.
public protocol PendingChangeStore: Sendable {
  /// Whether a change waits or conflicts: answered without reading the changes, so a command
  /// with nothing kept pays nothing.
  func holdsChanges() async -> Bool

  /// The trips the changes name and how many wait, without decoding a change: what a command
  /// needs to mark trips and to know whether to send.
  func glance() async throws(TripStoreError) -> PendingChangeGlance

  /// The changes waiting to be sent and the conflicts, each in the order they were made.
  func summary() async throws(TripStoreError) -> PendingChange.Summary

  /// Keeps `changes` as the newest change, under the next key, written so that it survives
  /// the computer stopping: a key is never given twice, even after a power cut.
  func keep(_ changes: TripChangeSet) async throws(TripStoreError) -> PendingChange

  /// Keeps `changes` as ``keep(_:)`` does, each add without a number under the smallest
  /// reserved number left, which it takes.
  ///
  /// - Returns: The kept change; `nil` when too few reserved numbers are left, and nothing is
  ///   kept.
  func keepNumbered(_ changes: TripChangeSet) async throws(TripStoreError) -> PendingChange?

  /// Forgets `changes`, at once: the store applied them, or a person dropped them. With none
  /// and none kept, ``holdsChanges()`` is `false` afterwards.
  func forget(_ changes: [PendingChange]) async throws(TripStoreError)

  /// Keeps `change` as a conflict with the store's trips `theirs`: those the change names that
  /// the store has.
  func keepAsConflict(_ change: PendingChange, theirs: [Trip]) async throws(TripStoreError)

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
