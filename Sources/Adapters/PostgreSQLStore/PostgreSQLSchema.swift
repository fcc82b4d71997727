/// The versions of the PostgreSQL store's schema and the steps from each to the next.
///
/// A store is two tables in the database the address names: `trips`, and `trips_store`, whose
/// one row holds the schema version, the store's identity, the largest identifier ever
/// assigned and the count of changes. A database that has a `trips` table but no
/// `trips_store` belongs to another program, and is never written to.
enum PostgreSQLSchema {
  /// The key of the advisory lock every migration holds, so two programs that open a new
  /// store at once do not both create it: `TRIP` in ASCII.
  static let migrationLock = "1414678864"

  /// The version this program writes.
  static var currentVersion: Int { migrations.count }

  /// The step that brings a store from version `n` to `n + 1` is `migrations[n]`, one
  /// statement per element.
  ///
  /// - Version 1: both tables. Instants are whole seconds since 1970 in UTC, as in the SQLite
  ///   store. The departure index holds every column, so a page is read from the index alone;
  ///   the arrival index finds the upcoming trips. `identity` is made when the store is, so a
  ///   database created again is a different store.
  static let migrations: [[String]] = [
    [
      """
      CREATE TABLE trips_store (
        only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
        schema_version integer NOT NULL,
        identity uuid NOT NULL DEFAULT gen_random_uuid(),
        last_assigned_id bigint NOT NULL DEFAULT 0,
        changes bigint NOT NULL DEFAULT 0
      )
      """,
      "INSERT INTO trips_store (schema_version) VALUES (0)",
      """
      CREATE TABLE trips (
        id bigint PRIMARY KEY,
        departure bigint NOT NULL,
        arrival bigint NOT NULL,
        actual_departure bigint,
        origin text,
        destination text,
        revision integer NOT NULL DEFAULT 1 CHECK (revision >= 1),
        CHECK (arrival > departure)
      )
      """,
      """
      CREATE INDEX trips_in_departure_order ON trips (departure, id)
        INCLUDE (arrival, actual_departure, origin, destination, revision)
      """,
      "CREATE INDEX trips_by_arrival ON trips (arrival) INCLUDE (departure)",
    ]
  ]

  /// What a database holds.
  enum State: Equatable {
    /// No store yet.
    case missing
    /// A store at this version.
    case version(Int)
    /// Another program's `trips` table.
    case foreign
    /// A `trips_store` table without its one row.
    case damaged
  }

  /// The identity of a store at the current version, read with its version in one query, as
  /// a connection finds it almost always. `nil` for anything else (no store, an older or a
  /// newer one, another program's table), which ``state(of:)`` then tells apart.
  static func currentIdentity(of connection: PostgreSQLConnection)
    throws(PostgreSQLConnection.Failure) -> String?
  {
    let rows: [[String?]]
    do throws(PostgreSQLConnection.Failure) {
      rows = try connection.query(
        "SELECT schema_version, replace(identity::text, '-', '') FROM trips_store")
    } catch {
      // No such table yet (42P01), or a table without these columns (42703): the full
      // check tells a new database from another program's or a damaged one. On a database
      // with no store, the server logs this failed query once per connection.
      guard error.sqlState == "42P01" || error.sqlState == "42703" else { throw error }
      return nil
    }
    guard rows.count == 1, let row = rows.first, row.count == 2, row[0] == "\(currentVersion)"
    else { return nil }
    return row[1]
  }

  /// What the database of `connection` holds now.
  static func state(of connection: PostgreSQLConnection) throws(PostgreSQLConnection.Failure)
    -> State
  {
    let tables = try connection.query(
      "SELECT to_regclass('trips_store') IS NOT NULL, to_regclass('trips') IS NOT NULL")
    guard let row = tables.first, row.count == 2 else { return .missing }
    if row[0] == "t" {
      let version = try connection.query("SELECT schema_version FROM trips_store")
      guard let text = version.first?.first ?? nil, let number = Int(text) else { return .damaged }
      return .version(number)
    }
    return row[1] == "t" ? .foreign : .missing
  }

  /// Creates the store, or brings it up to the current version, in one transaction under the
  /// migration lock. Returns the state it found once it held the lock.
  static func migrate(_ connection: PostgreSQLConnection) throws(PostgreSQLConnection.Failure)
    -> State
  {
    try connection.inTransaction { () throws(PostgreSQLConnection.Failure) -> State in
      try connection.query("SELECT pg_advisory_xact_lock(\(migrationLock))")
      let found = try state(of: connection)
      let stored: Int
      switch found {
      case .foreign, .damaged: return found
      case .missing: stored = 0
      case .version(let version): stored = version
      }
      guard stored < currentVersion else { return found }
      for statement in migrations.dropFirst(stored).joined() {
        try connection.query(statement)
      }
      try connection.query("UPDATE trips_store SET schema_version = \(currentVersion)")
      return found
    }
  }
}
