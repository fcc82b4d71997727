import Foundation
import RunLog
import Synchronization

/// A log destination that only records the lines it is given, and fails from the line
/// numbered `failingFrom` on when a test asks.
final class LogLinesSpy: LogDestination {
  private let recorded = Mutex<[String]>([])
  private let failingFrom: Int?

  init(failingFrom: Int? = nil) {
    self.failingFrom = failingFrom
  }

  /// Every line written, without its line break.
  var lines: [String] { recorded.withLock { $0 } }

  func write(_ line: String) throws(LogFailure) {
    let count = recorded.withLock { $0.count }
    if let failingFrom, count + 1 >= failingFrom { throw LogFailure("the disk is full") }
    recorded.withLock { $0.append(String(line.dropLast())) }
  }
}

/// A log whose lines a test can predict: the time stands at 2035-10-01T10:00:00Z, each
/// reading of the forward-only clock is one millisecond after the last, and the run id is
/// `run-1`.
func predictableLog(_ spy: LogLinesSpy, level: LogLevel = .info) -> RunLog {
  let ticks = Mutex(Duration.zero)
  return RunLog(
    destination: spy, level: level, runID: "run-1",
    clock: LogClock(
      now: { Date(timeIntervalSince1970: 2_074_845_600) },
      elapsed: {
        ticks.withLock {
          $0 += .milliseconds(1)
          return $0
        }
      }))
}

/// The start every predictable line has, up to its level and event.
func line(_ level: String, _ event: String, _ rest: String = "") -> String {
  #"{"time":"2035-10-01T10:00:00.000Z","version":1,"run":"run-1","level":""#
    + level + #"","event":""# + event + "\"" + rest + "}"
}
