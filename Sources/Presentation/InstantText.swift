import Foundation

/// Instants written for programs: ISO 8601 with the offset of the time zone in use,
/// `2035-10-09T15:09:00+02:00`, or `…Z` in UTC.
///
/// The time zone is handed in by the composition root; a delivery never reads the process's
/// own.
public struct InstantText: Sendable {
  private let timeZone: TimeZone
  private let style: Date.ISO8601FormatStyle
  private let utc = Date.ISO8601FormatStyle(timeZone: .gmt)

  /// Creates a writer for instants as seen in `timeZone`.
  ///
  /// - Parameter timeZone: The time zone whose offset each instant carries.
  public init(timeZone: TimeZone) {
    self.timeZone = timeZone
    style = Date.ISO8601FormatStyle(timeZoneSeparator: .colon, timeZone: timeZone)
  }

  /// The instant in ISO 8601, to the second, with its offset.
  ///
  /// An offset that is no whole number of minutes (local mean time, before a zone kept
  /// standard time, such as +00:17:30 in Amsterdam before 1835) cannot be written in ISO
  /// 8601's `±hh:mm`, so such an instant is written in UTC, `…Z`, which names it exactly.
  ///
  /// - Parameter instant: The instant to write.
  public func iso8601(_ instant: Date) -> String {
    timeZone.secondsFromGMT(for: instant) % 60 == 0
      ? instant.formatted(style) : instant.formatted(utc)
  }
}
