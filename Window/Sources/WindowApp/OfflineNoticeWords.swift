import Foundation
import Localization
import OfflineCopy

/// What the window says when the offline copy tells what it did: the command line's notices,
/// with advice that names the window's panel instead of a command to type.
struct OfflineNoticeWords {
  private let strings: LocalizedStrings
  private let when: DateFormatter

  /// The notices in `locale`'s language, with times in `timeZone`.
  init(locale: Locale, timeZone: TimeZone) {
    strings = LocalizedStrings(locale: locale, tables: StringTables.table)
    when = DateFormatter()
    when.locale = locale
    when.timeZone = timeZone
    when.dateStyle = .short
    when.timeStyle = .short
  }

  /// The words of `notice`.
  func text(of notice: CachingTripRepository.Notice) -> String {
    switch notice {
    case .answeredFromCopy(let location, let refreshed):
      strings.noticeAnsweredFromCopy(location: location, time: when.string(from: refreshed))
    case .listMayBeIncomplete: strings.noticeListMayBeIncomplete
    case .keptHere(let location): strings.noticeKeptHere(location: location)
    case .stillWaiting(let count):
      count == 1 ? strings.noticeStillWaitingOne : strings.noticeStillWaiting(count: "\(count)")
    case .conflicts(let count):
      count == 1 ? strings.noticeConflictsOne : strings.noticeConflicts(count: "\(count)")
    case .waitingBehindConflicts(let count):
      count == 1
        ? strings.noticeWaitingBehindConflictsOne
        : strings.noticeWaitingBehindConflicts(count: "\(count)")
    case .sentBeforeStopping(let count):
      count == 1
        ? strings.noticeSentBeforeStoppingOne : strings.noticeSentBeforeStopping(count: "\(count)")
    case .noNumbersLeft(let location): strings.noticeNoNumbersLeft(location: location)
    case .keptForAnotherStore(let location): strings.noticeKeptForAnotherStore(location: location)
    case .keptForOtherStores(let count):
      count == 1
        ? strings.noticeKeptForOtherStoresOne : strings.noticeKeptForOtherStores(count: "\(count)")
    case .changesUnreadable(let file): strings.noticeChangesUnreadable(path: file)
    }
  }
}
