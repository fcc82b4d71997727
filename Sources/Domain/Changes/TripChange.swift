import Foundation

/// One intent on the stored trips: an added trip, fields set (each with the value the writer
/// saw), or a removal. A ``TripChangeSet`` holds one or more of them, applied all or nothing.
public enum TripChange: Equatable, Sendable {
  /// Adds a trip: under `number` when the copy reserved it beforehand (a trip added
  /// offline), or under the store's next number when `number` is `nil`.
  case add(TripDraft, number: TripID?)
  /// Sets the fields the edit names, merged three ways with the store's trip.
  case edit(TripEdit)
  /// The whole trip at the revision it was based on, as the previous version kept a
  /// change: sent as the edit of the fields that differ from the store's trip at that
  /// revision, and a conflict once the trip has moved on.
  case replace(Trip)
  /// Removes this trip, the trip as the person saw it: it applies only while the store's
  /// trip has every one of its values (``removes(_:)``), so a removal conflicts with any
  /// change made since.
  case remove(Trip)

  /// The trip the operation is about; `nil` for an add still waiting for the store's number.
  public var tripID: TripID? {
    switch self {
    case .add(_, let number): number
    case .edit(let edit): edit.id
    case .replace(let trip), .remove(let trip): trip.id
    }
  }

  /// Whether a removal applies to the store's trip `stored`: it has every value of the trip
  /// the person saw. Its revision is not compared, since what this computer shows of its own
  /// kept changes carries a revision the store has not given. `false` for any other operation.
  ///
  /// - Parameter stored: The store's trip now.
  public func removes(_ stored: Trip) -> Bool {
    guard case .remove(let seen) = self else { return false }
    return seen.id == stored.id && TripEdit(from: seen, to: stored).fields.isEmpty
  }

  /// The edit this operation asks of the store's trip `stored`: an edit as it is; a replacement
  /// as the edit of the fields that differ from `stored`, while `stored` still has the
  /// replacement's revision; `nil` for a replacement of a trip that moved on, and for an add
  /// or a removal.
  ///
  /// - Parameter stored: The store's trip now.
  public func edit(of stored: Trip) -> TripEdit? {
    switch self {
    case .edit(let edit): edit
    case .replace(let trip) where trip.revision == stored.revision:
      TripEdit(from: stored, to: trip)
    case .replace, .add, .remove: nil
    }
  }

  /// The trip as this change leaves `trip`: a new trip at its first revision, the trip with
  /// the edit's fields set at its next revision, or `nil` after a removal, before an add has
  /// its number, or when an edit has no trip to set its fields on.
  ///
  /// - Parameter trip: The trip the change is made on; an add and a replacement ignore it.
  public func result(over trip: Trip?) -> Trip? {
    switch self {
    case .add(let draft, let number): number.map { Trip(id: $0, draft: draft) }
    case .edit(let edit): trip.flatMap(edit.applied(to:))
    case .replace(let replacement): replacement.nextRevision
    case .remove: nil
    }
  }

  /// The fields the change sets: those an edit names, every field for an add or a
  /// replacement, none for a removal.
  public var fields: [TripField] {
    switch self {
    case .edit(let edit): edit.fields
    case .add, .replace: TripField.allCases
    case .remove: []
    }
  }

  /// What a change does to the store's trip that has its number.
  public enum Effect: Equatable, Sendable {
    /// The trip to store: a new trip, or the merged trip at its next revision.
    case write(Trip)
    /// The store's trip has every value the change sets already: nothing to write.
    case unchanged(Trip)
    /// The store's trip goes.
    case remove(TripID)
    /// The store has no trip with the number an edit, a replacement or a removal names.
    case missing(TripID)
    /// The store's trip is not as the change found it, or an add's number is taken.
    case conflict(TripConflict)
  }

  /// What this change does to `stored`, the store's trip with the change's number.
  ///
  /// - Parameter stored: The store's trip now; `nil` when it has none.
  /// - Precondition: An add has its number (``TripChangeSet/applied(to:highestAssigned:)`` gives
  ///   one).
  public func effect(on stored: Trip?) -> Effect {
    switch self {
    case .add(let draft, let number):
      guard let number else { preconditionFailure("an add is numbered before it applies") }
      guard stored == nil else { return .conflict(TripConflict(id: number, fields: [])) }
      return .write(Trip(id: number, draft: draft))
    case .edit(let edit):
      guard let stored else { return .missing(edit.id) }
      return Self.effect(of: edit, on: stored)
    case .replace(let trip):
      guard let stored else { return .missing(trip.id) }
      guard let edit = edit(of: stored) else {
        return .conflict(TripConflict(id: trip.id, fields: TripEdit(from: trip, to: stored).fields))
      }
      return Self.effect(of: edit, on: stored)
    case .remove(let trip):
      guard let stored else { return .missing(trip.id) }
      guard removes(stored) else {
        return .conflict(TripConflict(id: trip.id, fields: TripEdit(from: trip, to: stored).fields))
      }
      return .remove(trip.id)
    }
  }

  private static func effect(of edit: TripEdit, on stored: Trip) -> Effect {
    switch edit.merged(onto: stored) {
    case .merged(let trip): .write(trip)
    case .alreadyApplied(let trip): .unchanged(trip)
    case .conflict(let fields): .conflict(TripConflict(id: stored.id, fields: fields))
    }
  }
}
