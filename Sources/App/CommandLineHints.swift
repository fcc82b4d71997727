import Localization
import Presentation

/// A message view that adds what only the command line knows: the command, option or
/// variable to type next. The use cases name what happened (``MessageSubject``); this
/// decorator, composed in front of every delivery's message view, puts the command line's
/// words to it and passes the message on.
@MainActor
struct CommandLineHints: MessageView {
  private let base: any MessageView
  private let strings: LocalizedStrings

  /// Words the messages `base` shows in the language of `strings`.
  ///
  /// - Parameters:
  ///   - base: The delivery's message view.
  ///   - strings: App's sentences in the person's language.
  init(_ base: any MessageView, strings: LocalizedStrings) {
    self.base = base
    self.strings = strings
  }

  func displayInformation(_ message: Message) {
    base.displayInformation(worded(message))
  }

  func displayError(_ message: Message) {
    base.displayError(worded(message))
  }

  /// `message` with the command line's words for its subject: a hint, or for a place's
  /// name, the text naming the option it was given with.
  func worded(_ message: Message) -> Message {
    guard let subject = message.subject else { return message }
    var message = message
    switch subject {
    case .unsafeName(.origin, let character, let position):
      message.text = strings.messageOriginUnsafe(character: character, position: position)
    case .unsafeName(.destination, let character, let position):
      message.text = strings.messageDestinationUnsafe(character: character, position: position)
    default:
      message.hint = hint(for: subject)
    }
    return message
  }

  private func hint(for subject: MessageSubject) -> String? {
    switch subject {
    case .tripNotFound: strings.hintTripNotFound
    case .noTrips: strings.hintNoTrips
    case .noUpcomingTrips: strings.hintNoUpcomingTrips
    case .outcomeUnknown: strings.hintOutcomeUnknown
    case .changedElsewhere(let trip): strings.hintChangedElsewhere(trip: trip)
    case .unresolvedConflict(let trip): strings.hintUnresolvedConflict(trip: trip)
    case .conflictsWaiting: strings.hintConflictsWaiting
    case .nothingToResolve: strings.hintNothingToResolve
    case .resolveRefused(let trip): strings.hintResolveRefused(trip: trip)
    case .storeUnreachable: strings.hintStoreUnreachable
    case .storeFileFailed: strings.hintStoreFileFailed
    case .serverFailed: strings.hintServerFailed
    case .storeIsStandby: strings.hintStoreIsStandby
    case .storeFromNewerVersion: strings.hintStoreFromNewerVersion
    case .keptChangesDamaged: strings.hintKeptChangesDamaged
    case .keptChangesFromNewerVersion: strings.hintKeptChangesFromNewerVersion
    case .unsafeName: nil
    }
  }
}
