import Foundation

/// A change to the trips made on this computer and not yet known to be applied by the store:
/// kept with its key until the store answers.
///
/// A change to a stored trip holds the trip as the change left it, at the revision it was
/// based on; the store applies it only while the trip still has that revision.
public struct PendingChange: Equatable, Sendable {
  /// What the change does.
  public enum Operation: Equatable, Sendable {
    /// Adds a trip: under `number` when the copy reserved it beforehand (a trip added
    /// offline), or under the store's next number when `number` is `nil`.
    case add(TripDraft, number: TripID?)
    /// Replaces a trip with this one, if the stored trip still has this one's revision.
    case update(Trip)
    /// Removes this trip, if the stored trip still has its revision.
    case remove(Trip)
  }

  /// What the store did with a change it was sent.
  public enum Outcome: Equatable, Sendable {
    /// The change is applied: the trip as the store now holds it, `nil` after a removal.
    case applied(Trip?)
    /// The change was not applied, because the trip is no longer as the change found it: the
    /// store's trip, `nil` when it has none.
    case conflict(theirs: Trip?)
  }

  /// What a copy holds: its changes waiting to be sent, and those kept as conflicts, each in
  /// the order they were made.
  public struct Summary: Equatable, Sendable {
    /// The changes still to be sent.
    public var waiting: [PendingChange]
    /// The changes the store did not apply.
    public var conflicts: [ChangeConflict]

    /// A summary of `waiting` and `conflicts`.
    ///
    /// - Parameters:
    ///   - waiting: The changes still to be sent, in order.
    ///   - conflicts: The changes the store did not apply, in order.
    public init(waiting: [PendingChange] = [], conflicts: [ChangeConflict] = []) {
      self.waiting = waiting
      self.conflicts = conflicts
    }

    /// Whether nothing is waiting and nothing conflicts.
    public var isEmpty: Bool { waiting.isEmpty && conflicts.isEmpty }
  }

  /// The change's key.
  public let key: ChangeKey
  /// What it does.
  public let operation: Operation

  /// A change named `key` that does `operation`.
  ///
  /// - Parameters:
  ///   - key: The change's key.
  ///   - operation: What it does.
  public init(key: ChangeKey, operation: Operation) {
    self.key = key
    self.operation = operation
  }

  /// The trip the change is about; `nil` for an add still waiting for the store's number.
  public var tripID: TripID? {
    switch operation {
    case .add(_, let number): number
    case .update(let trip), .remove(let trip): trip.id
    }
  }

  /// The trip as this change leaves it: a new trip at its first revision, a changed trip at
  /// its next revision, or `nil` after a removal or before an add has its number.
  public var result: Trip? {
    switch operation {
    case .add(let draft, let number): number.map { Trip(id: $0, draft: draft) }
    case .update(let trip): trip.nextRevision
    case .remove: nil
    }
  }
}
