import Domain
import OfflineChanges

// A keyed change applied to the table, for the stores that hold one (the in-memory store
// applies changes sent from a copy this way).
extension TripTable {
  /// Applies `changes`, a change kept by a copy, all or nothing, when every trip is as the
  /// change found it.
  ///
  /// - Returns: ``PendingChange/Outcome/applied(_:)`` with the stored trips the change names,
  ///   then those it added under the table's numbers, or
  ///   ``PendingChange/Outcome/conflict(theirs:)`` with the table's trips, unchanged; `nil`
  ///   when an add names a number that is taken or was never reserved.
  package mutating func applyKept(_ changes: TripChangeSet) -> PendingChange.Outcome? {
    var table = self
    var added: [TripID] = []
    for change in changes.changes {
      switch table.apply(change) {
      case nil:
        return nil
      case .conflict?:
        return .conflict(theirs: changes.tripIDs.compactMap(trip(withID:)))
      case .applied(let trip)?:
        if change.tripID == nil, let trip { added.append(trip.id) }
      }
    }
    self = table
    let named = changes.tripIDs
    return .applied((named + added.filter { !named.contains($0) }).compactMap(trip(withID:)))
  }

  /// What one intent did to the table.
  private enum Applied {
    /// Applied: the stored trip, `nil` after a removal.
    case applied(Trip?)
    /// Not applied: the trip is not as the intent found it.
    case conflict
  }

  /// Applies one intent when its trip is as the change found it; `nil` when an add names a
  /// number that is taken or was never reserved.
  private mutating func apply(_ change: TripChange) -> Applied? {
    switch change {
    case .add(let draft, nil):
      return .applied(add(draft))
    case .add(let draft, let number?):
      return add(draft, as: number).map { .applied($0) }
    case .edit(let edit):
      return merge(change, edit.id)
    case .replace(let replacement):
      return merge(change, replacement.id)
    case .remove(let removed):
      guard let stored = trip(withID: removed.id), change.removes(stored) else { return .conflict }
      remove(stored.id)
      return .applied(nil)
    }
  }

  /// Merges an edit, or a replacement kept by the previous version, onto the table's trip.
  private mutating func merge(_ change: TripChange, _ id: TripID) -> Applied {
    guard let stored = trip(withID: id), let edit = change.edit(of: stored) else {
      return .conflict
    }
    switch edit.merged(onto: stored) {
    case .merged(let trip):
      store(trip)
      return .applied(trip)
    case .alreadyApplied(let trip):
      return .applied(trip)
    case .conflict:
      return .conflict
    }
  }
}
