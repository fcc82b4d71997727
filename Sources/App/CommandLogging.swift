import Application
import Domain
import Foundation
import Presentation
import RunLog
import StoreEvents
import StoreOpening

/// The log of one run, as `--log`, `TRIPS_LOG` and `TRIPS_LOG_LEVEL` ask for it.
///
/// ``TripsCommand`` opens it before the command runs; ``CommandContext/compose(remembering:)`` puts the
/// log's decorators around the ports and hands the adapters ``StoreEventLog``; ``Composition``
/// writes each use case's outcome; and the command's own line is written when it ends. The
/// use cases never learn of any of it (decision 22).
@MainActor
final class CommandLogging {
  /// What keeps a log from being written as asked. The command runs on either way.
  enum Problem: Equatable {
    /// The log at the path cannot be opened or written, for the reason given.
    case cannotWrite(path: String, LogFailure)
    /// `TRIPS_LOG_LEVEL` names no level; the log is written at info.
    case unknownLevel(String)
  }

  /// The lines.
  let log: RunLog
  /// Where the lines go, as given: a path, or `-` for standard error.
  let path: String
  /// The stores this run composed, in front of which the log stands.
  private var stores: [LoggingTripStore] = []
  /// When the command started, on the log's forward-only clock.
  private let started: Duration

  private init(log: RunLog, path: String) {
    self.log = log
    self.path = path
    self.started = log.clock.elapsed()
  }

  /// The log `option` (`--log`) or else `TRIPS_LOG` names, at the level `TRIPS_LOG_LEVEL`
  /// names; `nil` when neither names a log or it cannot be opened, with the problems found.
  ///
  /// - Parameters:
  ///   - option: The value of `--log`, if given.
  ///   - environment: The process's environment.
  ///   - clock: The time of day, and a forward-only clock.
  ///   - runID: The id of this run.
  static func open(
    option: String?, environment: [String: String], clock: LogClock, runID: String
  ) -> (CommandLogging?, [Problem]) {
    guard let path = option ?? environment["TRIPS_LOG"], !path.isEmpty else { return (nil, []) }
    var problems: [Problem] = []
    var level = LogLevel.info
    if let name = environment["TRIPS_LOG_LEVEL"], !name.isEmpty {
      if let named = LogLevel(name: name) {
        level = named
      } else {
        problems.append(.unknownLevel(name))
      }
    }
    let destination: any LogDestination
    do throws(LogFailure) {
      destination = path == "-" ? LogFile.standardError() : try LogFile.appending(to: path)
    } catch {
      return (nil, problems + [.cannotWrite(path: path, error)])
    }
    let log = RunLog(destination: destination, level: level, runID: runID, clock: clock)
    return (CommandLogging(log: log, path: path), problems)
  }

  /// The reports of the adapters, as lines.
  var storeEvents: any StoreEventReporting { StoreEventLog(log: log) }

  /// `opened` with the log in front of each of its ports.
  ///
  /// - Parameter opened: The store the run opened.
  func wrap(_ opened: OpenedStore) -> OpenedStore {
    let store = LoggingTripStore(opened.store, log: log)
    stores.append(store)
    var wrapped = OpenedStore(
      store, announcements: opened.announcements.map { LoggingChangeAnnouncements($0, log: log) })
    wrapped.pending = opened.pending.map { LoggingPendingChanges($0, log: log) }
    wrapped.marks = opened.marks
    return wrapped
  }

  /// Writes the `use_case` line of a use case that ended with `outcome`.
  ///
  /// - Parameters:
  ///   - useCase: The use case's type name, such as `ListTrips`.
  ///   - outcome: How it ended.
  ///   - took: How long it ran.
  func record(useCase: String, outcome: UseCaseOutcome, took: Duration) {
    log.record(
      Self.level(of: outcome), "use_case",
      [
        LogField("use_case", .text(useCase)), LogField("outcome", .text(Self.name(of: outcome))),
        LogField("ms", .milliseconds(took)),
      ])
  }

  /// Writes the lists still open, then the `command` line.
  ///
  /// - Parameters:
  ///   - command: The command's name, as typed for a command that was not found.
  ///   - status: Its exit status.
  /// - Returns: How long the command ran.
  @discardableResult
  func finish(command: String, status: ExitStatus) -> Duration {
    for store in stores { store.finishList() }
    let took = log.clock.elapsed() - started
    log.record(
      status == .success ? .info : status == .failure ? .warning : .error, "command",
      [
        LogField("command", .text(command)), LogField("status", .count(Int(status.rawValue))),
        LogField("ms", .milliseconds(took)),
      ])
    return took
  }

  /// The time spent in the stores.
  var timeInStore: Duration {
    stores.reduce(.zero) { $0 + $1.timeInStore }
  }

  /// Info for a use case that did its work; warning for one a rule or a missing trip
  /// stopped; error for one the store failed.
  private static func level(of outcome: UseCaseOutcome) -> LogLevel {
    switch outcome {
    case .completed: .info
    case .notFound, .rejected, .changedElsewhere: .warning
    case .storageFailed, .storeBusy, .accessRefused: .error
    }
  }

  private static func name(of outcome: UseCaseOutcome) -> String {
    switch outcome {
    case .completed: "completed"
    case .notFound: "not_found"
    case .rejected: "rejected"
    case .changedElsewhere: "changed_elsewhere"
    case .storageFailed: "storage_failed"
    case .storeBusy: "store_busy"
    case .accessRefused: "access_refused"
    }
  }
}
