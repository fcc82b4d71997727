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
  /// When the trip really left, once that has been recorded; `nil` until then.
  ///
  /// A recorded departure is a fact about the past: changing the plan (see
  /// ``replanned(departure:arrival:origin:destination:)``) keeps it.
  public private(set) var recordedDeparture: Date?
  /// Where the trip starts, if a name was given.
  public let origin: String?
  /// Where the trip ends, if a name was given.
  public let destination: String?
  /// Which version of the stored trip this is: 1 when it was added, one more with every
  /// change.
  ///
  /// A changed copy keeps the revision it was read at, so that the store can refuse a change
  /// based on a version someone else has changed since (see ``TripRepository/update(_:)``).
  public private(set) var revision: Int

  /// Creates a trip from its stored values, checking the domain's invariant.
  ///
  /// - Parameters:
  ///   - id: The identifier the store assigned.
  ///   - departure: The scheduled departure.
  ///   - arrival: The scheduled arrival; must be after `departure`.
  ///   - recordedDeparture: The real departure, if it was recorded.
  ///   - origin: The name of the place the trip starts from.
  ///   - destination: The name of the place the trip goes to.
  ///   - revision: Which version of the stored trip this is; 1 for a trip just added.
  /// - Throws: ``TripError/arrivalNotAfterDeparture(departure:arrival:)``.
  public init(
    id: TripID,
    departure: Date,
    arrival: Date,
    recordedDeparture: Date? = nil,
    origin: String? = nil,
    destination: String? = nil,
    revision: Int = 1
  ) throws(TripError) {
    let draft = try TripDraft(
      departure: departure,
      arrival: arrival,
      recordedDeparture: recordedDeparture,
      origin: origin,
      destination: destination
    )
    self.init(id: id, draft: draft, revision: revision)
  }

  /// Gives a draft the identifier a store assigned to it.
  ///
  /// - Parameters:
  ///   - id: The identifier the store assigned.
  ///   - draft: The trip's values, already checked.
  ///   - revision: Which version of the stored trip this is; 1 for a trip just added.
  public init(id: TripID, draft: TripDraft, revision: Int = 1) {
    self.id = id
    self.revision = revision
    self.departure = draft.departure
    self.arrival = draft.arrival
    self.recordedDeparture = draft.recordedDeparture
    self.origin = draft.origin
    self.destination = draft.destination
  }

  /// When the trip really left: the recorded departure, or the scheduled one while none is
  /// recorded (a trip is taken to leave on time until told otherwise).
  public var actualDeparture: Date {
    recordedDeparture ?? departure
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
  /// - Returns: A copy of the trip whose ``recordedDeparture`` is the given instant, to the
  ///   whole second, with the same revision.
  public func departing(at actualDeparture: Date) -> Trip {
    var copy = self
    copy.recordedDeparture = actualDeparture.truncatedToWholeSecond
    return copy
  }

  /// The same trip with a changed plan: new scheduled times or place names.
  ///
  /// A recorded departure is kept as recorded, because the trip really left then; the delay is
  /// measured against the new departure. A trip whose departure was never recorded stays on
  /// time: its actual departure moves with the scheduled one.
  ///
  /// - Parameters:
  ///   - departure: The new scheduled departure.
  ///   - arrival: The new scheduled arrival; must be after `departure`.
  ///   - origin: The new name of the place the trip starts from, or `nil` for none.
  ///   - destination: The new name of the place the trip goes to, or `nil` for none.
  /// - Returns: The changed trip, with the same identifier and revision.
  /// - Throws: ``TripError/arrivalNotAfterDeparture(departure:arrival:)``.
  public func replanned(departure: Date, arrival: Date, origin: String?, destination: String?)
    throws(TripError) -> Trip
  {
    try Trip(
      id: id, departure: departure, arrival: arrival, recordedDeparture: recordedDeparture,
      origin: origin, destination: destination, revision: revision)
  }

  /// The same trip as the store holds it once this change is written: the next revision.
  public var nextRevision: Trip {
    var copy = self
    copy.revision += 1
    return copy
  }
}
