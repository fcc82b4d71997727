import Foundation

/// Instants written for programs, in ISO 8601 with the offset of the time zone in use:
/// `2035-10-09T15:09:00+02:00`, or `…Z` in UTC.
///
/// The time zone is handed in by the composition root; a delivery never reads the process's
/// own.
public struct InstantText: Sendable {
  private let style: Date.ISO8601FormatStyle

  /// Creates a writer for instants as seen in `timeZone`.
  ///
  /// - Parameter timeZone: The time zone whose offset each instant carries.
  public init(timeZone: TimeZone) {
    style = Date.ISO8601FormatStyle(timeZoneSeparator: .colon, timeZone: timeZone)
  }

  /// The instant in ISO 8601, to the second, with its offset.
  ///
  /// - Parameter instant: The instant to write.
  public func iso8601(_ instant: Date) -> String {
    instant.formatted(style)
  }
}
