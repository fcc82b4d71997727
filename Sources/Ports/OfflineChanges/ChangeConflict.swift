import Domain

/// A change made on this computer that the store did not apply, because someone else changed
/// or removed a trip it names first. It is kept until a person chooses which version stays.
public struct ChangeConflict: Equatable, Sendable {
  /// The change that was not applied: yours.
  public let change: PendingChange
  /// The store's trips that the change names, when the change was refused: theirs. A trip
  /// the change names and this does not hold was removed.
  public let theirs: [Trip]

  /// The conflict between `change` and the store's `theirs`.
  ///
  /// - Parameters:
  ///   - change: The change that was not applied.
  ///   - theirs: The store's trips that the change names.
  public init(change: PendingChange, theirs: [Trip]) {
    self.change = change
    self.theirs = theirs
  }

  /// One trip of a conflict: your intent on it, the store's trip, yours, and the fields that
  /// conflict.
  public struct Part: Equatable, Sendable {
    /// Your intent on the trip.
    public let change: TripChange
    /// The store's trip; `nil` when it was removed, and for an add whose number the store
    /// has not given to another trip.
    public let theirs: Trip?
    /// The trip as your change leaves the store's; `nil` when it removes the trip or cannot
    /// be made on it.
    public let mine: Trip?
    /// The fields that conflict: those an edit sets that someone else set to a third value
    /// (or, when the merge breaks a rule, the fields the rule involves); for a removal, or
    /// for a replacement kept by the previous version, the fields that differ from the
    /// store's trip; every field the change sets when the store's trip is gone, and every
    /// field for an add whose number another trip has. None when this trip alone would take
    /// the change (an add whose number is free included): the change waits for the others.
    public let fields: [TripField]
  }

  /// Each intent of the change with its trip on both sides, in the change's order.
  public var parts: [Part] {
    var stored: [TripID: Trip] = [:]
    for trip in theirs { stored[trip.id] = trip }
    // A later intent on the same trip is made on what the earlier one left.
    var made = stored
    return change.changes.changes.map { intent in
      let theirs = intent.tripID.flatMap { stored[$0] }
      let mine = intent.result(over: intent.tripID.flatMap { made[$0] })
      if let id = intent.tripID { made[id] = mine }
      return Part(
        change: intent, theirs: theirs, mine: mine, fields: Self.fields(of: intent, on: theirs))
    }
  }

  private static func fields(of change: TripChange, on theirs: Trip?) -> [TripField] {
    guard let theirs else {
      // An add whose number the store has not given to another trip meets nothing there.
      if case .add = change { return [] }
      return change.fields.isEmpty ? TripField.allCases : change.fields
    }
    switch change {
    case .edit(let edit):
      guard case .conflict(let fields) = edit.merged(onto: theirs) else { return [] }
      return fields
    case .replace(let trip), .remove(let trip):
      return TripEdit(from: trip, to: theirs).fields
    case .add:
      return TripField.allCases
    }
  }

  /// The trip a person reads the conflict by: the first whose fields conflict, else the first
  /// the change names that it does not add; `nil` for an add never numbered.
  public var tripID: TripID? {
    let parts = parts
    if let id = parts.first(where: { !$0.fields.isEmpty && $0.change.tripID != nil })?.change
      .tripID
    {
      return id
    }
    let changed = parts.first { part in
      if case .add = part.change { false } else { part.change.tripID != nil }
    }
    return changed?.change.tripID ?? change.tripIDs.first
  }

  /// Which version stays when a person resolves a conflict.
  public enum Side: Equatable, Sendable {
    /// Your change is made again, on top of the store's trips as they are now.
    case mine
    /// Your change is dropped, and the store's trips stay as they are.
    case theirs
  }
}
