/// The identity of a stored trip.
///
/// A store assigns identifiers when a trip is added: positive integers, never reused within
/// one store, not even after the trip they named has been removed.
public struct TripID: RawRepresentable, Hashable, Comparable, Sendable {
  /// The positive integer the store assigned.
  public let rawValue: Int64

  /// Wraps an identifier read from a store or typed by a person.
  ///
  /// - Parameter rawValue: The store's integer. Identifiers are positive; the initializer
  ///   returns `nil` for zero and negative values.
  public init?(rawValue: Int64) {
    guard rawValue > 0 else { return nil }
    self.rawValue = rawValue
  }

  /// Orders identifiers by their integer value, the order in which a store assigned them.
  public static func < (lhs: TripID, rhs: TripID) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

extension TripID: CustomStringConvertible {
  /// The identifier as a person types it: `7`.
  public var description: String { String(rawValue) }
}
