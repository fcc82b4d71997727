/// One field an edit sets: the value the person saw (the base) and the value they chose.
///
/// Sending it merges three ways against the value the store holds then (``merged(with:)``).
public struct FieldChange<Value: Equatable & Sendable>: Equatable, Sendable {
  /// The value the person saw when they made the change.
  public let base: Value
  /// The value the person chose.
  public let value: Value

  /// A change of a field from `base` to `value`.
  ///
  /// - Parameters:
  ///   - base: The value the person saw.
  ///   - value: The value the person chose.
  public init(base: Value, value: Value) {
    self.base = base
    self.value = value
  }

  /// The three-way rule, for the value the store holds now.
  ///
  /// - Parameter stored: The store's value of the field.
  /// - Returns: ``value`` when the store still holds ``base`` or holds ``value`` already;
  ///   `nil` when someone else set the field to a third value: a conflict.
  public func merged(with stored: Value) -> Value? {
    stored == base || stored == value ? value : nil
  }
}
