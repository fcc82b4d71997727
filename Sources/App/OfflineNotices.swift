import Application
import Foundation
import Localization
import OfflineCopy
import Presentation
import PresentationConsole
import PresentationText

/// How the offline copy's notices are told on standard error: the composition root's part of
/// reading offline.
enum OfflineNotices {
  /// Writes a notice to standard error, in the person's language and time zone.
  @MainActor
  static func write(
    _ notice: CachingTripRepository.Notice, to errorOutput: any TextOutput,
    settings: DisplaySettings
  ) {
    let strings = LocalizedStrings(locale: settings.locale, tables: StringTables.table)
    let text: String
    switch notice {
    case .answeredFromCopy(let location, let refreshed):
      let formatter = DateFormatter()
      formatter.locale = settings.locale
      formatter.timeZone = settings.timeZone
      formatter.dateStyle = .short
      formatter.timeStyle = .short
      text = strings.offlineAnsweredFromCopy(
        location: location, time: formatter.string(from: refreshed))
    case .listMayBeIncomplete:
      text = strings.offlineListMayBeIncomplete
    case .keptHere(let location):
      text = strings.offlineKeptHere(location: location)
    case .stillWaiting(let count):
      text =
        count == 1
        ? strings.offlineStillWaitingOne : strings.offlineStillWaiting(count: String(count))
    case .conflicts(let count):
      text =
        count == 1 ? strings.offlineConflictsOne : strings.offlineConflicts(count: String(count))
    case .waitingBehindConflicts(let count):
      text =
        count == 1
        ? strings.offlineWaitingBehindConflictsOne
        : strings.offlineWaitingBehindConflicts(count: String(count))
    case .sentBeforeStopping(let count):
      text =
        count == 1
        ? strings.offlineSentBeforeStoppingOne
        : strings.offlineSentBeforeStopping(count: String(count))
    case .noNumbersLeft(let location):
      text = strings.offlineNoNumbersLeft(location: location)
    case .keptForAnotherStore(let location):
      text = strings.offlineKeptForAnotherStore(location: location)
    case .keptForOtherStores(let count):
      text =
        count == 1
        ? strings.offlineKeptForOtherStoresOne
        : strings.offlineKeptForOtherStores(count: String(count))
    case .changesUnreadable(let file):
      text = strings.offlineChangesUnreadable(path: file)
    }
    errorOutput.write(strings.offlineLabel + ": " + TerminalText.escaped(text) + "\n")
    // At once, so it comes before the answer it is about, and while `watch` keeps waiting.
    errorOutput.flush()
  }
}
