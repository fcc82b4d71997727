import Foundation
import Synchronization

/// The log of one run of `trips`: JSON lines, each with the time, the log's schema version,
/// the run's id, the level and the event, then the event's fields
/// (`Schemas/log.schema.json`).
///
/// The decorators of this module write to it; the use cases never see it. A line is written
/// only when its level is at or below the log's. When a line cannot be written, the log
/// keeps the failure for App to tell once and writes nothing more: a log never changes a
/// command's outcome.
public final class RunLog: Sendable {
  /// The version of `Schemas/log.schema.json` the lines follow; a later version only adds
  /// events and keys.
  public static let schemaVersion = 1

  /// The most the log tells.
  public let level: LogLevel
  /// The id every line of this run carries.
  public let runID: String
  /// The clocks of the lines and of the times taken.
  public let clock: LogClock
  private let destination: any LogDestination
  private let failure = Mutex<LogFailure?>(nil)

  /// A log that writes to `destination`.
  ///
  /// - Parameters:
  ///   - destination: Where the lines go.
  ///   - level: The most the log tells.
  ///   - runID: The id every line carries.
  ///   - clock: The time of day for each line, and the clock that times calls.
  public init(destination: any LogDestination, level: LogLevel, runID: String, clock: LogClock) {
    self.destination = destination
    self.level = level
    self.runID = runID
    self.clock = clock
  }

  /// Whether a line at `level` would be written.
  ///
  /// - Parameter level: The line's level.
  public func tells(_ level: LogLevel) -> Bool {
    level <= self.level
  }

  /// Why the log could not be written, once it could not; nothing was written after that.
  public var writeFailure: LogFailure? {
    failure.withLock { $0 }
  }

  /// Writes one line for `event` with `fields`, when `level` is told and the log has not
  /// failed.
  ///
  /// - Parameters:
  ///   - level: The line's level.
  ///   - event: The event's name in the schema, such as `store`.
  ///   - fields: The event's fields, in order.
  public func record(_ level: LogLevel, _ event: StaticString, _ fields: [LogField] = []) {
    guard tells(level) else { return }
    var line = "{\"time\":\"" + Self.timestamp(clock.now()) + "\",\"version\":"
    line += String(Self.schemaVersion) + ",\"run\":" + JSONString.quoted(runID)
    line += ",\"level\":\"" + level.name + "\",\"event\":\"\(event)\""
    for field in fields {
      line += ",\"\(field.key)\":" + field.value.json
    }
    line += "}\n"
    failure.withLock { failure in
      guard failure == nil else { return }
      do throws(LogFailure) {
        try destination.write(line)
      } catch {
        failure = error
      }
    }
  }

  /// `date` in UTC, to the millisecond: `2026-11-25T20:31:00.123Z`.
  private static func timestamp(_ date: Date) -> String {
    date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true))
  }
}
