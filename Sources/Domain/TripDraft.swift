import Foundation

/// A trip that has been planned but not yet stored, so it has no identifier.
///
/// A repository turns a draft into a ``Trip`` when it adds it and assigns the identifier.
/// Drafts hold the same invariant as trips: the arrival is after the departure.
public struct TripDraft: Equatable, Sendable {
  /// When the trip is scheduled to leave.
  public let departure: Date
  /// When the trip is scheduled to arrive.
  public let arrival: Date
  /// When the trip really left, if that is known already.
  public let recordedDeparture: Date?
  /// Where the trip starts, if a name was given.
  public let origin: String?
  /// Where the trip ends, if a name was given.
  public let destination: String?

  /// Creates a draft, checking the domain's invariant.
  ///
  /// Instants are kept to the whole second (fractions are dropped), the precision every store
  /// keeps, so a draft reads back exactly as it was written.
  ///
  /// - Parameters:
  ///   - departure: The scheduled departure.
  ///   - arrival: The scheduled arrival; must be after `departure`.
  ///   - recordedDeparture: The real departure, if it was recorded; `nil` until it is.
  ///   - origin: The name of the place the trip starts from.
  ///   - destination: The name of the place the trip goes to.
  /// - Throws: ``TripError/arrivalNotAfterDeparture(departure:arrival:)``.
  public init(
    departure: Date,
    arrival: Date,
    recordedDeparture: Date? = nil,
    origin: String? = nil,
    destination: String? = nil
  ) throws(TripError) {
    (self.departure, self.arrival) = try Trip.checked(departure, arrival)
    self.recordedDeparture = recordedDeparture?.truncatedToWholeSecond
    self.origin = origin
    self.destination = destination
  }
}

extension TripDraft {
  /// When the trip really left: the recorded departure, or the scheduled one while none is
  /// recorded.
  public var actualDeparture: Date {
    recordedDeparture ?? departure
  }
}
