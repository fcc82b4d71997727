import Presentation

/// Where ``SyncChanges`` shows the changes kept on this computer: a view of words, or a
/// delivery for programs. Each receives only what it shows.
public enum PendingChangesOutput {
  /// A view of words: the sentences and cards a person reads.
  case words(any PendingChangesView)
  /// A delivery for programs: each change's trip number, state, fields and trips as values.
  case data(any PendingChangesDataView)
}
