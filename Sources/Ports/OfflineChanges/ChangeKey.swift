import Domain

/// The name a change carries from the computer that made it to the store: the identity of the
/// local copy that made it, and its place in that copy's order of changes.
///
/// A store that applies keyed changes records each key with its result, in the same
/// transaction as the change, so a change sent twice is applied once and the second sender
/// learns the first result.
public struct ChangeKey: Hashable, Sendable, CustomStringConvertible {
  /// The identity of the copy that made the change: 32 lowercase hexadecimal digits.
  public let copy: String
  /// The change's place in the copy's order, from 1.
  public let sequence: Int64

  /// The key of the change numbered `sequence` by the copy `copy`.
  ///
  /// - Parameters:
  ///   - copy: The identity of the copy that made the change.
  ///   - sequence: The change's place in that copy's order.
  public init(copy: String, sequence: Int64) {
    self.copy = copy
    self.sequence = sequence
  }

  /// The copy's identity and the sequence number, joined by a hyphen.
  public var description: String { "\(copy)-\(sequence)" }
}
