import Foundation
import StoreOpening

/// The settings of one window, resolved as `trips` resolves them.
struct WindowSettings {
  /// The language of the words and formats.
  var locale: Locale
  /// The time zone of the times shown.
  var timeZone: TimeZone
  /// Where the trips are kept.
  var location: StoreLocation
  /// How long a request waits while another program holds the store.
  var busyTimeout: Duration
  /// The environment, which names the folder of a team store's copy on this computer.
  var environment: [String: String]

  /// The settings `options` and `environment` ask for.
  ///
  /// - Throws: ``StoreOpening/SettingProblem`` for a setting that names nothing usable.
  static func resolve(_ options: WindowOptions, environment: [String: String])
    throws(SettingProblem) -> WindowSettings
  {
    WindowSettings(
      locale: RegionSettings.locale(options.locale, environment: environment),
      timeZone: try RegionSettings.timeZone(
        options.timeZone, environment: environment, system: { TimeZone.current }),
      location: try StoreLocation.resolve(option: options.store, environment: environment),
      busyTimeout: try BusyTimeout.resolve(environment: environment), environment: environment)
  }
}
