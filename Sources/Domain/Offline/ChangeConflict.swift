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

  /// Which version stays when a person resolves a conflict.
  public enum Side: Equatable, Sendable {
    /// Your change is made again, on top of the store's trip as it is now.
    case mine
    /// Your change is dropped, and the store's trip stays as it is.
    case theirs
  }
}
