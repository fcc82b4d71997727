/// Where a use case pushes the changes kept on this computer, all at once, as a person reads
/// them: sentences and cards, in order.
@MainActor
public protocol PendingChangesView {
  /// Shows the changes kept on this computer, in the order they were made; none when nothing
  /// is kept.
  ///
  /// - Parameter changes: The changes, ready to read.
  func displayPendingChanges(_ changes: [PendingChangeViewModel])
}
