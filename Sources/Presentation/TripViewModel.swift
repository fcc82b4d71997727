/// Everything the trip screen shows, ready to display.
///
/// A value object of strings, a flag and a colour. It knows nothing of the domain model it
/// was made from: the Application layer builds it, views only read it.
public struct TripViewModel: Equatable, Sendable {
  /// The trip's identifier as a person types it (`7`), and the card's heading (`Trip 7`).
  public var id, title: String
  /// Where the trip goes, for example `Amsterdam → Rotterdam`; `nil` when no place was named.
  public var route: String?
  /// The date of departure, the scheduled departure and arrival times, and the scheduled time
  /// between them.
  public var date, departure, arrival, duration: String
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
  ///   - date: The date of departure.
  ///   - departure: The departure time.
  ///   - arrival: The arrival time.
  ///   - duration: The duration.
  ///   - delay: The delay line, or `nil`.
  ///   - isDelayHidden: Whether to hide the delay line.
  ///   - departureTimeColor: The colour of the departure time.
  public init(
    id: String, title: String, route: String?, date: String, departure: String,
    arrival: String, duration: String, delay: String?, isDelayHidden: Bool,
    departureTimeColor: TextColor
  ) {
    (self.id, self.title, self.route, self.date) = (id, title, route, date)
    (self.departure, self.arrival, self.duration) = (departure, arrival, duration)
    self.delay = delay
    (self.isDelayHidden, self.departureTimeColor) = (isDelayHidden, departureTimeColor)
  }
}

/// A colour for text, as a view model states it: by meaning first, by components second.
///
/// Views decide how to draw a colour; the console renderer turns it into the nearest of the
/// terminal's basic colours, or into a 24-bit ANSI escape sequence.
public struct TextColor: Equatable, Hashable, Sendable {
  /// The components, each from 0 to 1.
  public let red, green, blue: Double

  /// Creates a colour from components between 0 and 1.
  ///
  /// - Parameters:
  ///   - red: The red component.
  ///   - green: The green component.
  ///   - blue: The blue component.
  public init(red: Double, green: Double, blue: Double) {
    (self.red, self.green, self.blue) = (red, green, blue)
  }

  /// The departure time of a trip that leaves on schedule: a dark blue.
  public static let onTime = TextColor(red: 0, green: 0, blue: 0.4)

  /// The departure time of a trip that left late: red.
  public static let late = TextColor(red: 1, green: 0, blue: 0)
}

/// A view that shows one trip in words: the trip view of the original articles, which a use
/// case pushes each view model into.
@MainActor
public protocol TripView {
  /// Shows the trip, replacing whatever trip was shown before.
  ///
  /// - Parameter trip: The trip, ready to display.
  func display(_ trip: TripViewModel)
}
