import Domain
import Presentation

/// Shows one stored trip: the use case behind `trips show <id>`.
///
/// It fetches the trip through the repository port, turns it into a `TripViewModel` with
/// the factory only this layer can see, and pushes the view model into the trip view. A
/// missing trip or a failing store reaches the message view instead.
@MainActor
public struct ShowExistingTrip {
  private let flow: OneTripFlow

  /// Creates the use case.
  ///
  /// - Parameters:
  ///   - repository: Where trips are stored.
  ///   - tripView: Where the trip is shown.
  ///   - messageView: Where failures are reported.
  ///   - formats: How the trip is put into words.
  public init(
    repository: any TripRepository,
    tripView: any TripScreen,
    messageView: any MessageView,
    formats: TripFormats
  ) {
    self.flow = OneTripFlow(
      repository: repository, tripView: tripView, messageView: messageView, formats: formats)
  }

  /// Shows the trip with the given identifier.
  ///
  /// - Parameter id: The trip to show.
  /// - Returns: ``UseCaseOutcome/completed`` when the trip was shown,
  ///   ``UseCaseOutcome/notFound``, ``UseCaseOutcome/storageFailed`` or
  ///   ``UseCaseOutcome/storeBusy`` otherwise.
  @discardableResult
  public func show(tripWithID id: TripID) async -> UseCaseOutcome {
    await flow.show(tripWithID: id)
  }
}
