import Application
import Domain
import ShapeSupport

/// The controller of the view-model shape: it reads the trip, makes the model, and binds the
/// model's values to the labels.
@MainActor
public final class TripScreenController {
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

  /// Reads the trip and shows its model; a trip that cannot be read leaves the labels empty.
  public func viewDidLoad() async {
    guard let trip = try? await repository.trip(withID: tripID) else { return }
    bind(TripScreenModel(trip: trip, formats: formats))
  }

  /// Puts `model`'s values into the labels.
  func bind(_ model: TripScreenModel) {
    labels.title.text = model.title
    labels.route.text = model.route
    labels.route.isHidden = model.route == nil
    labels.date.text = model.date
    labels.departure.text = model.departure
    labels.departure.textColor = model.departureColor
    labels.arrival.text = model.arrival
    labels.duration.text = model.duration
    labels.delay.text = model.delay
    labels.delay.isHidden = model.delay == nil
  }
}
