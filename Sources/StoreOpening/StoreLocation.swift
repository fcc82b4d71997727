import Application
import PostgreSQLStore

/// Where the trips are kept, as chosen by `--store`, `TRIPS_STORE` or the default.
public enum StoreLocation: Equatable, Sendable {
  /// Trips kept in memory for one run: `:memory:`.
  case memory
  /// A JSON file: a path ending in `.json`.
  case json(path: String)
  /// An SQLite file: any other path.
  case sqlite(path: String)
  /// A PostgreSQL server, with the environment libpq is to read.
  case postgresql(PostgreSQLAddress, environment: [String: String])

  /// `--store`, else `TRIPS_STORE`, else `$XDG_DATA_HOME/trips/trips.sqlite`, else
  /// `~/.local/share/trips/trips.sqlite`. A `postgresql://` or `postgres://` address is a
  /// PostgreSQL store; a path ending in `.json` is a JSON store; `:memory:` keeps trips in
  /// memory; anything else is SQLite.
  public static func resolve(option: String?, environment: [String: String])
    throws(SettingProblem)
    -> StoreLocation
  {
    if let path = option ?? nonEmpty(environment["TRIPS_STORE"]) {
      guard !path.isEmpty else {
        throw .emptyStorePath
      }
      if let address = PostgreSQLAddress(path) {
        return .postgresql(address, environment: environment)
      }
      return location(of: path)
    }
    if let dataHome = nonEmpty(environment["XDG_DATA_HOME"]), dataHome.hasPrefix("/") {
      return .sqlite(path: dataHome + "/trips/trips.sqlite")
    }
    guard let home = nonEmpty(environment["HOME"]) else {
      throw .noHomeDirectory
    }
    return .sqlite(path: home + "/.local/share/trips/trips.sqlite")
  }

  /// The kind of store, for advice that fits its failures.
  public var kind: StoreKind {
    switch self {
    case .memory: .memory
    case .json, .sqlite: .file
    case .postgresql: .server
    }
  }

  private static func location(of path: String) -> StoreLocation {
    if path == ":memory:" { return .memory }
    if path.lowercased().hasSuffix(".json") { return .json(path: path) }
    return .sqlite(path: path)
  }

  private static func nonEmpty(_ value: String?) -> String? {
    value.flatMap { $0.isEmpty ? nil : $0 }
  }
}
