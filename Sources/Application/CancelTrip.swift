import Domain
import Presentation

/// Removes a trip and confirms it: the use case behind `trips remove`.
@MainActor
public struct CancelTrip {
  private let repository: any TripRepository
  private let messageView: any MessageView
  private let formats: TripFormats

  /// Creates the use case.
  ///
  /// - Parameters:
  ///   - repository: Where the trip is stored.
  ///   - messageView: Where the confirmation or a failure is reported.
  ///   - formats: How messages are put into words.
  public init(repository: any TripRepository, messageView: any MessageView, formats: TripFormats) {
    self.repository = repository
    self.messageView = messageView
    self.formats = formats
  }

  /// Removes the trip with the given identifier.
  ///
  /// - Parameter id: The trip to remove.
  /// - Returns: ``UseCaseOutcome/completed``, ``UseCaseOutcome/notFound``,
  ///   ``UseCaseOutcome/storageFailed`` or ``UseCaseOutcome/storeBusy``.
  @discardableResult
  public func cancel(tripWithID id: TripID) async -> UseCaseOutcome {
    let messages = Messages(formats)
    do throws(TripRepositoryError) {
      try await repository.remove(tripWithID: id)
    } catch {
      return messageView.reportChangeFailure(error, messages)
    }
    messageView.displayInformation(Message(messages.strings.messageRemoved(id.description)))
    return .completed
  }
}
