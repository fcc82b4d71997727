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
  /// What a person asks to change; `nil` leaves a value as it is.
  public struct Request: Equatable, Sendable {
    /// The new scheduled departure, as stated; a time alone is on the day the trip is
    /// scheduled to leave.
    public var departure: StatedTime?
    /// The new scheduled arrival, as stated; a time alone is on the departure's day, or the
    /// next day when it would not be after the departure there.
    public var arrival: StatedTime?
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
      departure: StatedTime? = nil, arrival: StatedTime? = nil, origin: String? = nil,
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
  /// The kind of store, for advice that fits its failures.
  private let storeKind: StoreKind

  /// Creates the use case.
  ///
  /// - Parameters:
  ///   - repository: Where trips are stored.
  ///   - presenter: Shows the trip.
  ///   - messageView: Where a refusal or a failure is reported.
  ///   - formats: How the trip is put into words.
  ///   - storeKind: The kind of store, for advice on its failures.
  public init(
    repository: any TripStore,
    presenter: TripPresenter,
    messageView: any MessageView,
    formats: TripFormats, storeKind: StoreKind
  ) {
    self.flow = OneTripFlow(
      repository: repository, presenter: presenter, messageView: messageView, formats: formats,
      storeKind: storeKind)
    self.formats = formats
    self.storeKind = storeKind
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
    let messages = Messages(formats, storeKind: storeKind)
    let departure: Date
    let arrival: Date?
    do throws(StatedTime.Skipped) {
      departure =
        try request.departure?.instant(onDayOf: trip.departure, in: formats.timeZone)
        ?? trip.departure
      arrival = try request.arrival?.instant(after: departure, in: formats.timeZone)
    } catch {
      throw messages.skippedTime(error)
    }
    let origin = try request.origin.map { name throws(Refusal) in
      try PlaceName.parse(name, for: .origin, messages.strings)
    }
    let destination = try request.destination.map { name throws(Refusal) in
      try PlaceName.parse(name, for: .destination, messages.strings)
    }
    do throws(TripError) {
      return try trip.replanned(
        departure: departure, arrival: arrival ?? trip.arrival,
        origin: origin ?? trip.origin, destination: destination ?? trip.destination)
    } catch {
      throw messages.refusal(error)
    }
  }
}
