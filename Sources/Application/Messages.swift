import Domain
import Foundation
import Presentation

/// The messages use cases show, worded in the person's language.
struct Messages {
  let strings: Strings

  init(_ formats: TripFormats) {
    self.strings = formats.strings
  }

  func notFound(_ id: TripID) -> Message {
    Message(strings("message.notFound", id.description), hint: strings("hint.notFound"))
  }

  func storeFailure(_ error: any Error) -> Message {
    Message(
      strings("message.storeFailure", String(describing: error)),
      hint: strings("hint.storeFailure"))
  }
}

extension MessageView {
  /// Shows why the store failed and returns the matching outcome.
  func reportStoreFailure(_ error: any Error, _ messages: Messages) -> UseCaseOutcome {
    displayError(messages.storeFailure(error))
    return .storageFailed
  }

  /// Shows that a trip does not exist and returns the matching outcome.
  func reportNotFound(_ id: TripID, _ messages: Messages) -> UseCaseOutcome {
    displayError(messages.notFound(id))
    return .notFound
  }
}
