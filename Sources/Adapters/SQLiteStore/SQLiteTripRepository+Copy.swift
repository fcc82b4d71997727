import Domain
import Foundation
import StoreCapabilities

// The store as the local copy of another store (``CachingTripRepository``): trips kept as
// they were read, trips forgotten when a read found them gone, and when the copy was last
// refreshed.
extension SQLiteTripRepository {
  /// What a copy knows about itself.
  package struct CopyState: Equatable {
    /// The identity of the store it copies.
    package var identity: TripStoreIdentity
    /// When a read through the copy last succeeded.
    package var refreshed: Date
    /// Whether a read of every trip, from the first to the last, went through the copy since
    /// it was made, so the copy has every trip the store had then.
    package var complete: Bool

    /// The state of a copy of the store `identity`, last refreshed at `refreshed`.
    package init(identity: TripStoreIdentity, refreshed: Date, complete: Bool) {
      self.identity = identity
      self.refreshed = refreshed
      self.complete = complete
    }
  }

  private static let copyTable = """
    CREATE TABLE IF NOT EXISTS trips_copy (
      identity TEXT NOT NULL, refreshed INTEGER NOT NULL, complete INTEGER NOT NULL)
    """

  /// The copy's state; `nil` for a store that is no copy, or no store at all.
  package func copyState() throws(TripStoreError) -> CopyState? {
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
  package func recordRefresh(_ state: CopyState) throws(TripStoreError) {
    try keep([], covering: nil, recording: state)
  }

  /// Keeps `trips` as they were read, forgets the trips in `range` that the read did not
  /// return (the read found them gone), and records `state`, in one transaction.
  ///
  /// - Parameters:
  ///   - trips: The trips a read returned, in departure order.
  ///   - range: The stretch of departure order the read covered: after its cursor, up to its
  ///     last trip, or to the end when the read came back short.
  ///   - arrivingAfter: For a read of upcoming trips: only trips arriving after it were read.
  ///   - state: The copy's state after the read.
  package func keep(
    _ trips: [Trip], covering range: CopyRange?, arrivingAfter: Date? = nil,
    recording state: CopyState
  ) throws(TripStoreError) {
    let connection = try connectionCreatingStore()
    try sqlite { () throws(SQLiteConnection.Failure) in
      // A copy can be made again from the server, so it never waits for the disk: a copy that
      // a crash of the system damaged is set aside and made again at the next read.
      try connection.execute("PRAGMA synchronous = OFF")
      // Writing page after page touches the same index pages again and again; the store's
      // small cache, right for reading a list once, would read them back each time.
      try connection.execute("PRAGMA cache_size = -2048")
      try connection.execute(Self.copyTable)
      try connection.inTransaction { () throws(SQLiteConnection.Failure) in
        var changed = trips
        if let range {
          // Only what differs is written: a trip the copy holds at the same revision is the
          // same trip, so a list read again costs a read of the copy, not a rewrite.
          let (condition, parameters) = Self.condition(for: range, arrivingAfter: arrivingAfter)
          var held: [Int64: Int64] = [:]
          try connection.forEachRow(
            "SELECT id, revision FROM trips" + condition, parameters
          ) { row in
            if let id = row.integer(0) { held[id] = row.integer(1) }
          }
          let returned = Set(trips.map(\.id.rawValue))
          for id in held.keys where !returned.contains(id) {
            try connection.query("DELETE FROM trips WHERE id = ?", [.integer(id)])
          }
          changed = trips.filter { held[$0.id.rawValue] != Int64($0.revision) }
        }
        for trip in changed { try connection.query(Self.keepTrip, Self.parameters(trip)) }
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

  private static let keepTrip = insertMoved.replacingOccurrences(
    of: "INSERT", with: "INSERT OR REPLACE")

  /// Forgets one trip, which a read found gone.
  package func forget(tripWithID id: TripID) throws(TripStoreError) {
    guard let connection = try existingConnection() else { return }
    try sqlite { () throws(SQLiteConnection.Failure) in
      try connection.query("DELETE FROM trips WHERE id = ?", [.integer(id.rawValue)])
    }
  }

  /// The `WHERE` clause that selects the trips in `range`, and its parameters. The
  /// conditions are spelled out so that SQLite walks the departure index.
  private static func condition(for range: CopyRange, arrivingAfter: Date?)
    -> (String, [SQLiteConnection.Value])
  {
    var conditions: [String] = []
    var parameters: [SQLiteConnection.Value] = []
    if let start = range.after {
      let (departure, id) = ("?\(parameters.count + 1)", "?\(parameters.count + 2)")
      conditions.append("(departure > \(departure) OR (departure = \(departure) AND id > \(id)))")
      parameters += [.integer(seconds(start.departure)), .integer(start.id.rawValue)]
    }
    if let end = range.through {
      let (departure, id) = ("?\(parameters.count + 1)", "?\(parameters.count + 2)")
      conditions.append("(departure < \(departure) OR (departure = \(departure) AND id <= \(id)))")
      parameters += [.integer(seconds(end.departure)), .integer(end.id.rawValue)]
    }
    if let arrivingAfter {
      conditions.append("arrival > ?\(parameters.count + 1)")
      parameters.append(.integer(seconds(arrivingAfter)))
    }
    let condition = conditions.isEmpty ? "" : " WHERE " + conditions.joined(separator: " AND ")
    return (condition, parameters)
  }
}

/// A stretch of departure order that one read covered.
package struct CopyRange: Equatable {
  /// Where the read started: after this trip, or from the first when `nil`.
  package var after: TripCursor?
  /// Where it ended: at this trip, or at the end of the store when `nil`.
  package var through: TripCursor?

  /// The stretch after `after` through `through`.
  package init(after: TripCursor?, through: TripCursor?) {
    self.after = after
    self.through = through
  }
}
