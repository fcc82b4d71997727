import Application
import Domain
import Foundation
import Presentation

/// The first article's view model: the screen's values, made from a `Trip`.
///
/// Its values are checked without a screen, by making one from a trip. It still knows `Trip`,
/// so a change to the model reaches it, and each screen that shows a trip makes its own.
public struct TripScreenModel: Equatable, Sendable {
  /// The card's heading.
  public let title: String
  /// Where the trip goes; `nil` when it names no place.
  public let route: String?
  /// The date of departure.
  public let date: String
  /// The departure time.
  public let departure: String
  /// The arrival time, with the days it is later when it is.
  public let arrival: String
  /// How long the trip takes.
  public let duration: String
  /// How late the trip left; `nil` when on time.
  public let delay: String?
  /// The departure time's colour: late or on time.
  public let departureColor: TextColor

  /// The screen's values for `trip`, in `formats`' words.
  ///
  /// - Parameters:
  ///   - trip: The trip to show.
  ///   - formats: The person's words, locale and time zone.
  public init(trip: Trip, formats: TripFormats) {
    title = formats.words.title(trip.id.description)
    route = formats.words.route(trip.origin, trip.destination)
    date = formats.date(trip.departure)
    departure = formats.time(trip.departure)
    let laterDays = formats.laterDays(from: trip.departure, to: trip.arrival)
    arrival =
      laterDays > 0
      ? formats.words.laterDay(formats.time(trip.arrival), "\(laterDays)")
      : formats.time(trip.arrival)
    // The minutes a person counts on the card: from the minute shown to the minute shown.
    let minutes =
      Int64((trip.arrival.timeIntervalSince1970 / 60).rounded(.down))
      - Int64((trip.departure.timeIntervalSince1970 / 60).rounded(.down))
    duration = formats.duration(minutes: minutes)
    delay = trip.isDelayed ? formats.delay(minutes: Int64((trip.delay / 60).rounded(.up))) : nil
    departureColor = trip.isDelayed ? .late : .onTime
  }
}
