import Foundation

/// A rule of the domain that a requested trip breaks.
public enum TripError: Error, Equatable, Sendable {
  /// The arrival is at or before the departure; a trip has to take some time.
  case arrivalNotAfterDeparture(departure: Date, arrival: Date)
}
