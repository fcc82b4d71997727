import Application
import Foundation
import Localization
import OfflineCopy
import Presentation
import PresentationConsole
import PresentationText

/// Where the local copies of team stores are kept, and how their notices are told: the
/// composition root's part of reading offline.
enum OfflineCopies {
  /// `$XDG_CACHE_HOME/trips`, else `~/.cache/trips`; `nil` without a home folder.
  static func folder(environment: [String: String]) -> OfflineCopyFolder? {
    if let cacheHome = environment["XDG_CACHE_HOME"], cacheHome.hasPrefix("/") {
      return OfflineCopyFolder(path: cacheHome + "/trips")
    }
    guard let home = environment["HOME"], !home.isEmpty else { return nil }
    return OfflineCopyFolder(path: home + "/.cache/trips")
  }

  /// Whether `--fresh-only` or `TRIPS_FRESH_ONLY` asks for the store's own answers only.
  static func freshOnly(option: Bool, environment: [String: String]) -> Bool {
    option || !["", "0", nil].contains(environment["TRIPS_FRESH_ONLY"])
  }

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
