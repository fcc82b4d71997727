import Domain
import Foundation

// The store as the local copy of another store (``CachingTripRepository``): trips kept as
// they were read, trips forgotten when a read found them gone, and when the copy was last
// refreshed.
extension SQLiteTripRepository {
  /// What a copy knows about itself.
  struct CopyState: Equatable {
    /// The identity of the store it copies.
    var identity: TripStoreIdentity
    /// When a read through the copy last succeeded.
    var refreshed: Date
    /// Whether a read of every trip, from the first to the last, went through the copy since
    /// it was made, so the copy has every trip the store had then.
    var complete: Bool
  }

  private static let copyTable = """
    CREATE TABLE IF NOT EXISTS trips_copy (
      identity TEXT NOT NULL, refreshed INTEGER NOT NULL, complete INTEGER NOT NULL)
    """

  /// The copy's state; `nil` for a store that is no copy, or no store at all.
  func copyState() throws(TripStoreError) -> CopyState? {
    guard let connection = try existingConnection() else { return nil }
    let rows = try sqlite { () throws(SQLiteConnection.Failure) in
      try connection.execute(Self.copyTable)
      return try connection.query("SELECT identity, refreshed, complete FROM trips_copy")
    }
    guard let row = rows.first, row.count == 3, case .text(let identity) = row[0],
      case .integer(let refreshed) = row[1], case .integer(let complete) = row[2]
    else { return nil }
    return CopyState(
      identity: TripStoreIdentity(identity),
      refreshed: Date(timeIntervalSince1970: Double(refreshed)), complete: complete != 0)
  }

  /// Records a successful read: the store's identity, when, and whether the copy is complete.
  func recordRefresh(_ state: CopyState) throws(TripStoreError) {
    let connection = try connectionCreatingStore()
    try sqlite { () throws(SQLiteConnection.Failure) in
      try connection.execute(Self.copyTable)
      try connection.inTransaction { () throws(SQLiteConnection.Failure) in
        try connection.query("DELETE FROM trips_copy")
        try connection.query(
          "INSERT INTO trips_copy (identity, refreshed, complete) VALUES (?, ?, ?)",
          [
            .text(state.identity.description), .integer(Self.seconds(state.refreshed)),
            .integer(state.complete ? 1 : 0),
          ])
        try connection.query(
          "UPDATE trips_store SET identity = ?", [.text(state.identity.description)])
      }
    }
  }

  /// Keeps `trips` as they were read, and forgets the trips in `range` that the read did not
  /// return: the read found them gone.
  ///
  /// - Parameters:
  ///   - trips: The trips a read returned, in departure order.
  ///   - range: The stretch of departure order the read covered: after its cursor, up to its
  ///     last trip, or to the end when the read came back short.
  ///   - arrivingAfter: For a read of upcoming trips: only trips arriving after it were read.
  func keep(_ trips: [Trip], covering range: CopyRange?, arrivingAfter: Date? = nil)
    throws(TripStoreError)
  {
    let connection = try connectionCreatingStore()
    try sqlite { () throws(SQLiteConnection.Failure) in
      try connection.inTransaction { () throws(SQLiteConnection.Failure) in
        if let range {
          try forget(in: range, arrivingAfter: arrivingAfter, except: trips, connection)
        }
        for trip in trips {
          try connection.query(
            Self.insertMoved.replacingOccurrences(of: "INSERT", with: "INSERT OR REPLACE"),
            Self.parameters(trip))
        }
      }
    }
  }

  /// Forgets one trip, which a read found gone.
  func forget(tripWithID id: TripID) throws(TripStoreError) {
    guard let connection = try existingConnection() else { return }
    try sqlite { () throws(SQLiteConnection.Failure) in
      try connection.query("DELETE FROM trips WHERE id = ?", [.integer(id.rawValue)])
    }
  }

  private func forget(
    in range: CopyRange, arrivingAfter: Date?, except trips: [Trip],
    _ connection: SQLiteConnection
  ) throws(SQLiteConnection.Failure) {
    var conditions: [String] = []
    var parameters: [SQLiteConnection.Value] = []
    if let start = range.after {
      conditions.append("(departure, id) > (?, ?)")
      parameters += [.integer(Self.seconds(start.departure)), .integer(start.id.rawValue)]
    }
    if let end = range.through {
      conditions.append("(departure, id) <= (?, ?)")
      parameters += [.integer(Self.seconds(end.departure)), .integer(end.id.rawValue)]
    }
    if let arrivingAfter {
      conditions.append("arrival > ?")
      parameters.append(.integer(Self.seconds(arrivingAfter)))
    }
    let kept = trips.map { String($0.id.rawValue) }.joined(separator: ", ")
    conditions.append("id NOT IN (\(kept))")
    try connection.query(
      "DELETE FROM trips WHERE " + conditions.joined(separator: " AND "), parameters)
  }
}

/// A stretch of departure order that one read covered.
struct CopyRange: Equatable {
  /// Where the read started: after this trip, or from the first when `nil`.
  var after: TripCursor?
  /// Where it ended: at this trip, or at the end of the store when `nil`.
  var through: TripCursor?
}
