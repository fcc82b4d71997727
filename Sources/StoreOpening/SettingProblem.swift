/// A setting that names no store, wait or time zone that can be used: what every delivery
/// puts into its own words before it opens anything.
public enum SettingProblem: Error, Equatable, Sendable {
  /// `--store` or `TRIPS_STORE` is empty.
  case emptyStorePath
  /// No store is named, and there is no home folder to keep the default one in.
  case noHomeDirectory
  /// `TRIPS_BUSY_TIMEOUT` is not a number of seconds from 0 to an hour: the text as given.
  case invalidBusyTimeout(String)
  /// The option names no time zone: its text.
  case unknownTimeZone(String)
  /// `TZ` names no time zone: its text.
  case unknownTimeZoneInTZ(String)
}
