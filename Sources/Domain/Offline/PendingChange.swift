import Foundation

/// A change to the trips made on this computer and not yet known to be applied by the store:
/// kept with its key until the store answers.
///
/// A change is what the person asked for, not a row: an added trip, an edit naming only the
/// fields it sets (each with the value the person saw), or a removal. The store merges an
/// edit field by field, so an edit never writes a field it does not name.
public struct PendingChange: Equatable, Sendable {
  /// What the change does: the intent the store applies.
  public typealias Operation = TripChange

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
  public var tripID: TripID? { operation.tripID }

  /// The trip as this change leaves `trip`: a new trip at its first revision, the trip with
  /// the edit's fields set at its next revision, or `nil` after a removal, before an add has
  /// its number, or when an edit has no trip to set its fields on.
  ///
  /// - Parameter trip: The trip the change is made on; an add and a replacement ignore it.
  public func result(over trip: Trip?) -> Trip? {
    switch operation {
    case .add(let draft, let number): number.map { Trip(id: $0, draft: draft) }
    case .edit(let edit): trip.flatMap(edit.applied(to:))
    case .replace(let replacement): replacement.nextRevision
    case .remove: nil
    }
  }

  /// The fields the change sets: those an edit names, every field for an add or a
  /// replacement, none for a removal.
  public var fields: [TripField] { operation.fields }
}
