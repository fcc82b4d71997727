import Domain
import Foundation
import Localization
import Presentation

/// The messages use cases show, worded in the person's language.
///
/// Making one chooses no words: a use case makes it before it runs, and the sentences are
/// looked up only when a message is put into words.
struct Messages {
  private let formats: TripFormats
  /// The kind of store behind the use case, for advice that fits a store's failure.
  let storeKind: StoreKind

  init(_ formats: TripFormats, storeKind: StoreKind) {
    self.formats = formats
    self.storeKind = storeKind
  }

  /// The sentences of the person's language.
  var strings: LocalizedStrings { LocalizedStrings(locale: formats.locale) }

  /// Why a trip breaks a rule of the domain, with the instants in the person's formats.
  func refusal(_ error: TripError) -> Refusal {
    switch error {
    case .arrivalNotAfterDeparture(let departure, let arrival):
      Refusal(
        message: Message(
          strings.messageArrivalNotAfterDeparture(
            departure: moment(departure), arrival: moment(arrival))))
    }
  }

  /// Why a stated time cannot be used on its day: the daylight-saving change that skips it,
  /// with the time the clocks leave and the time they jump to.
  func skippedTime(_ skipped: StatedTime.Skipped) -> Refusal {
    let date = TripFormats.withPlainSpaces(formats.date(skipped.day))
    let zone = formats.timeZone
    let time = skipped.time.description
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    let startOfDay = calendar.startOfDay(for: skipped.day)
    guard let change = zone.nextDaylightSavingTimeTransition(after: startOfDay - 1),
      let before = TimeZone(secondsFromGMT: zone.secondsFromGMT(for: change - 1)),
      let from = Self.wallClock(at: change, in: before),
      let to = Self.wallClock(at: change, in: zone)
    else {
      return Refusal(
        message: Message(
          strings.messageSkippedTime(time: time, day: date, timeZone: zone.identifier)))
    }
    return Refusal(
      message: Message(
        strings.messageSkippedTimeChange(
          time:
            time, day: date, timeZone: zone.identifier, before: from.description,
          after: to.description)))
  }

  /// Why a delay cannot be recorded: it is more than `limit` minutes either way.
  func delayOutOfRange(_ minutes: Int, limit: Int) -> Refusal {
    Refusal(
      message: Message(
        strings.messageDelayOutOfRange(minutes: String(minutes), limit: String(limit))))
  }

  /// The time a clock in `zone` shows at `instant`.
  private static func wallClock(at instant: Date, in zone: TimeZone) -> WallClockTime? {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    let parts = calendar.dateComponents([.hour, .minute], from: instant)
    return WallClockTime(hour: parts.hour ?? 0, minute: parts.minute ?? 0)
  }

  private func moment(_ date: Date) -> String {
    TripFormats.withPlainSpaces(formats.date(date) + " " + formats.time(date))
  }

  func notFound(_ id: TripID) -> Message {
    Message(strings.messageNotFound(trip: id.description), subject: .tripNotFound)
  }

  func tripNamedTwice(_ id: TripID) -> Message {
    Message(strings.messageTripNamedTwice(trip: id.description), hint: nil)
  }

  func changedElsewhere(_ id: TripID) -> Message {
    Message(
      strings.messageChangedElsewhere(trip: id.description),
      subject: .changedElsewhere(trip: id.description))
  }

  func unresolvedConflict(_ id: TripID) -> Message {
    Message(
      strings.messageUnresolvedConflict(trip: id.description),
      subject: .unresolvedConflict(trip: id.description))
  }

  /// Why the store could not be used, with advice that fits the cause and the kind of store
  /// (``storeKind``). A server's own words are never the reason: they go on a
  /// detail line of their own.
  func storeFailure(_ error: TripStoreError) -> Message {
    if error.inKeptChanges {
      return message(describe(error), keptChangesAdvice(for: error.problem))
    }
    let kind = storeKind
    switch (error.problem, kind) {
    case (.failed(let detail), .server):
      return message(
        strings.storeServerFailed(location: error.location),
        advice(for: error.problem, in: kind), detail: detail)
    case (.unwritable(let detail), .server):
      return message(
        strings.storeServerUnwritable(location: error.location),
        advice(for: error.problem, in: kind), detail: detail)
    default:
      return message(describe(error), advice(for: error.problem, in: kind))
    }
  }

  /// What to do about a failure: a hint in words, or, where the advice would name what to
  /// type, the subject a delivery words itself.
  enum Advice: Equatable {
    /// Advice in the person's language.
    case hint(String)
    /// What happened, for the delivery's own advice.
    case subject(MessageSubject)
  }

  /// The advice for `problem` in a store of `kind`: a server is never told to move a file
  /// aside, nor a file to check a password. A pair that cannot occur (a file that cannot be
  /// reached, any failure of memory) gets the advice of the nearest pair that can; memory gets
  /// a file's.
  func advice(for problem: TripStoreError.Problem, in kind: StoreKind) -> Advice {
    switch (problem, kind) {
    case (.busy, _): .hint(strings.hintStoreBusy)
    case (.unreachable, _): .subject(.storeUnreachable)
    case (.outcomeUnknown, _): .subject(.outcomeUnknown)
    case (.accessRefused, .file), (.accessRefused, .memory): .hint(strings.hintFileAccess)
    case (.accessRefused(.credentials), _): .hint(strings.hintCredentials)
    case (.accessRefused(.privilege), _): .hint(strings.hintPrivilege)
    case (.readOnly(.replica), _): .subject(.storeIsStandby)
    case (.readOnly(.refusesChanges), _): .hint(strings.hintRefusesChanges)
    case (.readOnly(.noneTakesChangesYet), _): .hint(strings.hintNoServerTakesChanges)
    case (.newerVersion, _): .subject(.storeFromNewerVersion)
    case (.notAStore, .server): .hint(strings.hintServerNotAStore)
    case (.damaged, .server): .hint(strings.hintServerDamaged)
    case (.unreadable, .server), (.unwritable, .server), (.failed, .server):
      .subject(.serverFailed)
    case (.unreadable, _), (.unwritable, _): .hint(strings.hintFileAccess)
    case (.notAStore, _), (.damaged, _), (.failed, _): .subject(.storeFileFailed)
    }
  }

  /// The advice for `problem` in the file of changes kept on this computer: it is never
  /// written while it does not check, and never set aside by the program.
  func keptChangesAdvice(for problem: TripStoreError.Problem) -> Advice {
    switch problem {
    case .damaged, .notAStore: .subject(.keptChangesDamaged)
    case .newerVersion: .subject(.keptChangesFromNewerVersion)
    case .busy: .hint(strings.hintStoreBusy)
    default: .hint(strings.hintFileAccess)
    }
  }

  /// A message with `advice`: its hint, or its subject.
  private func message(_ text: String, _ advice: Advice, detail: String? = nil) -> Message {
    switch advice {
    case .hint(let hint): Message(text, hint: hint, detail: detail)
    case .subject(let subject): Message(text, detail: detail, subject: subject)
    }
  }

  /// The store's problem in the person's language; where it is and what the adapter found
  /// (SQLite's own message, where a JSON file breaks off) stay as the adapter wrote them.
  private func describe(_ error: TripStoreError) -> String {
    let location = error.location
    switch error.problem {
    case .notAStore(let detail): return strings.storeNotAStore(location: location, found: detail)
    case .damaged(let detail): return strings.storeDamaged(location: location, found: detail)
    case .newerVersion(let found, let supported):
      return strings.storeNewerVersion(
        location: location, found: String(found), supported: String(supported))
    case .unreadable(let detail): return strings.storeUnreadable(location: location, found: detail)
    case .unwritable(let detail): return strings.storeUnwritable(location: location, found: detail)
    case .busy: return strings.storeBusy(location: location)
    case .unreachable: return strings.storeUnreachable(location: location)
    case .outcomeUnknown: return strings.storeOutcomeUnknown(location: location)
    case .accessRefused(.credentials): return strings.storeCredentialsRefused(location: location)
    case .accessRefused(.privilege): return strings.storePrivilegeRefused(location: location)
    case .readOnly: return strings.storeReadOnly(location: location)
    case .failed(let detail): return strings.storeFailed(location: location, found: detail)
    }
  }
}

extension MessageView {
  /// Shows why the store failed and returns the matching outcome: ``UseCaseOutcome/storeBusy``
  /// when trying again may succeed (a server that takes no changes now included),
  /// ``UseCaseOutcome/accessRefused`` when the store refused access,
  /// ``UseCaseOutcome/storageFailed`` otherwise.
  func reportStoreFailure(_ error: TripStoreError, _ messages: Messages) -> UseCaseOutcome {
    displayError(messages.storeFailure(error))
    switch error.problem {
    case .busy, .unreachable, .outcomeUnknown, .readOnly: return .storeBusy
    case .accessRefused: return .accessRefused
    default: return .storageFailed
    }
  }

  /// Shows why a change failed and returns the matching outcome; a conflict is told for the
  /// first trip in conflict.
  func reportChangeFailure(_ error: TripRepositoryError, _ messages: Messages) -> UseCaseOutcome {
    switch error {
    case .notFound(let id): reportNotFound(id, messages)
    case .changedElsewhere(let conflicts): reportChangedElsewhere(conflicts[0].id, messages)
    case .unresolvedConflict(let id): reportUnresolvedConflict(id, messages)
    case .store(let failure): reportStoreFailure(failure, messages)
    }
  }

  /// Shows that someone else changed a trip meanwhile and returns the matching outcome.
  func reportChangedElsewhere(_ id: TripID, _ messages: Messages) -> UseCaseOutcome {
    displayError(messages.changedElsewhere(id))
    return .changedElsewhere
  }

  /// Shows that a change to the trip made on this computer conflicts and is not resolved, and
  /// returns the outcome of a change refused for someone else's.
  func reportUnresolvedConflict(_ id: TripID, _ messages: Messages) -> UseCaseOutcome {
    displayError(messages.unresolvedConflict(id))
    return .changedElsewhere
  }

  /// Shows that a trip does not exist and returns the matching outcome.
  func reportNotFound(_ id: TripID, _ messages: Messages) -> UseCaseOutcome {
    displayError(messages.notFound(id))
    return .notFound
  }
}
