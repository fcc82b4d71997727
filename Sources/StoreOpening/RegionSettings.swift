import Foundation

/// The language and time zone a person asked for: options first, the environment second.
public enum RegionSettings {
  /// `option`, else `LC_ALL`, `LC_MESSAGES`, `LANG` (the first that is set and not empty;
  /// `C` and `POSIX` mean `en_US`), else `en_US`.
  public static func locale(_ option: String?, environment: [String: String]) -> Locale {
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

  /// `option`, else `TZ`, else `system()`, which is called only then.
  ///
  /// - Throws: ``SettingProblem/unknownTimeZone(_:)`` or
  ///   ``SettingProblem/unknownTimeZoneInTZ(_:)`` for an identifier no time zone has.
  public static func timeZone(
    _ option: String?, environment: [String: String], system: () -> TimeZone
  )
    throws(SettingProblem) -> TimeZone
  {
    if let option {
      guard let zone = TimeZone(identifier: option) else {
        throw .unknownTimeZone(option)
      }
      return zone
    }
    if let variable = environment["TZ"], !variable.isEmpty {
      let name = variable.hasPrefix(":") ? String(variable.dropFirst()) : variable
      guard let zone = TimeZone(identifier: name) else {
        throw .unknownTimeZoneInTZ(variable)
      }
      return zone
    }
    return system()
  }
}
