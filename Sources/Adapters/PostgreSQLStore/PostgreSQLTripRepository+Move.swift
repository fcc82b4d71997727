import Domain
import StoreCapabilities
import StoreSupport

// Moving a store into this database, and the largest identifier it assigned.
extension PostgreSQLTripRepository {
  /// The largest identifier the store ever assigned; 0 when none, or while there is no store.
  public func highestAssignedID() throws(TripStoreError) -> Int64 {
    let highest: String? = try read(ifNoStore: "0") { connection throws(Failure) in
      try connection.query("SELECT last_assigned_id FROM trips_store").first?.first ?? nil
    }
    return highest.flatMap { Int64($0) } ?? 0
  }

  /// Takes in every trip of `source` with its identifier and revision, and `source`'s
  /// identity and largest assigned identifier, unless this store ever assigned one.
  ///
  /// One transaction holds the whole move, so the database has all of it or none of it, and
  /// one page of the source is in memory at a time, written with one statement. The store's
  /// own row is locked first, so a trip added by another session meanwhile waits for the
  /// move and then gets an identifier after the moved ones.
  ///
  /// - Parameter source: The store to copy from.
  /// - Returns: How many trips were taken in.
  public func takeIn(tripsOf source: any TripStoreMoving) async throws(TripMoveError) -> Int {
    let source = try await MoveSource(source)
    let highest = try moving { () throws(TripStoreError) in try highestAssignedID() }
    guard highest == 0 else { throw .targetNotNew(highestAssignedID: highest) }
    let connection = try moving { () throws(TripStoreError) in try preparedConnection() }
    try statements { () throws(Failure) in try connection.query("BEGIN") }
    do throws(TripMoveError) {
      let locked: String? = try statements { () throws(Failure) in
        try connection.query("SELECT last_assigned_id FROM trips_store FOR UPDATE").first?.first
          ?? nil
      }
      let highest = locked.flatMap { Int64($0) } ?? 0
      guard highest == 0 else { throw .targetNotNew(highestAssignedID: highest) }
      let count = try await source.forEachPage { page throws(TripMoveError) in
        let values = page.flatMap { Self.rowValues(of: $0) }
        try statements { () throws(Failure) in
          _ = try connection.query(Self.insert(rows: page.count), values)
        }
      }
      try statements { () throws(Failure) in
        try connection.query(
          """
          UPDATE trips_store SET last_assigned_id = $1, identity = $2::uuid,
            changes = changes + 1
          """, [String(source.highestAssignedID), source.identity.description])
        try connection.query("NOTIFY \(Self.changesChannel)")
        try connection.commit()
      }
      sessionIdentity = nil
      return count
    } catch {
      _ = try? connection.query("ROLLBACK")
      throw error
    }
  }

  /// `INSERT` of `rows` trips with their identifiers and revisions, seven parameters each.
  private static func insert(rows: Int) -> String {
    let tuples = (0..<rows).map { row in
      "(" + (1...7).map { "$\(row * 7 + $0)" }.joined(separator: ", ") + ")"
    }
    return """
      INSERT INTO trips (id, departure, arrival, actual_departure, origin, destination, revision)
      VALUES \(tuples.joined(separator: ", "))
      """
  }

  private static func rowValues(of trip: Trip) -> [String?] {
    [
      String(trip.id.rawValue), seconds(trip.departure), seconds(trip.arrival),
      trip.recordedDeparture.map(seconds), trip.origin, trip.destination,
      String(trip.revision),
    ]
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

  /// Runs statements for a move, with their failure as ``TripMoveError/store(_:)``.
  @discardableResult
  private func statements<Result>(_ body: () throws(Failure) -> Result) throws(TripMoveError)
    -> Result
  {
    do throws(Failure) {
      return try body()
    } catch {
      throw .store(storeError(error))
    }
  }
}
