import Domain
import OfflineChanges
import Presentation

/// Resolves the conflict of one trip: makes your change again on top of the store's trip, or
/// drops it. The use case behind `trips resolve <id> --keep mine|theirs`.
@MainActor
public struct ResolveConflict {
  private let changes: any PendingChangeSending
  private let presenter: TripPresenter
  private let messageView: any MessageView
  private let formats: TripFormats
  /// The kind of store, for advice that fits its failures.
  private let storeKind: StoreKind

  /// Creates the use case.
  ///
  /// - Parameters:
  ///   - changes: The changes kept on this computer.
  ///   - presenter: Shows the trip once your change is made again.
  ///   - messageView: Where what happened, or a failure, is reported.
  ///   - formats: How trips and messages are put into words.
  ///   - storeKind: The kind of store, for advice on its failures.
  public init(
    changes: any PendingChangeSending, presenter: TripPresenter, messageView: any MessageView,
    formats: TripFormats, storeKind: StoreKind
  ) {
    self.changes = changes
    self.presenter = presenter
    self.messageView = messageView
    self.formats = formats
    self.storeKind = storeKind
  }

  /// Resolves the conflict of the trip numbered `id`, keeping `side`.
  ///
  /// - Returns: ``UseCaseOutcome/completed``; ``UseCaseOutcome/notFound`` when the trip has
  ///   no conflict; ``UseCaseOutcome/changedElsewhere`` when your change cannot be made again
  ///   (the conflict is kept); or the outcome of the store's failure.
  @discardableResult
  public func resolve(tripWithID id: TripID, keeping side: ChangeConflict.Side) async
    -> UseCaseOutcome
  {
    let messages = Messages(formats, storeKind: storeKind)
    let resolution: (ChangeConflict, PendingChange.Outcome?)?
    do throws(TripStoreError) {
      resolution = try await changes.resolve(tripWithID: id, keeping: side)
    } catch {
      return messageView.reportStoreFailure(error, messages)
    }
    guard let (_, outcome) = resolution else {
      messageView.displayError(
        Message(messages.strings.resolveNone(trip: id.description), subject: .nothingToResolve))
      return .notFound
    }
    switch outcome {
    case nil:
      messageView.displayInformation(Message(messages.strings.resolveTheirs(trip: id.description)))
      return .completed
    case .applied(let trips)?:
      messageView.displayInformation(Message(messages.strings.resolveMine(trip: id.description)))
      if let trip = trips.first(where: { $0.id == id }) {
        presenter.present(trip)
      }
      return .completed
    case .conflict?:
      messageView.displayError(
        Message(
          messages.strings.resolveRefused(trip: id.description),
          subject: .resolveRefused(trip: id.description)))
      return .changedElsewhere
    }
  }
}
