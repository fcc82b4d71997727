/// Where a use case pushes the changes kept on this computer, all at once: a screen for a
/// person shows the lines, a delivery for programs writes one document.
@MainActor
public protocol PendingChangesScreen {
  /// Shows the changes kept on this computer, in the order they were made; none when nothing
  /// is kept.
  ///
  /// - Parameter changes: The changes, ready to show.
  func displayPendingChanges(_ changes: [PendingChangeViewModel])
}
