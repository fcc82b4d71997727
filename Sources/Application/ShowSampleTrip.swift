import Domain
import Presentation

/// Shows a sample trip, storing it first unless the store already holds it: the use case
/// behind `trips demo`.
///
/// A stored trip counts as the sample when its scheduled departure and arrival are the
/// sample's, so running the demo again shows the same trip and adds no duplicate.
@MainActor
public struct ShowSampleTrip {
  private let repository: any TripStore
  private let sample: TripDraft
  private let presenter: TripPresenter
  private let messageView: any MessageView
  private let formats: TripFormats
  /// The kind of store, for advice that fits its failures.
  private let storeKind: StoreKind

  /// Creates the use case.
  ///
  /// - Parameters:
  ///   - repository: Where trips are stored.
  ///   - sample: The trip to show.
  ///   - presenter: Shows the trip.
  ///   - messageView: Where failures are reported.
  ///   - formats: How the trip is put into words.
  ///   - storeKind: The kind of store, for advice on its failures.
  public init(
    repository: any TripStore,
    sample: TripDraft,
    presenter: TripPresenter,
    messageView: any MessageView,
    formats: TripFormats, storeKind: StoreKind
  ) {
    self.repository = repository
    self.sample = sample
    self.presenter = presenter
    self.messageView = messageView
    self.formats = formats
    self.storeKind = storeKind
  }

  /// Finds or stores the sample trip, then shows it.
  ///
  /// - Returns: ``UseCaseOutcome/completed``; ``UseCaseOutcome/storageFailed`` when the
  ///   store cannot be read or written, or ``UseCaseOutcome/storeBusy`` when another program
  ///   holds it.
  @discardableResult
  public func show() async -> UseCaseOutcome {
    do throws(TripStoreError) {
      let trip: Trip
      if let stored = try await storedSample() {
        trip = stored
      } else {
        trip = try await repository.add(sample)
      }
      presenter.present(trip)
      return .completed
    } catch {
      return messageView.reportStoreFailure(error, Messages(formats, storeKind: storeKind))
    }
  }

  private func storedSample() async throws(TripStoreError) -> Trip? {
    for try await trip in repository.allTrips() where trip.departure >= sample.departure {
      if trip.departure > sample.departure { return nil }
      if trip.arrival == sample.arrival { return trip }
    }
    return nil
  }
}
