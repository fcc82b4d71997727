import Domain
import Foundation

// Keyed changes, sent from an offline copy or made online through it: each key is recorded
// with its result in the change's own transaction, so a change sent twice is applied once.
extension PostgreSQLTripRepository: TripChangeApplying {
  /// How long the key of an applied change is kept: a sender that lost the answer learns it
  /// when it sends the change again within this time (decision 20).
  static let keysKeptFor: Int64 = 30 * 24 * 60 * 60

  /// Applies `change` unless its key was applied before, and records the key with its result
  /// in the same transaction: a change sent twice is applied once, and the second sender
  /// learns the first result.
  ///
  /// A change that names its trip is applied, recorded, counted and announced by one
  /// statement (``keyedStatement(for:)``), so sending costs one round trip a change
  /// (decision 21). Two senders of the same key cannot both apply it: the second finds the
  /// trip's revision moved on, the trip gone or its number taken, and then finds the key. An
  /// add that the store numbers claims its key first, then takes the steps one by one.
  public func apply(_ change: PendingChange) throws(TripStoreError) -> PendingChange.Outcome {
    let key = [change.key.copy, String(change.key.sequence)]
    if let keyed = Self.keyedStatement(for: change), let id = change.tripID {
      let connection = try preparedConnection()
      let applied: String?
      do throws(Failure) {
        applied =
          try connection.queryPrepared(keyed, key + Self.parameters(of: change.operation))
          .first?.first ?? nil
      } catch {
        // The statement is its own transaction: a connection lost while it ran may have
        // lost the answer to its commit, which the key lets the sender ask again.
        var failure = error
        failure.duringCommit = error.connectionBroken
        throw storeError(failure)
      }
      if applied == "1" { return .applied(change.result) }
      // Not applied: applied before under this key, or the trip is not the one it was based on.
      let outcome = try self.change(announcing: false) {
        connection throws(Failure) -> Result<Trip?, Conflict> in
        let first = try connection.query(
          "SELECT trip_id FROM trips_applied_changes WHERE copy = $1 AND sequence = $2", key)
        guard first.isEmpty else {
          return .success(Self.firstResult(of: change, tripID: first.first?.first ?? nil))
        }
        return .failure(try conflict(id, on: connection))
      }
      return try Self.outcome(outcome)
    }
    let outcome = try self.change { connection throws(Failure) -> Result<Trip?, Conflict> in
      let claimed = try connection.query(
        """
        INSERT INTO trips_applied_changes (copy, sequence, applied_at)
        VALUES ($1, $2, extract(epoch FROM now())::bigint)
        ON CONFLICT DO NOTHING RETURNING 1
        """, key)
      if claimed.isEmpty {
        let first = try connection.query(
          "SELECT trip_id FROM trips_applied_changes WHERE copy = $1 AND sequence = $2", key)
        return .success(Self.firstResult(of: change, tripID: first.first?.first ?? nil))
      }
      let applied = try applying(change.operation, on: connection)
      if case .success(let trip) = applied {
        try connection.query(
          """
          UPDATE trips_applied_changes SET trip_id = $3, revision = $4
          WHERE copy = $1 AND sequence = $2
          """, key + [trip.map { String($0.id.rawValue) }, trip.map { String($0.revision) }])
        try connection.query("UPDATE trips_store SET changes = changes + 1")
      } else {
        // Not applied, so not recorded: the same change sent again meets the same check.
        try connection.query(
          "DELETE FROM trips_applied_changes WHERE copy = $1 AND sequence = $2", key)
      }
      return applied
    }
    return try Self.outcome(outcome)
  }

  private static func outcome(_ result: Result<Trip?, Conflict>) throws(TripStoreError)
    -> PendingChange.Outcome
  {
    switch result {
    case .success(let trip): return .applied(trip)
    case .failure(let conflict):
      guard let theirs = conflict.theirs else { return .conflict(theirs: nil) }
      return .conflict(theirs: try theirs.get())
    }
  }

  /// The one statement that applies `change` when its key was never applied and the trip is
  /// still the one it was based on, records the key with its result, counts the change and
  /// announces it; it answers 1 when it applied the change. `nil` for an add the store
  /// numbers, which needs the number first.
  ///
  /// Its parameters: the key ($1, $2), the trip's number ($3), the revision the change leaves
  /// ($4), then ``parameters(of:)`` from $5.
  static func keyedStatement(for change: PendingChange) -> String? {
    let fresh =
      "NOT EXISTS (SELECT 1 FROM trips_applied_changes WHERE copy = $1 AND sequence = $2)"
    let applying: String
    switch change.operation {
    case .add(_, nil):
      return nil
    case .add:
      applying = """
        INSERT INTO trips (id, departure, arrival, actual_departure, origin, destination)
        SELECT $3::bigint, $5::bigint, $6::bigint, $7::bigint, $8::text, $9::text
        WHERE \(fresh)
        ON CONFLICT (id) DO NOTHING RETURNING id
        """
    case .update:
      applying = """
        UPDATE trips SET departure = $5, arrival = $6, actual_departure = $7, origin = $8,
          destination = $9, revision = revision + 1
        WHERE id = $3 AND revision = $10 AND \(fresh) RETURNING id
        """
    case .remove:
      applying = """
        DELETE FROM trips WHERE id = $3 AND revision = $5 AND \(fresh) RETURNING id
        """
    }
    return """
      WITH applied AS (\(applying)),
      recorded AS (
        INSERT INTO trips_applied_changes (copy, sequence, trip_id, revision, applied_at)
        SELECT $1::text, $2::bigint, $3::bigint, $4::integer, extract(epoch FROM now())::bigint
        FROM applied RETURNING 1),
      counted AS (
        UPDATE trips_store SET changes = changes + 1 WHERE EXISTS (SELECT 1 FROM applied)
        RETURNING 1)
      SELECT (SELECT count(*) FROM recorded), (SELECT pg_notify('\(changesChannel)', '') FROM counted)
      """
  }

  /// The parameters of ``keyedStatement(for:)`` after the key: the trip's number, the
  /// revision the change leaves, and what the operation writes or checks.
  static func parameters(of operation: PendingChange.Operation) -> [String?] {
    switch operation {
    case .add(let draft, let number):
      [number.map { String($0.rawValue) }, "1"] + values(of: draft)
    case .update(let trip):
      [String(trip.id.rawValue), String(trip.revision + 1)] + values(of: trip)
        + [String(trip.revision)]
    case .remove(let trip):
      [String(trip.id.rawValue), nil, String(trip.revision)]
    }
  }

  /// Reserves the next `count` numbers for the copy `copy`, and forgets keys older than
  /// ``keysKeptFor``.
  public func reserveNumbers(_ count: Int, for copy: String) throws(TripStoreError)
    -> ClosedRange<Int64>
  {
    let count = max(1, count)
    let last = try change { connection throws(Failure) -> Int64? in
      let reserved = try connection.query(
        "UPDATE trips_store SET last_assigned_id = last_assigned_id + $1 RETURNING last_assigned_id",
        [String(count)])
      guard let text = reserved.first?.first ?? nil, let last = Int64(text) else { return nil }
      try connection.query(
        """
        INSERT INTO trips_number_blocks (copy, first_id, last_id, reserved_at)
        VALUES ($1, $2, $3, extract(epoch FROM now())::bigint)
        """, [copy, String(last - Int64(count) + 1), String(last)])
      try connection.query(
        "DELETE FROM trips_applied_changes WHERE applied_at < extract(epoch FROM now())::bigint - $1",
        [String(Self.keysKeptFor)])
      return last
    }
    guard let last else {
      throw TripStoreError(location: address.redacted, problem: .damaged("no numbers reserved"))
    }
    return (last - Int64(count) + 1)...last
  }

  /// A change that met another trip than it was based on: the store's trip, or none.
  struct Conflict: Error {
    let theirs: Result<Trip, TripStoreError>?
  }

  /// Applies one operation in the open transaction; the caller counts the change.
  func applying(_ operation: PendingChange.Operation, on connection: PostgreSQLConnection)
    throws(Failure) -> Result<Trip?, Conflict>
  {
    switch operation {
    case .add(let draft, let number):
      var id = number?.rawValue
      if id == nil {
        let assigned = try connection.query(
          "UPDATE trips_store SET last_assigned_id = last_assigned_id + 1 RETURNING last_assigned_id"
        )
        id = (assigned.first?.first ?? nil).flatMap { Int64($0) }
      }
      guard let id, let tripID = TripID(rawValue: id) else {
        return .failure(Conflict(theirs: nil))
      }
      let inserted = try connection.query(
        """
        INSERT INTO trips (id, departure, arrival, actual_departure, origin, destination)
        VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING RETURNING id
        """, [String(id)] + Self.values(of: draft))
      if inserted.isEmpty { return .failure(try conflict(tripID, on: connection)) }
      return .success(Trip(id: tripID, draft: draft))
    case .update(let trip):
      let updated = try connection.query(
        """
        UPDATE trips SET departure = $2, arrival = $3, actual_departure = $4, origin = $5,
          destination = $6, revision = revision + 1
        WHERE id = $1 AND revision = $7 RETURNING id
        """,
        [String(trip.id.rawValue)] + Self.values(of: trip) + [String(trip.revision)])
      if updated.isEmpty { return .failure(try conflict(trip.id, on: connection)) }
      return .success(trip.nextRevision)
    case .remove(let trip):
      let removed = try connection.query(
        "DELETE FROM trips WHERE id = $1 AND revision = $2 RETURNING id",
        [String(trip.id.rawValue), String(trip.revision)])
      if removed.isEmpty { return .failure(try conflict(trip.id, on: connection)) }
      return .success(nil)
    }
  }

  /// The store's trip numbered `id`, for a conflict.
  private func conflict(_ id: TripID, on connection: PostgreSQLConnection) throws(Failure)
    -> Conflict
  {
    Conflict(
      theirs: try connection.query(
        "SELECT \(Self.columns) FROM trips WHERE id = $1", [String(id.rawValue)],
        rows: trip(from:)
      ).first)
  }

  /// The result a change had when its key was first applied.
  private static func firstResult(of change: PendingChange, tripID: String?) -> Trip? {
    switch change.operation {
    case .add(let draft, _):
      return tripID.flatMap { Int64($0) }.flatMap { TripID(rawValue: $0) }.map {
        Trip(id: $0, draft: draft)
      }
    case .update, .remove:
      return change.result
    }
  }
}
