import CommandLineKit
import SQLiteStore

/// How long a request waits while another program holds the store: `TRIPS_BUSY_TIMEOUT`, in
/// seconds (`0.5`, `30`), else ten seconds.
enum BusyTimeout {
  /// The longest wait accepted: an hour.
  static let maximumSeconds = 3_600.0

  /// The timeout `environment` asks for, or the default.
  ///
  /// - Throws: ``UsageError/Problem/invalidBusyTimeout(_:)`` when the variable is set but is
  ///   not a number of seconds from 0 to an hour.
  static func resolve(environment: [String: String]) throws(UsageError) -> Duration {
    guard let text = environment["TRIPS_BUSY_TIMEOUT"], !text.isEmpty else {
      return SQLiteTripRepository.defaultBusyTimeout
    }
    guard let seconds = Double(text), seconds.isFinite, (0...maximumSeconds).contains(seconds)
    else {
      throw UsageError(.invalidBusyTimeout(text))
    }
    return .milliseconds(Int64((seconds * 1_000).rounded()))
  }
}
