import Domain

// A keyed change applied to the table, for the stores that hold one (the in-memory store
// applies changes sent from a copy this way).
extension TripTable {
  /// Applies `operation` when the trip is as the change found it.
  ///
  /// - Returns: ``PendingChange/Outcome/applied(_:)`` with the stored trip, or
  ///   ``PendingChange/Outcome/conflict(theirs:)`` with the table's trip; `nil` when an add
  ///   names a number that is taken or was never reserved.
  package mutating func apply(_ operation: PendingChange.Operation) -> PendingChange.Outcome? {
    switch operation {
    case .add(let draft, nil):
      return .applied(add(draft))
    case .add(let draft, let number?):
      return add(draft, as: number).map { .applied($0) }
    case .edit(let edit):
      return merge(operation, edit.id)
    case .replace(let replacement):
      return merge(operation, replacement.id)
    case .remove(let removed):
      guard let stored = trip(withID: removed.id) else { return .conflict(theirs: nil) }
      guard operation.removes(stored) else { return .conflict(theirs: stored) }
      remove(stored.id)
      return .applied(nil)
    }
  }

  /// Merges an edit, or a replacement kept by the previous version, onto the table's trip.
  private mutating func merge(_ operation: PendingChange.Operation, _ id: TripID)
    -> PendingChange.Outcome
  {
    guard let stored = trip(withID: id) else { return .conflict(theirs: nil) }
    guard let edit = operation.edit(of: stored) else { return .conflict(theirs: stored) }
    switch edit.merged(onto: stored) {
    case .merged(let trip):
      store(trip)
      return .applied(trip)
    case .alreadyApplied(let trip):
      return .applied(trip)
    case .conflict:
      return .conflict(theirs: stored)
    }
  }
}
