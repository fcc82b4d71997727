import Application
import CommandLineKit
import Foundation
import PostgreSQLStore
import Presentation
import PresentationConsole
import StoreOpening

/// The locale, time zone and colour in force, from options first and the environment second.
struct DisplaySettings: Equatable {
  var locale: Locale
  var timeZone: TimeZone
  var colors: ColorSupport

  /// - Locale: `--locale`, else `LC_ALL`, `LC_MESSAGES`, `LANG` (the first that is set and not
  ///   empty; `C` and `POSIX` mean `en_US`), else `en_US`.
  /// - Time zone: `--time-zone`, else `TZ`, else `systemTimeZone()`, which is called only
  ///   then. An unknown identifier is a usage error.
  /// - Colour: `always` or `never` as told; `auto` colours only a terminal, and only when
  ///   `NO_COLOR` is unset or empty and `TERM` is not `dumb`. JSON is never coloured. Colour
  ///   is the 16-colour palette unless `COLORTERM` says `truecolor` or `24bit`.
  static func resolve(
    _ options: GlobalOptions, environment: [String: String],
    systemTimeZone: () -> TimeZone,
    outputIsTerminal: Bool
  ) throws(UsageError) -> DisplaySettings {
    DisplaySettings(
      locale: RegionSettings.locale(options.locale, environment: environment),
      timeZone: try UsageError.fromSettings(
        try RegionSettings.timeZone(
          options.timeZone, environment: environment, system: systemTimeZone)),
      colors: options.format == .text
        && usesColor(options.color, environment: environment, isTerminal: outputIsTerminal)
        ? colorSupport(environment: environment) : .none)
  }

  /// 24-bit colour when `COLORTERM` is `truecolor` or `24bit`, else the 16-colour palette.
  static func colorSupport(environment: [String: String]) -> ColorSupport {
    switch environment["COLORTERM"]?.lowercased() {
    case "truecolor", "24bit": .trueColor
    default: .basic
    }
  }

  static func usesColor(_ choice: ColorChoice, environment: [String: String], isTerminal: Bool)
    -> Bool
  {
    switch choice {
    case .always: return true
    case .never: return false
    case .auto:
      let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
      return isTerminal && !noColor && environment["TERM"] != "dumb"
    }
  }
}
