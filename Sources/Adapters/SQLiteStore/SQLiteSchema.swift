/// The versions of the SQLite store's schema and the steps from each to the next.
///
/// The version is kept in `PRAGMA user_version`; `PRAGMA application_id` marks the file as
/// a Trips store so that another program's database is never mistaken for one.
enum SQLiteSchema {
  /// `TRIP` in ASCII: the value of `PRAGMA application_id` in every Trips store.
  static let applicationID: Int64 = 0x5452_4950

  /// The version this program writes.
  static var currentVersion: Int { migrations.count }

  /// The step that brings a store from version `n` to `n + 1` is `migrations[n]`.
  ///
  /// - Version 1: the `trips` table. `AUTOINCREMENT` makes SQLite remember the largest
  ///   identifier ever used, so identifiers are not reused after a removal.
  /// - Version 2: an index in departure order, so that reading a page is a short walk of the
  ///   index rather than a sort of the whole table.
  /// - Version 3: that index made covering (it holds every column), so listing trips in
  ///   departure order never jumps back into the table: about four times faster for long
  ///   lists, for about 80% more space.
  /// - Version 4: an index by arrival, so upcoming trips (those arriving after now) are found
  ///   without reading the trips that have already arrived.
  /// - Version 5: `actual_departure` may be `NULL`: a departure not yet recorded. SQLite cannot
  ///   loosen a column's constraint in place, so the table is rebuilt (keeping the largest
  ///   identifier ever assigned) with its two indexes. A stored actual departure equal to the
  ///   scheduled one becomes `NULL`: the two cannot be told apart in versions before 5, and
  ///   either way the trip left on time.
  /// - Version 6: each trip's `revision`, 1 when added and raised by every change, so that a
  ///   change based on an older revision is refused; the covering index holds it too. And the
  ///   store's identity, 32 random hexadecimal digits, in `trips_store`.
  static let migrations: [String] = [
    """
    CREATE TABLE trips (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      departure INTEGER NOT NULL,
      arrival INTEGER NOT NULL,
      actual_departure INTEGER NOT NULL,
      origin TEXT,
      destination TEXT,
      CHECK (arrival > departure)
    );
    """,
    """
    CREATE INDEX trips_in_departure_order ON trips (departure, id);
    """,
    """
    DROP INDEX trips_in_departure_order;
    CREATE INDEX trips_in_departure_order_covering ON trips (
      departure, id, arrival, actual_departure, origin, destination);
    """,
    """
    CREATE INDEX trips_by_arrival ON trips (arrival, departure);
    """,
    """
    CREATE TABLE trips_rebuilt (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      departure INTEGER NOT NULL,
      arrival INTEGER NOT NULL,
      actual_departure INTEGER,
      origin TEXT,
      destination TEXT,
      CHECK (arrival > departure)
    );
    INSERT INTO trips_rebuilt
      SELECT id, departure, arrival, NULLIF(actual_departure, departure), origin, destination
      FROM trips;
    DELETE FROM sqlite_sequence WHERE name = 'trips_rebuilt';
    INSERT INTO sqlite_sequence (name, seq)
      SELECT 'trips_rebuilt', seq FROM sqlite_sequence WHERE name = 'trips';
    DROP TABLE trips;
    ALTER TABLE trips_rebuilt RENAME TO trips;
    CREATE INDEX trips_in_departure_order_covering ON trips (
      departure, id, arrival, actual_departure, origin, destination);
    CREATE INDEX trips_by_arrival ON trips (arrival, departure);
    """,
    """
    ALTER TABLE trips ADD COLUMN revision INTEGER NOT NULL DEFAULT 1;
    CREATE TABLE trips_store (identity TEXT NOT NULL);
    INSERT INTO trips_store (identity) VALUES (lower(hex(randomblob(16))));
    DROP INDEX trips_in_departure_order_covering;
    CREATE INDEX trips_in_departure_order_covering ON trips (
      departure, id, arrival, actual_departure, origin, destination, revision);
    """,
  ]

  /// Brings the schema of `connection`'s database up to the current version, one step at a
  /// time, in one transaction.
  static func migrate(_ connection: SQLiteConnection) throws(SQLiteConnection.Failure) {
    let stored = try version(of: connection)
    guard stored < currentVersion else { return }
    try connection.inTransaction { () throws(SQLiteConnection.Failure) in
      for step in migrations.dropFirst(Int(try version(of: connection))) {
        try connection.execute(step)
      }
      try connection.execute("PRAGMA user_version = \(currentVersion)")
    }
  }

  /// The schema version `PRAGMA user_version` holds.
  private static func version(of connection: SQLiteConnection) throws(SQLiteConnection.Failure)
    -> Int64
  {
    guard case .integer(let version) = try connection.query("PRAGMA user_version").first?.first
    else { return 0 }
    return version
  }
}
