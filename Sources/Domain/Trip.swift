import Foundation

/// A stored trip: when it is scheduled to leave and arrive, and when it really left.
///
/// `Trip` is the model at the centre of the application. It knows nothing of how it is shown
/// or stored; the duration and the delay are computed from its instants, as the trip screen
/// needs them.
public struct Trip: Identifiable, Equatable, Sendable {
  /// The identifier the store assigned.
  public let id: TripID
  /// When the trip is scheduled to leave.
  public let departure: Date
  /// When the trip is scheduled to arrive.
  public let arrival: Date
  /// When the trip really left; equal to ``departure`` for a trip that left on time.
  public private(set) var actualDeparture: Date
  /// Where the trip starts, if a name was given.
  public let origin: String?
  /// Where the trip ends, if a name was given.
  public let destination: String?

  /// Creates a trip from its stored values, checking the domain's invariant.
  ///
  /// - Parameters:
  ///   - id: The identifier the store assigned.
  ///   - departure: The scheduled departure.
  ///   - arrival: The scheduled arrival; must be after `departure`.
  ///   - actualDeparture: The real departure; `nil` means "left on time".
  ///   - origin: The name of the place the trip starts from.
  ///   - destination: The name of the place the trip goes to.
  /// - Throws: ``TripError/arrivalNotAfterDeparture(departure:arrival:)``.
  public init(
    id: TripID,
    departure: Date,
    arrival: Date,
    actualDeparture: Date? = nil,
    origin: String? = nil,
    destination: String? = nil
  ) throws(TripError) {
    let draft = try TripDraft(
      departure: departure,
      arrival: arrival,
      actualDeparture: actualDeparture,
      origin: origin,
      destination: destination
    )
    self.init(id: id, draft: draft)
  }

  /// Gives a draft the identifier a store assigned to it.
  ///
  /// - Parameters:
  ///   - id: The identifier the store assigned.
  ///   - draft: The trip's values, already checked.
  public init(id: TripID, draft: TripDraft) {
    self.id = id
    self.departure = draft.departure
    self.arrival = draft.arrival
    self.actualDeparture = draft.actualDeparture
    self.origin = draft.origin
    self.destination = draft.destination
  }

  /// The scheduled time from departure to arrival.
  public var duration: TimeInterval {
    arrival.timeIntervalSince(departure)
  }

  /// How much later than scheduled the trip left; negative when it left early.
  public var delay: TimeInterval {
    actualDeparture.timeIntervalSince(departure)
  }

  /// Whether the trip left later than scheduled. An early departure is not a delay.
  public var isDelayed: Bool {
    delay > 0
  }

  /// The same trip with a new actual departure.
  ///
  /// - Parameter actualDeparture: When the trip really left.
  /// - Returns: A copy of the trip whose ``actualDeparture`` is the given instant, to the
  ///   whole second.
  public func departing(at actualDeparture: Date) -> Trip {
    var copy = self
    copy.actualDeparture = actualDeparture.truncatedToWholeSecond
    return copy
  }
}
