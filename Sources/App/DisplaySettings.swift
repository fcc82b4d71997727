import Application
import CommandLineKit
import Foundation
import PostgreSQLStore
import Presentation
import PresentationConsole

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
      locale: locale(options.locale, environment: environment),
      timeZone: try timeZone(options.timeZone, environment: environment, system: systemTimeZone),
      colors: options.format == .text
        && usesColor(options.color, environment: environment, isTerminal: outputIsTerminal)
        ? colorSupport(environment: environment) : .none)
  }

  static func locale(_ option: String?, environment: [String: String]) -> Locale {
    let candidates = [
      option, environment["LC_ALL"], environment["LC_MESSAGES"], environment["LANG"],
    ]
    guard let raw = candidates.lazy.compactMap({ $0 }).first(where: { !$0.isEmpty }) else {
      return Locale(identifier: "en_US")
    }
    // POSIX names carry an encoding and a modifier: de_DE.UTF-8@euro.
    let identifier = String(raw.prefix { $0 != "." && $0 != "@" })
    if identifier.isEmpty || identifier == "C" || identifier == "POSIX" {
      return Locale(identifier: "en_US")
    }
    return Locale(identifier: identifier)
  }

  static func timeZone(_ option: String?, environment: [String: String], system: () -> TimeZone)
    throws(UsageError) -> TimeZone
  {
    if let option {
      guard let zone = TimeZone(identifier: option) else {
        throw UsageError(.unknownTimeZone(option))
      }
      return zone
    }
    if let variable = environment["TZ"], !variable.isEmpty {
      let name = variable.hasPrefix(":") ? String(variable.dropFirst()) : variable
      guard let zone = TimeZone(identifier: name) else {
        throw UsageError(.unknownTimeZoneInTZ(variable))
      }
      return zone
    }
    return system()
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
