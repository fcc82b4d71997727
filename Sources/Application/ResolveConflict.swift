import Domain
import Presentation

/// Resolves the conflict of one trip: makes your change again on top of the store's trip, or
/// drops it. The use case behind `trips resolve <id> --keep mine|theirs`.
@MainActor
public struct ResolveConflict {
  private let changes: any PendingChangeSending
  private let presenter: TripPresenter
  private let messageView: any MessageView
  private let formats: TripFormats

  /// Creates the use case.
  ///
  /// - Parameters:
  ///   - changes: The changes kept on this computer.
  ///   - presenter: Shows the trip once your change is made again.
  ///   - messageView: Where what happened, or a failure, is reported.
  ///   - formats: How trips and messages are put into words.
  public init(
    changes: any PendingChangeSending, presenter: TripPresenter, messageView: any MessageView,
    formats: TripFormats
  ) {
    self.changes = changes
    self.presenter = presenter
    self.messageView = messageView
    self.formats = formats
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
    let messages = Messages(formats)
    let resolution: (ChangeConflict, PendingChange.Outcome?)?
    do throws(TripStoreError) {
      resolution = try await changes.resolve(tripWithID: id, keeping: side)
    } catch {
      return messageView.reportStoreFailure(error, messages)
    }
    guard let (_, outcome) = resolution else {
      messageView.displayError(
        Message(
          messages.strings.resolveNone(id.description), hint: messages.strings.hintResolveNone))
      return .notFound
    }
    switch outcome {
    case nil:
      messageView.displayInformation(Message(messages.strings.resolveTheirs(id.description)))
      return .completed
    case .applied(let trip)?:
      messageView.displayInformation(Message(messages.strings.resolveMine(id.description)))
      if let trip {
        presenter.present(trip)
      }
      return .completed
    case .conflict?:
      messageView.displayError(
        Message(
          messages.strings.resolveRefused(id.description),
          hint: messages.strings.hintResolveRefused(id.description)))
      return .changedElsewhere
    }
  }
}
