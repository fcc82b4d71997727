import Domain
import Foundation

// The one write: a change set applied in one transaction.
extension SQLiteTripRepository {
  /// Applies a change set all or nothing, in one transaction: the trips it names are read
  /// and written under the write lock, so no other writer comes in between.
  ///
  /// - Parameter changes: The intents.
  /// - Returns: The trips as the set leaves them.
  /// - Throws: `TripRepositoryError/notFound(_:)`, `TripRepositoryError/changedElsewhere(_:)`
  ///   or `TripRepositoryError/store(_:)`; nothing is written then.
  public func apply(_ changes: TripChangeSet) throws(TripRepositoryError) -> [Trip] {
    guard !changes.changes.isEmpty else { return [] }
    let adds = changes.changes.contains { if case .add = $0 { true } else { false } }
    let outcome = try change { () throws(TripStoreError) -> Result<[Trip], TripRepositoryError> in
      guard let connection = try adds ? connectionCreatingStore() : existingConnection() else {
        return .failure(.notFound(changes.tripIDs[0]))
      }
      return try sqlite { () throws(SQLiteConnection.Failure) in
        try connection.inTransaction { () throws(SQLiteConnection.Failure) in
          try applying(changes, on: connection)
        }
      }
    }
    return try outcome.get()
  }

  /// Reads the trips `changes` names, works out what it does, and writes that, in the open
  /// transaction; a refusal writes nothing.
  private func applying(_ changes: TripChangeSet, on connection: SQLiteConnection)
    throws(SQLiteConnection.Failure) -> Result<[Trip], TripRepositoryError>
  {
    var stored: [TripID: Trip] = [:]
    for id in changes.tripIDs {
      var found: Result<Trip, TripStoreError>?
      try connection.forEachRow(
        "SELECT \(Self.columns) FROM trips WHERE id = ?", [.integer(id.rawValue)]
      ) { row in
        found = Result { () throws(TripStoreError) in try trip(from: row) }
      }
      switch found {
      case .success(let trip): stored[id] = trip
      case .failure(let failure): return .failure(.store(failure))
      case nil: break
      }
    }
    let highest = Self.integer(
      try connection.query("SELECT seq FROM sqlite_sequence WHERE name = 'trips'"))
    let applied: TripChangeSet.Applied
    do throws(TripRepositoryError) {
      applied = try changes.applied(to: stored, highestAssigned: highest)
    } catch {
      return .failure(error)
    }
    for trip in applied.added {
      try connection.query(
        """
        INSERT INTO trips (id, departure, arrival, actual_departure, origin, destination, revision)
        VALUES (?, ?, ?, ?, ?, ?, ?)
        """, [.integer(trip.id.rawValue)] + Self.values(of: trip) + [.integer(Int64(trip.revision))]
      )
    }
    for trip in applied.changed {
      try connection.query(
        """
        UPDATE trips SET departure = ?, arrival = ?, actual_departure = ?, origin = ?,
          destination = ?, revision = ?
        WHERE id = ?
        """, Self.values(of: trip) + [.integer(Int64(trip.revision)), .integer(trip.id.rawValue)])
    }
    for id in applied.removed {
      try connection.query("DELETE FROM trips WHERE id = ?", [.integer(id.rawValue)])
    }
    return .success(applied.trips)
  }

  /// The columns a trip's values are written to, from `departure` to `destination`.
  private static func values(of trip: Trip) -> [SQLiteConnection.Value] {
    [
      .integer(seconds(trip.departure)), .integer(seconds(trip.arrival)),
      instant(trip.recordedDeparture), text(trip.origin), text(trip.destination),
    ]
  }
}
