import Domain
import Presentation
import StoreCapabilities

/// Copies every trip from one store into a new one: the use case behind `trips move`.
///
/// The new store takes in the trips with their numbers and revisions, the largest number the
/// old store ever handed out, and the old store's identity, so nothing that refers to a trip
/// by its number, or to the store by its identity, notices the move. The old store is only
/// read.
@MainActor
public struct MoveStore {
  private let source: any TripStoreMoving
  private let target: any TripStoreMoving
  private let messageView: any MessageView
  private let formats: TripFormats
  /// The kind of the old store, for advice on its failures.
  private let storeKind: StoreKind
  private let targetKind: StoreKind

  /// Creates the use case.
  ///
  /// - Parameters:
  ///   - source: The store the trips are in now.
  ///   - target: The store they move to; it must never have handed out a trip number.
  ///   - messageView: Where the confirmation or a failure is reported.
  ///   - formats: How messages are put into words.
  ///   - storeKind: The kind of the old store, for advice on its failures.
  ///   - targetKind: The kind of the new store, for advice on its failures; the old store's
  ///     unless given.
  public init(
    from source: any TripStoreMoving, to target: any TripStoreMoving,
    messageView: any MessageView, formats: TripFormats, storeKind: StoreKind,
    targetKind: StoreKind? = nil
  ) {
    self.source = source
    self.target = target
    self.messageView = messageView
    self.formats = formats
    self.storeKind = storeKind
    self.targetKind = targetKind ?? storeKind
  }

  /// Moves every trip, all or nothing.
  ///
  /// - Returns: ``UseCaseOutcome/completed`` when every trip moved,
  ///   ``UseCaseOutcome/rejected`` when the new store was used before or the old one never
  ///   was, or the outcome of the store that failed. Nothing is written unless every trip
  ///   moved.
  @discardableResult
  public func move() async -> UseCaseOutcome {
    let messages = Messages(formats, storeKind: storeKind)
    let strings = messages.strings
    let count: Int
    do throws(TripMoveError) {
      count = try await target.takeIn(tripsOf: source)
    } catch {
      switch error {
      case .targetNotNew(let highest):
        messageView.displayError(
          Message(
            strings.messageMoveTargetNotNew(highest: String(highest)),
            hint: strings.hintMoveTargetNotNew))
        return .rejected
      case .nothingToMove:
        messageView.displayError(Message(strings.messageNothingToMove))
        return .rejected
      case .source(let failure):
        return messageView.reportStoreFailure(failure, messages)
      case .store(let failure):
        return messageView.reportStoreFailure(
          failure, Messages(formats, storeKind: targetKind))
      }
    }
    messageView.displayInformation(Message(strings.messageMoved(count: String(count))))
    return .completed
  }
}
