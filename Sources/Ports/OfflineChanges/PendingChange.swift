import Domain
import Foundation

/// A change to the trips made on this computer and not yet known to be applied by the store:
/// kept with its key until the store answers.
///
/// A change is what the person asked for, not rows: a set of intents on one or more trips
/// (an added trip, an edit naming only the fields it sets, each with the value the person saw,
/// or a removal), sent all or nothing under one key. The store merges an edit field by field,
/// so an edit never writes a field it does not name.
public struct PendingChange: Equatable, Sendable {
  /// What the store did with a change it was sent.
  public enum Outcome: Equatable, Sendable {
    /// The change is applied: the trips it names as the store now holds them, without those
    /// it removed, then the trips it added under the store's numbers.
    case applied([Trip])
    /// The change was not applied, because a trip is no longer as the change found it: the
    /// store's trips that the change names, without those the store does not have.
    case conflict(theirs: [Trip])
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
  /// What it does: one or more intents, applied all or nothing.
  public let changes: TripChangeSet

  /// A change named `key` that makes `changes`.
  ///
  /// - Parameters:
  ///   - key: The change's key.
  ///   - changes: What it does.
  public init(key: ChangeKey, changes: TripChangeSet) {
    self.key = key
    self.changes = changes
  }

  /// A change named `key` that makes one intent, `change`.
  ///
  /// - Parameters:
  ///   - key: The change's key.
  ///   - change: What it does.
  public init(key: ChangeKey, change: TripChange) {
    self.init(key: key, changes: TripChangeSet([change]))
  }

  /// The trips the change names, each once, in order; an add still waiting for the store's
  /// number names none.
  public var tripIDs: [TripID] { changes.tripIDs }

  /// The trips as this change leaves `bases`: each intent in turn, on the trip as the
  /// earlier ones left it (``TripChange/result(over:)``). A trip the change removes, an add
  /// without its number, and an edit with no trip to set its fields on give none.
  ///
  /// - Parameter bases: The trips the change is made on.
  /// - Returns: The trips the change names, in the order it first names them.
  public func results(over bases: [Trip]) -> [Trip] {
    var trips: [TripID: Trip] = [:]
    for base in bases { trips[base.id] = base }
    var order: [TripID] = []
    for change in changes.changes {
      let result = change.result(over: change.tripID.flatMap { trips[$0] })
      guard let id = change.tripID ?? result?.id else { continue }
      if !order.contains(id) { order.append(id) }
      trips[id] = result
    }
    return order.compactMap { trips[$0] }
  }
}
