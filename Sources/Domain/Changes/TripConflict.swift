import Foundation

/// A trip that a change set found otherwise than the writer saw it, and the fields in
/// conflict: set by someone else to a third value, or involved in a rule the merged trip would
/// break. No field is named when an added trip's number is taken.
public struct TripConflict: Equatable, Sendable {
  /// The trip.
  public let id: TripID
  /// The fields in conflict, in the order a card shows them.
  public let fields: [TripField]

  /// A conflict on the trip numbered `id`.
  ///
  /// - Parameters:
  ///   - id: The trip.
  ///   - fields: The fields in conflict.
  public init(id: TripID, fields: [TripField]) {
    self.id = id
    self.fields = fields
  }
}
