import Application
import Domain
import ShapeSupport

/// The controller of the control shape: it reads the trip and hands it to the control.
@MainActor
public final class TripControlController {
  /// The labels the control fills.
  public let labels = TripLabels()
  /// The control that formats the trip into the labels.
  public let control: TripControl
  private let repository: any TripRepository
  private let tripID: TripID

  /// A controller for trip `tripID` in `repository`, shown in `formats`' words.
  ///
  /// - Parameters:
  ///   - repository: Where the trip is read.
  ///   - tripID: The trip to show.
  ///   - formats: The person's words, locale and time zone.
  public init(repository: any TripRepository, tripID: TripID, formats: TripFormats) {
    (self.repository, self.tripID) = (repository, tripID)
    control = TripControl(labels: labels, formats: formats)
  }

  /// Reads the trip and hands it to the control; a trip that cannot be read leaves the labels
  /// empty.
  public func viewDidLoad() async {
    guard let trip = try? await repository.trip(withID: tripID) else { return }
    control.trip = trip
  }
}
