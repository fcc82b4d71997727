import Application
import Domain
import Foundation
import Presentation
import ShapeSupport

/// The first article's presentation control: it takes a `Trip` and puts it into the labels it
/// was given, so a controller only reads the trip and hands it over.
///
/// The labels are passive, and a test gives it labels and a trip, no screen. It knows `Trip`
/// and the words, so the formatting and the binding live together here.
@MainActor
public final class TripControl {
  private let labels: TripLabels
  private let formats: TripFormats

  /// A control over `labels`, in `formats`' words.
  ///
  /// - Parameters:
  ///   - labels: The labels it fills.
  ///   - formats: The person's words, locale and time zone.
  public init(labels: TripLabels, formats: TripFormats) {
    (self.labels, self.formats) = (labels, formats)
  }

  /// The trip on screen; setting it fills every label, and `nil` empties them.
  public var trip: Trip? {
    didSet { trip.map(show) ?? clear() }
  }

  private func show(_ trip: Trip) {
    labels.title.text = formats.words.title(trip.id.description)
    labels.route.text = formats.words.route(trip.origin, trip.destination)
    labels.route.isHidden = labels.route.text == nil
    labels.date.text = formats.date(trip.departure)
    labels.departure.text = formats.time(trip.departure)
    labels.departure.textColor = trip.isDelayed ? .late : .onTime
    let laterDays = formats.laterDays(from: trip.departure, to: trip.arrival)
    labels.arrival.text =
      laterDays > 0
      ? formats.words.laterDay(formats.time(trip.arrival), "\(laterDays)")
      : formats.time(trip.arrival)
    // The minutes a person counts on the card: from the minute shown to the minute shown.
    let minutes =
      Int64((trip.arrival.timeIntervalSince1970 / 60).rounded(.down))
      - Int64((trip.departure.timeIntervalSince1970 / 60).rounded(.down))
    labels.duration.text = formats.duration(minutes: minutes)
    labels.delay.text =
      trip.isDelayed ? formats.delay(minutes: Int64((trip.delay / 60).rounded(.up))) : nil
    labels.delay.isHidden = !trip.isDelayed
  }

  private func clear() {
    for label in [
      labels.title, labels.route, labels.date, labels.departure, labels.arrival, labels.duration,
      labels.delay,
    ] {
      label.text = nil
    }
    labels.departure.textColor = nil
    labels.delay.isHidden = true
  }
}
