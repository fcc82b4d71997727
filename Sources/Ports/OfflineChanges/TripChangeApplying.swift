import Domain

/// A store that applies each keyed change once, and reserves numbers for trips added where it
/// cannot be reached.
///
/// The offline copy sends every change through this port when the store has it, so a change
/// whose answer was lost can be sent again: the store answers a key it applied before with
/// the first result instead of applying it again.
public protocol TripChangeApplying: TripStore {
  /// Applies `change`, all or nothing, unless its key was applied before, and records the key
  /// with the result in the same transaction. Each edit is merged field by field; a
  /// replacement or a removal applies only to the trip as the change found it.
  ///
  /// - Parameter change: The change, with its key.
  /// - Returns: ``PendingChange/Outcome/applied(_:)`` with the trips the change names, then
  ///   those it added under the store's numbers, also when the key was applied before;
  ///   ``PendingChange/Outcome/conflict(theirs:)`` with the store's trips when one of them is
  ///   not as the change found it or is gone, and then nothing is written or recorded.
  /// - Throws: ``TripStoreError`` when the store cannot be written.
  func apply(_ change: PendingChange) async throws(TripStoreError) -> PendingChange.Outcome

  /// Reserves `count` numbers, from the same counter that numbers every new trip, for trips
  /// the copy `copy` adds while the store cannot be reached. No other add ever gets them.
  ///
  /// - Parameters:
  ///   - count: How many numbers; at least 1.
  ///   - copy: The identity of the copy that reserves them.
  /// - Returns: The reserved numbers, consecutive.
  /// - Throws: ``TripStoreError`` when the store cannot be written.
  func reserveNumbers(_ count: Int, for copy: String) async throws(TripStoreError)
    -> ClosedRange<Int64>
}
