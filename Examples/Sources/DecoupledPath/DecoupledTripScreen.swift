import Application
import Domain
import Presentation
import ShapeSupport

/// Trips' own path, from the root's targets: the use case reads the trip, the factory makes a
/// view model that knows nothing of `Trip`, and the control binds it to the labels.
///
/// Nothing here formats: this type only composes, as App and the window do. Each step is
/// tested alone in the root package with spies; here, the labels are what they fill.
@MainActor
public final class DecoupledTripScreen {
  /// The labels the control fills.
  public let labels = TripLabels()
  private let useCase: ShowExistingTrip
  private let tripID: TripID

  /// A screen of trip `tripID` in `repository`, shown in `formats`' words.
  ///
  /// - Parameters:
  ///   - repository: Where the trip is read.
  ///   - tripID: The trip to show.
  ///   - formats: The person's words, locale and time zone.
  public init(repository: any TripRepository, tripID: TripID, formats: TripFormats) {
    let view = LabelsView(labels: labels)
    useCase = ShowExistingTrip(
      repository: repository, presenter: TripPresenter(view: view, formats: formats))
    self.tripID = tripID
  }

  /// Runs the use case; a trip that cannot be read leaves the labels empty.
  public func viewDidLoad() async {
    try? await useCase.show(tripWithID: tripID)
  }
}

/// The view the use case pushes into: the root's control over the shared labels.
@MainActor
private final class LabelsView: TripView {
  private let control: TripPresentationControl

  init(labels: TripLabels) {
    control = TripPresentationControl(
      titleLabel: labels.title, routeLabel: labels.route, dateLabel: labels.date,
      departureTimeLabel: labels.departure, arrivalTimeLabel: labels.arrival,
      durationLabel: labels.duration, delayLabel: labels.delay)
  }

  func display(_ trip: TripViewModel) {
    control.viewModel = trip
  }
}
