import SQLiteStore

/// How long a request waits while another program holds the store: `TRIPS_BUSY_TIMEOUT`, in
/// seconds (`0.5`, `30`), else ten seconds.
public enum BusyTimeout {
  /// The longest wait accepted: an hour.
  public static let maximumSeconds = 3_600.0

  /// The timeout `environment` asks for, or the default.
  ///
  /// - Throws: ``SettingProblem/invalidBusyTimeout(_:)`` when the variable is set but is
  ///   not a number of seconds from 0 to an hour.
  public static func resolve(environment: [String: String]) throws(SettingProblem) -> Duration {
    guard let text = environment["TRIPS_BUSY_TIMEOUT"], !text.isEmpty else {
      return SQLiteTripRepository.defaultBusyTimeout
    }
    guard let seconds = Double(text), seconds.isFinite, (0...maximumSeconds).contains(seconds)
    else {
      throw .invalidBusyTimeout(text)
    }
    return .milliseconds(Int64((seconds * 1_000).rounded()))
  }
}
