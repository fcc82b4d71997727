import Foundation

/// The two clocks of a log: the time of day each line carries, and a clock that only moves
/// forward, for the time a call takes. App hands in the system's; a test, clocks it moves.
public struct LogClock: Sendable {
  /// The time of day.
  public var now: @Sendable () -> Date
  /// The time since some fixed moment, never going back.
  public var elapsed: @Sendable () -> Duration

  /// Clocks for a log.
  ///
  /// - Parameters:
  ///   - now: The time of day.
  ///   - elapsed: The time since some fixed moment, never going back.
  public init(now: @escaping @Sendable () -> Date, elapsed: @escaping @Sendable () -> Duration) {
    self.now = now
    self.elapsed = elapsed
  }
}
