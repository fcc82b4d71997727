import Domain
import StoreCapabilities
import StoreSupport

// Moving a store into this file, and the largest identifier it assigned.
extension SQLiteTripRepository {
  /// The largest identifier the store ever assigned, which `AUTOINCREMENT` keeps in
  /// `sqlite_sequence`; 0 when none, or while there is no file.
  ///
  /// - Throws: `TripStoreError` when the file cannot be read as a store.
  public func highestAssignedID() throws(TripStoreError) -> Int64 {
    guard let connection = try existingConnection() else { return 0 }
    return try sqlite { () throws(SQLiteConnection.Failure) in try Self.highest(in: connection) }
  }

  /// Takes in every trip of `source` with its identifier and revision, and `source`'s
  /// identity and largest assigned identifier, unless this store ever assigned one.
  ///
  /// One transaction holds the whole move, so the file has all of it or none of it, and one
  /// page of the source is in memory at a time. The transaction stays open while the source
  /// is read: a move is a command of its own, so nothing else in this process writes here
  /// meanwhile, and other processes wait for the busy timeout, as for any writer.
  ///
  /// - Parameter source: The store to copy from.
  /// - Returns: How many trips were taken in.
  public func takeIn(tripsOf source: any TripStoreMoving) async throws(TripMoveError) -> Int {
    let source = try await MoveSource(source)
    let highest = try moving { () throws(TripStoreError) in try highestAssignedID() }
    guard highest == 0 else { throw .targetNotNew(highestAssignedID: highest) }
    let connection = try moving { () throws(TripStoreError) in try connectionCreatingStore() }
    try statements { () throws(SQLiteConnection.Failure) in
      try connection.execute("BEGIN IMMEDIATE")
    }
    do throws(TripMoveError) {
      // Checked again inside the transaction: another process may have added a trip.
      let highest = try statements { () throws(SQLiteConnection.Failure) in
        try Self.highest(in: connection)
      }
      guard highest == 0 else { throw .targetNotNew(highestAssignedID: highest) }
      let count = try await source.forEachPage { page throws(TripMoveError) in
        try statements { () throws(SQLiteConnection.Failure) in
          for trip in page { try connection.query(Self.insertMoved, Self.parameters(trip)) }
        }
      }
      try statements { () throws(SQLiteConnection.Failure) in
        try connection.query("DELETE FROM sqlite_sequence WHERE name = 'trips'")
        try connection.query(
          "INSERT INTO sqlite_sequence (name, seq) VALUES ('trips', ?)",
          [.integer(source.highestAssignedID)])
        try connection.query(
          "UPDATE trips_store SET identity = ?", [.text(source.identity.description)])
        try connection.execute("COMMIT")
      }
      return count
    } catch {
      try? connection.execute("ROLLBACK")
      throw error
    }
  }

  static let insertMoved = """
    INSERT INTO trips (id, departure, arrival, actual_departure, origin, destination, revision)
    VALUES (?, ?, ?, ?, ?, ?, ?)
    """

  static func parameters(_ trip: Trip) -> [SQLiteConnection.Value] {
    [
      .integer(trip.id.rawValue), .integer(seconds(trip.departure)),
      .integer(seconds(trip.arrival)), instant(trip.recordedDeparture), text(trip.origin),
      text(trip.destination), .integer(Int64(trip.revision)),
    ]
  }

  private static func highest(in connection: SQLiteConnection) throws(SQLiteConnection.Failure)
    -> Int64
  {
    integer(try connection.query("SELECT seq FROM sqlite_sequence WHERE name = 'trips'"))
  }

  /// Runs store work for a move, with its failure as ``TripMoveError/store(_:)``.
  private func moving<Result>(_ body: () throws(TripStoreError) -> Result) throws(TripMoveError)
    -> Result
  {
    do throws(TripStoreError) {
      return try body()
    } catch {
      throw .store(error)
    }
  }

  /// Runs SQLite work for a move, with its failure as ``TripMoveError/store(_:)``.
  private func statements<Result>(_ body: () throws(SQLiteConnection.Failure) -> Result)
    throws(TripMoveError) -> Result
  {
    do throws(TripStoreError) {
      return try sqlite(body)
    } catch {
      throw .store(error)
    }
  }
}
