import OfflineCopy

/// Where the local copies of team stores are kept, and whether they may answer.
public enum OfflineCopies {
  /// `$XDG_CACHE_HOME/trips`, else `~/.cache/trips`; `nil` without a home folder.
  public static func folder(environment: [String: String]) -> OfflineCopyFolder? {
    if let cacheHome = environment["XDG_CACHE_HOME"], cacheHome.hasPrefix("/") {
      return OfflineCopyFolder(path: cacheHome + "/trips")
    }
    guard let home = environment["HOME"], !home.isEmpty else { return nil }
    return OfflineCopyFolder(path: home + "/.cache/trips")
  }

  /// Whether `--fresh-only` or `TRIPS_FRESH_ONLY` asks for the store's own answers only.
  public static func freshOnly(option: Bool, environment: [String: String]) -> Bool {
    option || !["", "0", nil].contains(environment["TRIPS_FRESH_ONLY"])
  }
}
