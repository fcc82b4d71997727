import Domain
import Foundation
import StoreSupport

// The store as the keeper of a copy's changes made offline (``PendingChangeStore`` in the
// offline copy): the copy's own identity, its changes in the order they were made, the
// conflicts, and the numbers reserved for trips added offline. Every write waits for the disk.
extension SQLiteTripRepository {
  /// One kept change: its place in the copy's order, what it does, and, for a conflict, the
  /// store's trips when the change was refused.
  package struct KeptChange: Equatable {
    /// The change's place in the copy's order.
    package let sequence: Int64
    /// What it does.
    package let changes: TripChangeSet
    /// Whether the store refused it.
    package let isConflict: Bool
    /// The store's trips when it refused the change.
    package let theirs: [Trip]
  }

  private static let changesTables = """
    CREATE TABLE IF NOT EXISTS changes_copy (identity TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS changes_kept (
      sequence INTEGER PRIMARY KEY AUTOINCREMENT,
      kind TEXT NOT NULL,
      trip_id INTEGER,
      trip TEXT NOT NULL,
      conflict INTEGER NOT NULL DEFAULT 0,
      theirs TEXT);
    CREATE TABLE IF NOT EXISTS changes_reserved (id INTEGER PRIMARY KEY);
    """

  /// The newest version of the changes' format this program reads and writes: 3 keeps a
  /// change of several trips as one `set`; 2 keeps edits as intents, and a checksum with
  /// every change. Version 1 (no `changes_format` table) kept whole trips. A file is written
  /// at 2 until it keeps a set (``setFormat``), so the version before reads it until then.
  static let changesFormat: Int64 = 3

  /// The format a file takes when it keeps its first `set`.
  static let setFormat: Int64 = 3

  /// The format every file is brought to before anything is written: the checksum's column
  /// and the format's row.
  private static let baseFormat: Int64 = 2

  /// Brings the changes' tables to ``baseFormat`` before anything is written.
  private func migrateChanges(_ connection: SQLiteConnection) throws(SQLiteConnection.Failure) {
    guard try changesFormat(of: connection) < Self.baseFormat else { return }
    try connection.inTransaction { () throws(SQLiteConnection.Failure) in
      if try !hasChecksums(connection) {
        try connection.execute("ALTER TABLE changes_kept ADD COLUMN checksum INTEGER")
      }
      try connection.execute(
        """
        CREATE TABLE IF NOT EXISTS changes_format (version INTEGER NOT NULL);
        DELETE FROM changes_format;
        INSERT INTO changes_format (version) VALUES (\(Self.baseFormat));
        """)
    }
  }

  /// The format the changes were written in: 1 before `changes_format` existed.
  private func changesFormat(of connection: SQLiteConnection) throws(SQLiteConnection.Failure)
    -> Int64
  {
    let table = try connection.query(
      "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'changes_format'")
    guard !table.isEmpty else { return 1 }
    guard
      case .integer(let version) = try connection.query(
        "SELECT max(version) FROM changes_format"
      ).first?.first
    else { return 1 }
    return version
  }

  /// Whether the kept changes carry a checksum column.
  private func hasChecksums(_ connection: SQLiteConnection) throws(SQLiteConnection.Failure)
    -> Bool
  {
    try connection.query("SELECT 1 FROM pragma_table_info('changes_kept') WHERE name = 'checksum'")
      .isEmpty == false
  }

  /// Refuses changes written by a newer version of Trips, which this one cannot read.
  private func refuseNewerChanges(_ connection: SQLiteConnection) throws(TripStoreError) {
    let format = try sqlite { () throws(SQLiteConnection.Failure) in
      try changesFormat(of: connection)
    }
    guard format <= Self.changesFormat else {
      throw TripStoreError(
        location: file.path,
        problem: .newerVersion(found: Int(format), supported: Int(Self.changesFormat)))
    }
  }

  /// The identity of the copy these changes belong to: made with the first change, and the
  /// same for as long as the file exists.
  package func changesIdentity() throws(TripStoreError) -> String {
    let connection = try changesConnection()
    return try sqlite { () throws(SQLiteConnection.Failure) in
      try connection.inTransaction { () throws(SQLiteConnection.Failure) -> String in
        if case .text(let identity) = try connection.query(
          "SELECT identity FROM changes_copy"
        ).first?.first {
          return identity
        }
        let identity = TripTable.newIdentity()
        try connection.query("INSERT INTO changes_copy (identity) VALUES (?)", [.text(identity)])
        return identity
      }
    }
  }

  /// Every kept change, in the order they were made; none when the file does not exist.
  package func keptChanges() throws(TripStoreError) -> [KeptChange] {
    guard let connection = try existingConnection() else { return [] }
    try refuseNewerChanges(connection)
    let rows = try sqlite { () throws(SQLiteConnection.Failure) in
      try connection.execute(Self.changesTables)
      let checksum = try hasChecksums(connection) ? "checksum" : "NULL"
      return try connection.query(
        "SELECT sequence, kind, trip, conflict, theirs, \(checksum) FROM changes_kept ORDER BY sequence"
      )
    }
    return try rows.map { row throws(TripStoreError) in try keptChange(from: row) }
  }

  /// Keeps a change, after every change kept before it, and waits for the disk: the sequence
  /// it takes is never taken again. With `reservedNumbers`, each add without a number takes
  /// the smallest reserved number left, in the same transaction; `nil` when too few are left,
  /// and then nothing is kept.
  package func keepChange(_ changes: TripChangeSet, reservedNumbers: Bool)
    throws(TripStoreError) -> (sequence: Int64, changes: TripChangeSet)?
  {
    let connection = try changesConnection(durably: true)
    return try sqlite {
      () throws(SQLiteConnection.Failure) -> (Int64, TripChangeSet)? in
      try connection.inTransaction {
        () throws(SQLiteConnection.Failure) -> (Int64, TripChangeSet)? in
        var kept = changes
        if reservedNumbers, changes.unnumberedAdds > 0 {
          let numbers = try connection.query(
            "SELECT id FROM changes_reserved ORDER BY id LIMIT ?",
            [.integer(Int64(changes.unnumberedAdds))]
          ).compactMap { row -> TripID? in
            guard case .integer(let number) = row.first else { return nil }
            return TripID(rawValue: number)
          }
          guard numbers.count == changes.unnumberedAdds else { return nil }
          for number in numbers {
            try connection.query(
              "DELETE FROM changes_reserved WHERE id = ?", [.integer(number.rawValue)])
          }
          kept = changes.numbered(numbers)
        }
        let record = KeptChangeRecord(kept)
        if record.kind == "set" {
          // In the same transaction: a set is never kept in a file the version before reads.
          try connection.query(
            "UPDATE changes_format SET version = ? WHERE version < ?",
            [.integer(Self.setFormat), .integer(Self.setFormat)])
        }
        // A set's trips are read from its JSON (``keptTrips()``).
        let id = kept.changes.count == 1 ? kept.changes.first?.tripID : nil
        try connection.query(
          "INSERT INTO changes_kept (kind, trip_id, trip, checksum) VALUES (?, ?, ?, ?)",
          [
            .text(record.kind), id.map { .integer($0.rawValue) } ?? .null, .text(record.text),
            .integer(record.checksum),
          ])
        return (connection.lastInsertedRowID, kept)
      }
    }
  }

  /// Each kept change's trips that have a number, and whether it conflicts, in the order the
  /// changes were made: read without decoding a change of one trip; a set's numbers are read
  /// from its JSON.
  package func keptTrips() throws(TripStoreError) -> [(trips: [Int64], conflict: Bool)] {
    guard let connection = try existingConnection() else { return [] }
    let rows = try sqlite { () throws(SQLiteConnection.Failure) in
      try connection.execute(Self.changesTables)
      return try connection.query(
        """
        SELECT trip_id, conflict, CASE kind WHEN 'set' THEN trip END FROM changes_kept
        ORDER BY sequence
        """)
    }
    return rows.map { row in
      var trips: [Int64] = []
      if case .integer(let id) = row.first {
        trips = [id]
      } else if row.count == 3, case .text(let text) = row[2] {
        trips = KeptChangeRecord(kind: "set", text: text).setTripIDs ?? []
      }
      // As a full read does: any conflict flag but 0 is a conflict.
      return (trips, row.count == 3 && row[1] != .integer(0))
    }
  }

  /// Forgets the changes `sequences`, in one transaction: the store applied them, or a person
  /// dropped them. `whenNoneIsLeft` runs inside the transaction when no change is left, while
  /// no other process can keep one. The commit does not wait for the disk: a change forgotten
  /// and then lost is sent again under its key, which the store answers with its result.
  package func forgetChanges(_ sequences: [Int64], whenNoneIsLeft: () -> Void)
    throws(TripStoreError)
  {
    let connection = try changesConnection(durably: false)
    try sqlite { () throws(SQLiteConnection.Failure) in
      try connection.inTransaction { () throws(SQLiteConnection.Failure) in
        for sequence in sequences {
          try connection.query(
            "DELETE FROM changes_kept WHERE sequence = ?", [.integer(sequence)])
        }
        if try connection.query("SELECT 1 FROM changes_kept LIMIT 1").isEmpty {
          whenNoneIsLeft()
        }
      }
    }
  }

  /// Keeps the change `sequence` as a conflict with the store's trips `theirs`.
  package func keepAsConflict(_ sequence: Int64, theirs: [Trip]) throws(TripStoreError) {
    let connection = try changesConnection()
    try sqlite { () throws(SQLiteConnection.Failure) in
      try connection.query(
        "UPDATE changes_kept SET conflict = 1, theirs = ? WHERE sequence = ?",
        [KeptChangeRecord.text(of: theirs).map { .text($0) } ?? .null, .integer(sequence)])
    }
  }

  /// How many reserved numbers are left; none when the file does not exist.
  package func reservedNumbersLeft() throws(TripStoreError) -> Int {
    guard let connection = try existingConnection() else { return 0 }
    let rows = try sqlite { () throws(SQLiteConnection.Failure) in
      try connection.execute(Self.changesTables)
      return try connection.query("SELECT count(*) FROM changes_reserved")
    }
    guard case .integer(let count) = rows.first?.first else { return 0 }
    return Int(count)
  }

  /// Keeps `numbers`, reserved from the store, for trips added offline.
  package func keepReserved(_ numbers: ClosedRange<Int64>) throws(TripStoreError) {
    let connection = try changesConnection()
    try sqlite { () throws(SQLiteConnection.Failure) in
      try connection.inTransaction { () throws(SQLiteConnection.Failure) in
        for number in numbers {
          try connection.query(
            "INSERT OR IGNORE INTO changes_reserved (id) VALUES (?)", [.integer(number)])
        }
      }
    }
  }

  /// The connection, with the tables made; with `durably`, every commit waits for the disk.
  private func changesConnection(durably: Bool = true) throws(TripStoreError) -> SQLiteConnection {
    let connection = try connectionCreatingStore()
    try sqlite { () throws(SQLiteConnection.Failure) in
      try connection.execute(durably ? "PRAGMA synchronous = FULL" : "PRAGMA synchronous = NORMAL")
      try connection.execute(Self.changesTables)
    }
    try refuseNewerChanges(connection)
    try sqlite { () throws(SQLiteConnection.Failure) in try migrateChanges(connection) }
    return connection
  }

  private func keptChange(from row: [SQLiteConnection.Value]) throws(TripStoreError) -> KeptChange {
    guard row.count == 6, case .integer(let sequence) = row[0], case .text(let kind) = row[1],
      case .text(let text) = row[2], case .integer(let conflict) = row[3]
    else { throw TripStoreError(location: file.path, problem: .damaged("a kept change")) }
    var checksum: Int64?
    if case .integer(let sum) = row[5] { checksum = sum }
    let changes = try KeptChangeRecord(kind: kind, text: text).changes(
      checksum: checksum, at: file.path)
    var theirs: [Trip] = []
    if case .text(let text) = row[4] {
      theirs = try KeptChangeRecord.trips(text, at: file.path)
    }
    return KeptChange(
      sequence: sequence, changes: changes, isConflict: conflict != 0, theirs: theirs)
  }
}
