import Application
import Domain
import Foundation
import ShapeSupport

/// The first article's starting point: a view controller that reads a trip and formats it
/// straight into its labels.
///
/// Everything about the screen is in one place and reads top to bottom, which is its strength
/// for a small screen. It knows `Trip`, the store and the words; what it shows can be checked
/// only through its labels, after a store answered.
@MainActor
public final class TripViewController {
  /// The labels this controller fills.
  public let labels = TripLabels()
  private let repository: any TripRepository
  private let tripID: TripID
  private let formats: TripFormats

  /// A controller for trip `tripID` in `repository`, shown in `formats`' words.
  ///
  /// - Parameters:
  ///   - repository: Where the trip is read.
  ///   - tripID: The trip to show.
  ///   - formats: The person's words, locale and time zone.
  public init(repository: any TripRepository, tripID: TripID, formats: TripFormats) {
    (self.repository, self.tripID, self.formats) = (repository, tripID, formats)
  }

  /// Reads the trip and fills the labels, as `viewDidLoad` does in the article; a trip that
  /// cannot be read leaves them empty.
  public func viewDidLoad() async {
    guard let trip = try? await repository.trip(withID: tripID) else { return }
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
}
