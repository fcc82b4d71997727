import Domain
import Foundation
import OfflineChanges

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
  /// add that the store numbers claims its key first, then takes the steps one by one; so does
  /// a change of several intents (``claimedSet(_:_:)``).
  public func apply(_ kept: PendingChange) throws(TripStoreError) -> PendingChange.Outcome {
    let key = [kept.key.copy, String(kept.key.sequence)]
    guard kept.changes.changes.count == 1, let change = kept.changes.changes.first else {
      return try claimedSet(kept.changes, key)
    }
    if let keyed = Self.keyedStatement(for: change), let id = change.tripID {
      let connection = try preparedConnection()
      let answer: PostgreSQLConnection.Row?
      do throws(Failure) {
        answer = try connection.queryPrepared(keyed, key + Self.parameters(of: change)).first
      } catch {
        // The statement is its own transaction: a connection lost while it ran may have
        // lost the answer to its commit, which the key lets the sender ask again.
        var failure = error
        failure.duringCommit = error.connectionBroken
        throw storeError(failure)
      }
      if answer?.first == "1" {
        guard case .edit = change else {
          return .applied(change.result(over: nil).map { [$0] } ?? [])
        }
        return .applied([try Self.editedTrip(answer ?? [], at: address.redacted)])
      }
      if case .edit = change {
        // Not merged at once: the trip moved on while the statement ran, a field conflicts,
        // the store has the values already, or the key was applied before. The steps one by
        // one tell which.
        return try claimed(change, key)
      }
      // Not applied: applied before under this key, or the trip is not the one it was based on.
      let outcome = try self.change(announcing: false) {
        connection throws(Failure) -> Result<Trip?, Conflict> in
        let first = try connection.query(
          "SELECT trip_id FROM trips_applied_changes WHERE copy = $1 AND sequence = $2", key)
        guard first.isEmpty else {
          return .success(
            try firstResult(of: change, tripID: first.first?.first ?? nil, connection))
        }
        return .failure(try conflict(id, on: connection))
      }
      return try Self.outcome(outcome)
    }
    return try claimed(change, key)
  }

  /// Applies a change of several intents in a transaction that claims its key first, then
  /// applies them as a set sent online is applied, all or nothing, and records with the key
  /// the numbers of the trips it wrote; the key of a change not applied is given back. It
  /// answers, as a key applied before does, with the trips the change names, then those it
  /// added under the store's numbers, as they are now.
  private func claimedSet(_ changes: TripChangeSet, _ key: [String?]) throws(TripStoreError)
    -> PendingChange.Outcome
  {
    let outcome = try self.change {
      connection throws(Failure) -> Result<PendingChange.Outcome, TripStoreError> in
      func stored(_ ids: [TripID]) throws(Failure) -> Result<[Trip], TripStoreError> {
        var trips: [Trip] = []
        for row in try connection.query(
          "SELECT \(Self.columns) FROM trips WHERE id = ANY($1::bigint[])", [Self.array(ids)],
          rows: trip(from:))
        {
          switch row {
          case .success(let trip): trips.append(trip)
          case .failure(let failure): return .failure(failure)
          }
        }
        return .success(ids.compactMap { id in trips.first { $0.id == id } })
      }
      let claimed = try connection.query(
        """
        INSERT INTO trips_applied_changes (copy, sequence, applied_at)
        VALUES ($1, $2, extract(epoch FROM now())::bigint)
        ON CONFLICT DO NOTHING RETURNING 1
        """, key)
      guard !claimed.isEmpty else {
        let recorded = try connection.query(
          """
          SELECT unnest(trip_ids) FROM trips_applied_changes WHERE copy = $1 AND sequence = $2
          """, key
        ).compactMap { row in row.first.flatMap { $0 }.flatMap { Int64($0) } }
          .compactMap(TripID.init(rawValue:))
        let added = recorded.filter { !changes.tripIDs.contains($0) }
        return try stored(changes.tripIDs + added).map { .applied($0) }
      }
      switch try applying(changes, on: connection) {
      case .success(let applied):
        try connection.query(
          "UPDATE trips_applied_changes SET trip_ids = $3 WHERE copy = $1 AND sequence = $2",
          key + [Self.array((applied.added + applied.changed).map(\.id))])
        let added = applied.added.map(\.id).filter { !changes.tripIDs.contains($0) }
        return try stored(changes.tripIDs + added).map { .applied($0) }
      case .failure(.store(let failure)):
        try connection.query(
          "DELETE FROM trips_applied_changes WHERE copy = $1 AND sequence = $2", key)
        return .failure(failure)
      case .failure:
        // Not applied, so not recorded: the same change sent again meets the same check.
        try connection.query(
          "DELETE FROM trips_applied_changes WHERE copy = $1 AND sequence = $2", key)
        return try stored(changes.tripIDs).map { .conflict(theirs: $0) }
      }
    }
    return try outcome.get()
  }

  /// `ids` as a PostgreSQL array of `bigint`.
  private static func array(_ ids: [TripID]) -> String {
    "{" + ids.map { String($0.rawValue) }.joined(separator: ",") + "}"
  }

  /// Applies `change` in a transaction that claims its key first, then takes the steps one by
  /// one; the key of a change not applied is given back.
  private func claimed(_ change: TripChange, _ key: [String?]) throws(TripStoreError)
    -> PendingChange.Outcome
  {
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
        return .success(try firstResult(of: change, tripID: first.first?.first ?? nil, connection))
      }
      var wrote = true
      let applied: Result<Trip?, Conflict>
      switch change {
      case .edit, .replace: (applied, wrote) = try merging(change, on: connection)
      case .add(let draft, let number): applied = try adding(draft, as: number, on: connection)
      // A removal always has its one statement (``keyedStatement(for:)``), which is never
      // claimed step by step.
      case .remove: applied = .failure(Conflict(theirs: nil))
      }
      if case .success(let trip) = applied {
        // A key whose edit found every value set already names no trip: it wrote none.
        let written = wrote ? trip : nil
        try connection.query(
          """
          UPDATE trips_applied_changes SET trip_id = $3, revision = $4
          WHERE copy = $1 AND sequence = $2
          """, key + [written.map { String($0.id.rawValue) }, written.map { String($0.revision) }])
        if wrote { try connection.query("UPDATE trips_store SET changes = changes + 1") }
      } else {
        // Not applied, so not recorded: the same change sent again meets the same check.
        try connection.query(
          "DELETE FROM trips_applied_changes WHERE copy = $1 AND sequence = $2", key)
      }
      return applied
    }
    return try Self.outcome(outcome)
  }

  /// The trip an edit's statement answers after its count and its announcement.
  private static func editedTrip(_ row: PostgreSQLConnection.Row, at location: String)
    throws(TripStoreError) -> Trip
  {
    let number = { (column: Int) -> Int64? in
      row.count > column ? row[column].flatMap { Int64($0) } : nil
    }
    let instant = { (column: Int) -> Date? in
      number(column).map { Date(timeIntervalSince1970: Double($0)) }
    }
    guard row.count == 9, let id = number(2).flatMap(TripID.init(rawValue:)),
      let departure = instant(3), let arrival = instant(4),
      let revision = number(8).flatMap({ Int(exactly: $0) }),
      let trip = try? Trip(
        id: id, departure: departure, arrival: arrival, recordedDeparture: instant(5),
        origin: row[6], destination: row[7], revision: revision)
    else {
      throw TripStoreError(
        location: location, problem: .damaged("a trip row has unexpected values"))
    }
    return trip
  }

  private static func outcome(_ result: Result<Trip?, Conflict>) throws(TripStoreError)
    -> PendingChange.Outcome
  {
    switch result {
    case .success(let trip): return .applied(trip.map { [$0] } ?? [])
    case .failure(let conflict):
      guard let theirs = conflict.theirs else { return .conflict(theirs: []) }
      return .conflict(theirs: [try theirs.get()])
    }
  }

  /// The one statement that applies `change` when its key was never applied and the trip is
  /// still the one it was based on, records the key with its result, counts the change and
  /// announces it; it answers 1 when it applied the change. `nil` for an add the store
  /// numbers, which needs the number first.
  ///
  /// Its parameters: the key ($1, $2), the trip's number ($3), the revision the change leaves
  /// ($4), then ``parameters(of:)`` from $5.
  static func keyedStatement(for change: TripChange) -> String? {
    let fresh =
      "NOT EXISTS (SELECT 1 FROM trips_applied_changes WHERE copy = $1 AND sequence = $2)"
    let applying: String
    switch change {
    case .add(_, nil):
      return nil
    case .add:
      applying = """
        INSERT INTO trips (id, departure, arrival, actual_departure, origin, destination)
        SELECT $3::bigint, $5::bigint, $6::bigint, $7::bigint, $8::text, $9::text
        WHERE \(fresh)
        ON CONFLICT (id) DO NOTHING RETURNING id
        """
    case .replace:
      return nil
    case .edit:
      return editStatement
    case .remove:
      // Only while the trip has every value the person saw (`removes(_:)`).
      applying = """
        DELETE FROM trips WHERE id = $3 AND departure = $5::bigint AND arrival = $6::bigint
          AND actual_departure IS NOT DISTINCT FROM $7::bigint
          AND origin IS NOT DISTINCT FROM $8::text AND destination IS NOT DISTINCT FROM $9::text
          AND \(fresh) RETURNING id
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

  /// The statement that merges an edit at once, when the trip does not change while it runs
  /// and every field it names still has its base or has its value already: each named field
  /// is set, nothing else is written, and the merged trip must keep the domain's rule. It
  /// records the key with the revision it leaves, counts and announces the change, and
  /// answers 1 with the trip's columns. Otherwise it writes nothing, and ``claimed(_:_:)``
  /// takes the steps one by one.
  ///
  /// Its parameters: the key ($1, $2), the trip's number ($3), then for each field in
  /// ``TripField`` order whether the edit names it, its base and its value ($4 to $18).
  static let editStatement: String = {
    let fields = [
      ("departure", "bigint"), ("arrival", "bigint"), ("actual_departure", "bigint"),
      ("origin", "text"), ("destination", "text"),
    ]
    var sets: [String] = []
    var merges: [String] = []
    var differs: [String] = []
    var merged: [String: String] = [:]
    for (index, (column, type)) in fields.enumerated() {
      let named = "$\(4 + 3 * index)::boolean"
      let base = "$\(5 + 3 * index)::\(type)"
      let value = "$\(6 + 3 * index)::\(type)"
      merged[column] = "(CASE WHEN \(named) THEN \(value) ELSE \(column) END)"
      sets.append("\(column) = \(merged[column]!)")
      merges.append(
        "(NOT \(named) OR \(column) IS NOT DISTINCT FROM \(base) OR \(column) IS NOT DISTINCT FROM \(value))"
      )
      differs.append("(\(named) AND \(column) IS DISTINCT FROM \(value))")
    }
    return """
      WITH applied AS (
        UPDATE trips SET \(sets.joined(separator: ", ")), revision = revision + 1
        WHERE id = $3 AND revision = (SELECT revision FROM trips WHERE id = $3)
          AND NOT EXISTS (SELECT 1 FROM trips_applied_changes WHERE copy = $1 AND sequence = $2)
          AND \(merges.joined(separator: " AND "))
          AND (\(differs.joined(separator: " OR ")))
          AND \(merged["arrival"]!) > \(merged["departure"]!)
        RETURNING \(PostgreSQLTripRepository.columns)),
      recorded AS (
        INSERT INTO trips_applied_changes (copy, sequence, trip_id, revision, applied_at)
        SELECT $1::text, $2::bigint, id, revision, extract(epoch FROM now())::bigint
        FROM applied RETURNING 1),
      counted AS (
        UPDATE trips_store SET changes = changes + 1 WHERE EXISTS (SELECT 1 FROM applied)
        RETURNING 1)
      SELECT (SELECT count(*) FROM recorded),
        (SELECT pg_notify('\(PostgreSQLTripRepository.changesChannel)', '') FROM counted), applied.*
      FROM (SELECT 1) AS one LEFT JOIN applied ON true
      """
  }()

  /// The parameters of ``keyedStatement(for:)`` after the key: the trip's number, the
  /// revision the change leaves, and what the operation writes or checks.
  static func parameters(of operation: TripChange) -> [String?] {
    switch operation {
    case .add(let draft, let number):
      [number.map { String($0.rawValue) }, "1"] + values(of: draft)
    case .edit(let edit):
      [String(edit.id.rawValue)] + fieldParameters(of: edit)
    case .replace(let trip), .remove(let trip):
      [String(trip.id.rawValue), nil] + values(of: trip)
    }
  }

  /// For each field in ``TripField`` order: whether `edit` names it, its base and its value.
  static func fieldParameters(of edit: TripEdit) -> [String?] {
    func field<Value>(_ change: FieldChange<Value>?, _ text: (Value) -> String?) -> [String?] {
      guard let change else { return ["false", nil, nil] }
      return ["true", text(change.base), text(change.value)]
    }
    return field(edit.departure, seconds) + field(edit.arrival, seconds)
      + field(edit.recordedDeparture) { $0.map(seconds) }
      + field(edit.origin) { $0 } + field(edit.destination) { $0 }
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

  /// Adds a trip in the open transaction, under `number` or the store's next one; the caller
  /// counts the change.
  private func adding(_ draft: TripDraft, as number: TripID?, on connection: PostgreSQLConnection)
    throws(Failure) -> Result<Trip?, Conflict>
  {
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
  }

  /// Merges an edit, or a replacement, onto the store's trip, locked until the transaction
  /// ends: only the fields the merge changes differ in the row written.
  ///
  /// - Returns: The outcome, and whether a row was written: not when the store had every
  ///   value already.
  private func merging(_ operation: TripChange, on connection: PostgreSQLConnection)
    throws(Failure) -> (Result<Trip?, Conflict>, Bool)
  {
    guard let id = operation.tripID,
      let found = try connection.query(
        "SELECT \(Self.columns) FROM trips WHERE id = $1 FOR UPDATE", [String(id.rawValue)],
        rows: trip(from:)
      ).first
    else { return (.failure(Conflict(theirs: nil)), false) }
    guard case .success(let stored) = found, let edit = operation.edit(of: stored) else {
      return (.failure(Conflict(theirs: found)), false)
    }
    switch edit.merged(onto: stored) {
    case .alreadyApplied(let trip):
      return (.success(trip), false)
    case .conflict:
      return (.failure(Conflict(theirs: found)), false)
    case .merged(let trip):
      try connection.query(
        """
        UPDATE trips SET departure = $2, arrival = $3, actual_departure = $4, origin = $5,
          destination = $6, revision = $7
        WHERE id = $1
        """, [String(id.rawValue)] + Self.values(of: trip) + [String(trip.revision)])
      return (.success(trip), true)
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

  /// The result a change had when its key was first applied: for an edit, the store's trip
  /// now.
  private func firstResult(
    of change: TripChange, tripID: String?, _ connection: PostgreSQLConnection
  ) throws(Failure) -> Trip? {
    switch change {
    case .add(let draft, _):
      return tripID.flatMap { Int64($0) }.flatMap { TripID(rawValue: $0) }.map {
        Trip(id: $0, draft: draft)
      }
    case .edit, .replace:
      return try connection.query(
        "SELECT \(Self.columns) FROM trips WHERE id = $1",
        [change.tripID.map { String($0.rawValue) }], rows: trip(from:)
      ).first.flatMap { try? $0.get() }
    case .remove:
      return nil
    }
  }
}
