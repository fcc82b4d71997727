import Domain
import Presentation

/// Shows one stored trip: the use case behind `trips show <id>`.
///
/// It reads top to bottom as the articles' use case does: find the trip through the
/// repository port, report a failing store or a missing trip to the message view, build the
/// view model with the factory only this layer can see, and push it into the view.
@MainActor
public struct ShowExistingTrip {
  private let repository: any TripRepository
  private let presenter: TripPresenter
  private let messageView: any MessageView
  private let formats: TripFormats

  /// Creates the use case.
  ///
  /// - Parameters:
  ///   - repository: Where trips are stored.
  ///   - presenter: Shows the trip.
  ///   - messageView: Where failures are reported.
  ///   - formats: How the trip is put into words.
  public init(
    repository: any TripRepository,
    presenter: TripPresenter,
    messageView: any MessageView,
    formats: TripFormats
  ) {
    self.repository = repository
    self.presenter = presenter
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
    presenter.present(trip)
    return .completed
  }
}
