/// A value of a trip that a person can change: what an edit names, and what a conflict
/// names when two people changed the same value.
public enum TripField: String, CaseIterable, Comparable, Sendable {
  /// The scheduled departure.
  case departure
  /// The scheduled arrival.
  case arrival
  /// The recorded, real departure.
  case recordedDeparture = "recorded_departure"
  /// The name of the place the trip starts from.
  case origin
  /// The name of the place the trip goes to.
  case destination

  /// Fields compare in the order a trip's card shows them.
  public static func < (lhs: TripField, rhs: TripField) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}
