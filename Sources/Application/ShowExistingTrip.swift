import Domain
import Presentation

/// Shows one stored trip: the use case behind `trips show <id>`.
///
/// It reads top to bottom as the articles' use case does: find the trip through the
/// repository port, report a failing store or a missing trip to the message view, build the
/// view model with the factory only this layer can see, and push it into the screen.
@MainActor
public struct ShowExistingTrip {
  private let repository: any TripRepository
  private let screen: any TripScreen
  private let messageView: any MessageView
  private let formats: TripFormats

  /// Creates the use case.
  ///
  /// - Parameters:
  ///   - repository: Where trips are stored.
  ///   - screen: Where the trip is shown.
  ///   - messageView: Where failures are reported.
  ///   - formats: How the trip is put into words.
  public init(
    repository: any TripRepository,
    screen: any TripScreen,
    messageView: any MessageView,
    formats: TripFormats
  ) {
    self.repository = repository
    self.screen = screen
    self.messageView = messageView
    self.formats = formats
  }

  /// Shows the trip with the given identifier.
  ///
  /// - Parameter id: The trip to show.
  /// - Returns: ``UseCaseOutcome/completed`` when the trip was shown,
  ///   ``UseCaseOutcome/notFound``, ``UseCaseOutcome/storageFailed``,
  ///   ``UseCaseOutcome/storeBusy`` or ``UseCaseOutcome/accessRefused`` otherwise.
  @discardableResult
  public func show(tripWithID id: TripID) async -> UseCaseOutcome {
    let messages = Messages(formats)
    let found: Trip?
    do throws(TripStoreError) {
      found = try await repository.trip(withID: id)
    } catch {
      return messageView.reportStoreFailure(error, messages)
    }
    guard let trip = found else {
      return messageView.reportNotFound(id, messages)
    }
    let viewModel = TripViewModel(trip, formats: formats)
    screen.display(viewModel, values: TripValues(trip))
    return .completed
  }
}
