import Foundation

/// What a program or a file needs of a trip: instants, minutes, numbers and the places' names
/// as stored, not words.
///
/// The second kind of view model. ``TripViewModel`` holds text a person reads; this holds the
/// values a calendar, a web page's `<time>` elements or a script compute with. Like the text
/// view model, it is made by the Application layer and knows nothing of the domain model: a
/// delivery that needs both receives both (``TripDataView``).
public struct TripValues: Equatable, Sendable {
  /// The trip's number.
  public var id: Int64
  /// The names of the places the trip starts from and goes to, as stored; `nil` where none
  /// was named.
  public var origin, destination: String?
  /// How many times the trip was saved: 1 when added, one more for each change since.
  public var revision: Int
  /// When the trip is planned to depart.
  public var departureAt: Date
  /// When the trip is planned to arrive.
  public var arrivalAt: Date
  /// When the trip was recorded as departing, or `nil` when no departure was recorded.
  public var recordedDepartureAt: Date?
  /// The minutes between the planned departure and arrival, as the card counts them.
  public var durationMinutes: Int64
  /// The minutes of delay, rounded up as the card rounds them; 0 when the trip is not late.
  public var delayMinutes: Int64
  /// A change made on this computer that the store has not applied yet; `nil` for none.
  /// Only a screen decorator sets it.
  public var mark: TripMark?

  /// Creates the values of one trip.
  ///
  /// - Parameters:
  ///   - id: The trip's number.
  ///   - origin: The starting place's name, or `nil`.
  ///   - destination: The destination's name, or `nil`.
  ///   - revision: How many times the trip was saved.
  ///   - departureAt: The planned departure.
  ///   - arrivalAt: The planned arrival.
  ///   - recordedDepartureAt: The recorded departure, or `nil`.
  ///   - durationMinutes: The planned minutes on the way.
  ///   - delayMinutes: The minutes of delay, 0 when on time.
  public init(
    id: Int64,
    origin: String?,
    destination: String?,
    revision: Int,
    departureAt: Date,
    arrivalAt: Date,
    recordedDepartureAt: Date?,
    durationMinutes: Int64,
    delayMinutes: Int64
  ) {
    self.id = id
    self.origin = origin
    self.destination = destination
    self.revision = revision
    self.departureAt = departureAt
    self.arrivalAt = arrivalAt
    self.recordedDepartureAt = recordedDepartureAt
    self.durationMinutes = durationMinutes
    self.delayMinutes = delayMinutes
  }
}
