import Foundation

// The rules that change a trip. Each returns a changed copy; the store writes it.

extension Trip {
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
