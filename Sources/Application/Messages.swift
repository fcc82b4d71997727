import Domain
import Foundation
import Presentation

/// The messages use cases show, worded in the person's language.
struct Messages {
  let strings: LocalizedStrings

  init(_ formats: TripFormats) {
    self.strings = formats.strings
  }

  func notFound(_ id: TripID) -> Message {
    Message(strings("message.notFound", id.description), hint: strings("hint.notFound"))
  }

  func storeFailure(_ error: any Error) -> Message {
    let text: String
    if let error = error as? TripStoreError {
      text = describe(error)
    } else {
      text = strings("message.storeFailure", String(describing: error))
    }
    return Message(text, hint: strings("hint.storeFailure"))
  }

  /// The store's problem in the person's language; the details an adapter adds (SQLite's own
  /// message, where a JSON file breaks off) stay as the adapter wrote them.
  private func describe(_ error: TripStoreError) -> String {
    let path = error.path
    switch error.problem {
    case .isDirectory: return strings("store.isDirectory", path)
    case .emptyFile: return strings("store.emptyFile", path)
    case .notSQLiteDatabase: return strings("store.notSQLiteDatabase", path)
    case .foreignDatabase: return strings("store.foreignDatabase", path)
    case .truncated: return strings("store.truncated", path)
    case .corrupt(let detail): return strings("store.corrupt", path, detail)
    case .newerSchema(let found, let supported):
      return strings("store.newerSchema", path, String(found), String(supported))
    case .malformedJSON(let detail): return strings("store.malformedJSON", path, detail)
    case .invalidContent(let detail): return strings("store.invalidContent", path, detail)
    case .unreadable(let detail): return strings("store.unreadable", path, detail)
    case .unwritable(let detail): return strings("store.unwritable", path, detail)
    case .database(let detail): return strings("store.database", path, detail)
    }
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
