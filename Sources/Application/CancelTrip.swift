import Domain
import Presentation

/// Removes a trip and confirms it: the use case behind `trips remove`.
@MainActor
public struct CancelTrip {
  private let repository: any TripStore
  private let messageView: any MessageView
  private let formats: TripFormats
  /// The kind of store, for advice that fits its failures.
  private let storeKind: StoreKind

  /// Creates the use case.
  ///
  /// - Parameters:
  ///   - repository: Where the trip is stored.
  ///   - messageView: Where the confirmation or a failure is reported.
  ///   - formats: How messages are put into words.
  ///   - storeKind: The kind of store, for advice on its failures.
  public init(
    repository: any TripStore, messageView: any MessageView, formats: TripFormats,
    storeKind: StoreKind
  ) {
    self.repository = repository
    self.messageView = messageView
    self.formats = formats
    self.storeKind = storeKind
  }

  /// Removes the trip with the given identifier, as it is read now: a change made between
  /// reading and removing refuses the removal.
  ///
  /// - Parameter id: The trip to remove.
  /// - Returns: ``UseCaseOutcome/completed``, ``UseCaseOutcome/notFound``,
  ///   ``UseCaseOutcome/changedElsewhere``, ``UseCaseOutcome/storageFailed``,
  ///   ``UseCaseOutcome/storeBusy`` or ``UseCaseOutcome/accessRefused``.
  @discardableResult
  public func cancel(tripWithID id: TripID) async -> UseCaseOutcome {
    let messages = Messages(formats, storeKind: storeKind)
    let trip: Trip
    do throws(TripStoreError) {
      guard let found = try await repository.trip(withID: id) else {
        return messageView.reportNotFound(id, messages)
      }
      trip = found
    } catch {
      return messageView.reportStoreFailure(error, messages)
    }
    do throws(TripRepositoryError) {
      try await repository.remove(trip)
    } catch {
      return messageView.reportChangeFailure(error, messages)
    }
    messageView.displayInformation(Message(messages.strings.messageRemoved(trip: id.description)))
    return .completed
  }
}
