import Domain

/// Shows one stored trip: the use case behind `trips show <id>`.
///
/// It reads top to bottom as the articles' use case does: find the trip through the
/// repository port, and hand it to the presenter, which builds the view model with the factory
/// only this layer can see and pushes it into the view. What keeps a trip from being shown is
/// thrown as a value; the composition root puts it into words.
@MainActor
public struct ShowExistingTrip {
  /// What kept a trip from being shown.
  public enum Problem: Error, Equatable, Sendable {
    /// No trip has the identifier.
    case notFound(TripID)
    /// The store could not be read.
    case store(TripStoreError)
  }

  private let repository: any TripRepository
  private let presenter: TripPresenter

  /// Creates the use case.
  ///
  /// - Parameters:
  ///   - repository: Where trips are stored.
  ///   - presenter: Shows the trip.
  public init(repository: any TripRepository, presenter: TripPresenter) {
    self.repository = repository
    self.presenter = presenter
  }

  /// Shows the trip with the given identifier.
  ///
  /// - Parameter id: The trip to show.
  /// - Throws: ``Problem/notFound(_:)`` when no trip has the identifier,
  ///   ``Problem/store(_:)`` when the store cannot be read; nothing is shown then.
  public func show(tripWithID id: TripID) async throws(Problem) {
    let found: Trip?
    do throws(TripStoreError) {
      found = try await repository.trip(withID: id)
    } catch {
      throw .store(error)
    }
    guard let trip = found else { throw .notFound(id) }
    presenter.present(trip)
  }
}
