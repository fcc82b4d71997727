import Domain
import Foundation
import Presentation

/// Changes the plan of a trip, its scheduled times and place names: the use case behind
/// `trips edit <id>`.
///
/// What the request leaves out stays as it is. The new plan follows the rules of a planned
/// trip: the arrival after the departure, and place names as `PlaceName` says (an empty name
/// removes one). A departure that was recorded stays as recorded, and the delay is measured
/// against the new departure; a trip whose departure was never recorded stays on time (see
/// `Trip.replanned(departure:arrival:origin:destination:)`). An edit that changes nothing
/// stores nothing.
@MainActor
public struct EditTrip {
  /// A scheduled time, as a person states it.
  public enum Time: Equatable, Sendable {
    /// This instant.
    case at(Date)
    /// This time of day, in the time zone of the formats: for a departure on the day the trip
    /// is scheduled to leave; for an arrival on the departure's day, or the next day when that
    /// would not be after the departure.
    case atTimeOfDay(WallClockTime)
  }

  /// What a person asks to change; `nil` leaves a value as it is.
  public struct Request: Equatable, Sendable {
    /// The new scheduled departure.
    public var departure: Time?
    /// The new scheduled arrival.
    public var arrival: Time?
    /// The new name of the place the trip starts from, as typed; empty for none.
    public var origin: String?
    /// The new name of the place the trip goes to, as typed; empty for none.
    public var destination: String?

    /// Creates a request.
    ///
    /// - Parameters:
    ///   - departure: The new scheduled departure.
    ///   - arrival: The new scheduled arrival.
    ///   - origin: The starting place's new name, as typed; empty for none.
    ///   - destination: The destination's new name, as typed; empty for none.
    public init(
      departure: Time? = nil, arrival: Time? = nil, origin: String? = nil,
      destination: String? = nil
    ) {
      self.departure = departure
      self.arrival = arrival
      self.origin = origin
      self.destination = destination
    }
  }

  private let flow: OneTripFlow
  private let formats: TripFormats

  /// Creates the use case.
  ///
  /// - Parameters:
  ///   - repository: Where trips are stored.
  ///   - tripView: Where the trip is shown.
  ///   - messageView: Where a refusal or a failure is reported.
  ///   - formats: How the trip is put into words.
  public init(
    repository: any TripRepository,
    tripView: any TripView,
    messageView: any MessageView,
    formats: TripFormats
  ) {
    self.flow = OneTripFlow(
      repository: repository, tripView: tripView, messageView: messageView, formats: formats)
    self.formats = formats
  }

  /// Changes the plan of the trip with the given identifier, stores it and shows it.
  ///
  /// - Parameters:
  ///   - request: What to change.
  ///   - id: The trip to change.
  /// - Returns: ``UseCaseOutcome/completed``, ``UseCaseOutcome/notFound``,
  ///   ``UseCaseOutcome/rejected`` when a rule refuses the new plan,
  ///   ``UseCaseOutcome/storageFailed`` or ``UseCaseOutcome/storeBusy``.
  @discardableResult
  public func edit(_ request: Request, tripWithID id: TripID) async -> UseCaseOutcome {
    await flow.change(tripWithID: id) { trip throws(Refusal) in
      try replanned(trip, request)
    }
  }

  private func replanned(_ trip: Trip, _ request: Request) throws(Refusal) -> Trip {
    let messages = Messages(formats)
    let departure = try request.departure.map { time throws(Refusal) in
      try instant(time, onDayOf: trip.departure, messages)
    }
    let newDeparture = departure ?? trip.departure
    let arrival = try request.arrival.map { time throws(Refusal) in
      try arrivalInstant(time, after: newDeparture, messages)
    }
    let origin = try request.origin.map { name throws(Refusal) in
      try PlaceName.parse(name, for: .origin, messages.strings)
    }
    let destination = try request.destination.map { name throws(Refusal) in
      try PlaceName.parse(name, for: .destination, messages.strings)
    }
    do throws(TripError) {
      return try trip.replanned(
        departure: newDeparture, arrival: arrival ?? trip.arrival,
        origin: origin ?? trip.origin, destination: destination ?? trip.destination)
    } catch {
      throw messages.refusal(error)
    }
  }

  private func instant(_ time: Time, onDayOf day: Date, _ messages: Messages) throws(Refusal)
    -> Date
  {
    switch time {
    case .at(let date):
      return date
    case .atTimeOfDay(let wallClock):
      guard let date = wallClock.instant(onDayOf: day, in: formats.calendar) else {
        throw messages.skippedTime(wallClock, onDayOf: day)
      }
      return date
    }
  }

  /// A time of day that would not be after the departure on its day is on the next day.
  private func arrivalInstant(_ time: Time, after departure: Date, _ messages: Messages)
    throws(Refusal) -> Date
  {
    let sameDay = try instant(time, onDayOf: departure, messages)
    guard case .atTimeOfDay = time, sameDay <= departure,
      let nextDay = formats.calendar.date(byAdding: .day, value: 1, to: departure)
    else { return sameDay }
    return try instant(time, onDayOf: nextDay, messages)
  }
}
