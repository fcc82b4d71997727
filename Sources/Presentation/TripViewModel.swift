/// Everything the trip screen shows, ready to display.
///
/// A value object of strings, a flag and a colour. It knows nothing of the domain model it
/// was made from: the Application layer builds it, views only read it.
public struct TripViewModel: Equatable, Sendable {
  /// The trip's identifier as a person types it, for example `7`.
  public var id: String
  /// The card's heading, for example `Trip 7`.
  public var title: String
  /// Where the trip goes, for example `Amsterdam → Rotterdam`; `nil` when no place was named.
  public var route: String?
  /// The name of the place the trip starts from, as stored.
  public var origin: String?
  /// The name of the place the trip goes to, as stored.
  public var destination: String?
  /// The date of departure.
  public var date: String
  /// The scheduled departure time.
  public var departure: String
  /// The scheduled arrival time.
  public var arrival: String
  /// The scheduled time between departure and arrival.
  public var duration: String
  /// The delay line, for example `5 minutes delay`; `nil` when the trip is not late.
  public var delay: String?
  /// Whether the delay line is hidden.
  public var isDelayHidden: Bool
  /// The colour of the departure time: ``TextColor/late`` when late.
  public var departureTimeColor: TextColor

  /// Creates a view model from display-ready values.
  ///
  /// - Parameters:
  ///   - id: The trip's identifier as text.
  ///   - title: The card's heading.
  ///   - route: Where the trip goes, or `nil`.
  ///   - origin: The starting place's name, or `nil`.
  ///   - destination: The destination's name, or `nil`.
  ///   - date: The date of departure.
  ///   - departure: The departure time.
  ///   - arrival: The arrival time.
  ///   - duration: The duration.
  ///   - delay: The delay line, or `nil`.
  ///   - isDelayHidden: Whether to hide the delay line.
  ///   - departureTimeColor: The colour of the departure time.
  public init(
    id: String,
    title: String,
    route: String?,
    origin: String?,
    destination: String?,
    date: String,
    departure: String,
    arrival: String,
    duration: String,
    delay: String?,
    isDelayHidden: Bool,
    departureTimeColor: TextColor
  ) {
    self.id = id
    self.title = title
    self.route = route
    self.origin = origin
    self.destination = destination
    self.date = date
    self.departure = departure
    self.arrival = arrival
    self.duration = duration
    self.delay = delay
    self.isDelayHidden = isDelayHidden
    self.departureTimeColor = departureTimeColor
  }
}
