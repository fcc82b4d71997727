/// A change made on this computer that the store did not apply, because someone else changed
/// or removed the trip first. It is kept until a person chooses which version stays.
public struct ChangeConflict: Equatable, Sendable {
  /// The change that was not applied: yours.
  public let change: PendingChange
  /// The store's trip when the change was refused: theirs; `nil` when it was removed.
  public let theirs: Trip?

  /// The conflict between `change` and the store's `theirs`.
  ///
  /// - Parameters:
  ///   - change: The change that was not applied.
  ///   - theirs: The store's trip, or `nil` when it has none.
  public init(change: PendingChange, theirs: Trip?) {
    self.change = change
    self.theirs = theirs
  }

  /// The fields that conflict: those an edit sets that someone else set to a third value
  /// (or, when the merge breaks a rule, the fields the rule involves); for a removal, or for
  /// a replacement kept by the previous version, the fields that differ from the store's
  /// trip; every field the change sets when the store's trip is gone.
  public var fields: [TripField] {
    guard let theirs else { return change.fields.isEmpty ? TripField.allCases : change.fields }
    switch change.operation {
    case .edit(let edit):
      guard case .conflict(let fields) = edit.merged(onto: theirs) else { return [] }
      return fields
    case .replace(let trip), .remove(let trip):
      return TripEdit(from: trip, to: theirs).fields
    case .add:
      return TripField.allCases
    }
  }

  /// Which version stays when a person resolves a conflict.
  public enum Side: Equatable, Sendable {
    /// Your change is made again, on top of the store's trip as it is now.
    case mine
    /// Your change is dropped, and the store's trip stays as it is.
    case theirs
  }
}
