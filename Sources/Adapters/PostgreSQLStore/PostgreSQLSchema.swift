/// The versions of the PostgreSQL store's schema and the steps from each to the next.
///
/// A store is two tables in the database the address names: `trips`, and `trips_store`, whose
/// one row holds the schema version, the store's identity, the largest identifier ever
/// assigned and the count of changes. A database that has a `trips` table but no
/// `trips_store` belongs to another program, and is never written to.
///
/// `schema_version` is the oldest version whose programs can still read and change the store,
/// and `migrations` (from version 2) how many steps the store has taken. A step that older
/// programs do not notice, such as a new table, raises `migrations` only, so one upgraded
/// computer never locks out the others (decision 20). A program refuses a store only when
/// `schema_version` is newer than it knows.
enum PostgreSQLSchema {
  /// The key of the advisory lock every migration holds, so two programs that open a new
  /// store at once do not both create it: `TRIP` in ASCII.
  static let migrationLock = "1414678864"

  /// The version this program writes.
  static var currentVersion: Int { migrations.count }

  /// The oldest version whose programs can read and change a store at ``currentVersion``:
  /// versions 2 and 3 only added tables and a column that older versions never read.
  static let readableBackTo = 1

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
    ],
    // Version 2: the count of steps taken; the key of every change sent with one, and its
    // result (kept 30 days); and the blocks of numbers reserved by offline copies.
    [
      "ALTER TABLE trips_store ADD COLUMN migrations integer NOT NULL DEFAULT 1",
      """
      CREATE TABLE trips_applied_changes (
        copy text NOT NULL,
        sequence bigint NOT NULL,
        trip_id bigint,
        revision integer,
        applied_at bigint NOT NULL,
        PRIMARY KEY (copy, sequence)
      )
      """,
      """
      CREATE TABLE trips_number_blocks (
        copy text NOT NULL,
        first_id bigint NOT NULL,
        last_id bigint NOT NULL,
        reserved_at bigint NOT NULL
      )
      """,
    ],
    // Version 3: the numbers of the trips a change of several trips wrote, with its key, so
    // the key sent again answers with those trips, added ones included.
    ["ALTER TABLE trips_applied_changes ADD COLUMN trip_ids bigint[]"],
  ]

  /// What a database holds.
  enum State: Equatable {
    /// No store yet.
    case missing
    /// A store that programs back to `readableBackTo` can use, which took `migrations` steps.
    case version(readableBackTo: Int, migrations: Int)
    /// Another program's `trips` table.
    case foreign
    /// A `trips_store` table without its one row.
    case damaged
  }

  /// What the store's row says, read in one query, as a connection finds it almost always:
  /// the store's identity, the oldest version that can use it, and the steps it took. `nil`
  /// when there is no `trips_store` table, or it lacks these columns, which ``state(of:)``
  /// then tells apart (no store, another program's table, a damaged one).
  static func storeRow(of connection: PostgreSQLConnection)
    throws(PostgreSQLConnection.Failure) -> (identity: String, version: State)?
  {
    let rows: [[String?]]
    do throws(PostgreSQLConnection.Failure) {
      // `migrations` is read through the row's JSON, so a version 1 store, which lacks the
      // column, answers too.
      rows = try connection.query(
        """
        SELECT schema_version, coalesce(to_jsonb(s) ->> 'migrations', '1'),
          replace(identity::text, '-', '')
        FROM trips_store s
        """)
    } catch {
      // No such table yet (42P01), or a table without these columns (42703). On a database
      // with no store, the server logs this failed query once per connection.
      guard error.sqlState == "42P01" || error.sqlState == "42703" else { throw error }
      return nil
    }
    guard rows.count == 1, let row = rows.first, row.count == 3,
      let readable = row[0].flatMap({ Int($0) }), let steps = row[1].flatMap({ Int($0) }),
      let identity = row[2]
    else { return nil }
    return (identity, .version(readableBackTo: readable, migrations: steps))
  }

  /// What the database of `connection` holds now.
  static func state(of connection: PostgreSQLConnection) throws(PostgreSQLConnection.Failure)
    -> State
  {
    let tables = try connection.query(
      "SELECT to_regclass('trips_store') IS NOT NULL, to_regclass('trips') IS NOT NULL")
    guard let row = tables.first, row.count == 2 else { return .missing }
    if row[0] == "t" {
      let version = try connection.query(
        """
        SELECT schema_version, coalesce(to_jsonb(s) ->> 'migrations', schema_version::text)
        FROM trips_store s
        """)
      guard let row = version.first, row.count == 2,
        let readable = row[0].flatMap({ Int($0) }), let steps = row[1].flatMap({ Int($0) })
      else { return .damaged }
      return .version(readableBackTo: readable, migrations: steps)
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
      case .version(let readable, _) where readable > currentVersion: return found
      case .version(_, let steps): stored = steps
      }
      guard stored < currentVersion else { return found }
      for statement in migrations.dropFirst(stored).joined() {
        try connection.query(statement)
      }
      try connection.query(
        """
        UPDATE trips_store SET schema_version = greatest(schema_version, \(readableBackTo)),
          migrations = \(currentVersion)
        """)
      return found
    }
  }
}
