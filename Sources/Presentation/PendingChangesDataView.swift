/// Where a use case pushes the changes kept on this computer, all at once, as a program reads
/// them: a delivery for programs writes one document. Only such deliveries adopt it; a view
/// of words adopts ``PendingChangesView``.
@MainActor
public protocol PendingChangesDataView {
  /// Shows the changes kept on this computer, in the order they were made; none when nothing
  /// is kept.
  ///
  /// - Parameter changes: The changes, as keys and values.
  func displayPendingChanges(_ changes: [PendingChangeData])
}
