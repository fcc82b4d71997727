import CLibPQ
import Domain
import Foundation
import StoreCapabilities
import StoreEvents
import StoreSupport

/// The team store: trips in a PostgreSQL database, through libpq.
///
/// - Selected by a `postgresql://` or `postgres://` address; libpq reads the address, the
///   settings in its query (`?sslmode=verify-full`, `?service=…`) and the `PG*` variables.
/// - One connection per process, made by ``connectAhead()`` or the first request, with a connect timeout of
///   ``defaultConnectTimeoutSeconds`` unless the address or `PGCONNECT_TIMEOUT` sets one, so a
///   server that is away fails fast. The busy timeout becomes the session's lock and
///   statement timeouts.
/// - Every change is one transaction. A change raises the store's change count in the same
///   transaction, so the change token moves exactly when a change commits, and ends with
///   `NOTIFY` on ``changesChannel``, which the server delivers to every listener
///   (``listenForChanges()``) at the commit.
/// - Nothing is created until the first change; a database that holds another program's
///   `trips` table, or a store from a newer Trips, is refused and left as it is.
/// - Failures are told apart by SQLSTATE and by libpq's connection state, never by message
///   text, and are named by ``PostgreSQLAddress/redacted``, so no password is ever printed.
public actor PostgreSQLTripRepository: FullTripStore, TripChangeAnnouncing {
  /// Seconds to wait for a server to answer, unless the address or `PGCONNECT_TIMEOUT` says.
  public static let defaultConnectTimeoutSeconds = 5
  /// How many times in all a change is tried when the server reports a serialization failure
  /// or a deadlock, before it is reported as busy.
  static let attempts = 4
  /// The channel a change is announced on when it commits; `watch` listens there.
  static let changesChannel = "trips_changes"
  static let columns = "id, departure, arrival, actual_departure, origin, destination, revision"

  let address: PostgreSQLAddress
  let environment: [String: String]
  let busyTimeout: Duration
  /// Told of each session made and each change tried again.
  let reporting: any StoreEventReporting
  /// The file names libpq is looked for under.
  let libraryNames: [String]
  private let executor = QueueExecutor(label: "trips.postgresql-store")
  /// The session, once connected; dropped when it breaks.
  var currentConnection: PostgreSQLConnection?
  /// Whether the session is with any host that answered, for reading, because none of the
  /// hosts the address names took changes when it was made (a failover under way).
  var readsFromAnyHost = false
  /// Whether this session found a store it can read, and whether one it can change: one
  /// that took every step this program knows.
  private var schemaIsReadable = false
  private var schemaIsCurrent = false
  /// The store's identity, when the schema check of this session read it; a move that gives
  /// the store its source's identity forgets it.
  var sessionIdentity: String?
  /// Why ``connectAhead()`` could not connect, for the first request to report.
  private var failedConnection: TripStoreError?

  /// Forgets the session after it broke; the next request connects, and checks the schema,
  /// again.
  func dropConnection() {
    currentConnection = nil
    readsFromAnyHost = false
    schemaIsReadable = false
    schemaIsCurrent = false
    sessionIdentity = nil
  }

  /// A store at `address`. Nothing is connected until ``connectAhead()`` or the first request.
  ///
  /// - Parameters:
  ///   - address: The server and database.
  ///   - environment: The variables that name the server, the user, the password file and
  ///     the timeouts (`PGHOST`, `PGUSER`, `PGPASSFILE`, `HOME`, …), passed to libpq
  ///     explicitly. libpq still reads the variables it is not given from the process.
  ///   - busyTimeout: How long a request waits for another session's lock.
  ///   - reporting: Told of each session made, with the host libpq chose, and of each change
  ///     tried again after a serialization failure or a deadlock.
  public init(
    address: PostgreSQLAddress, environment: [String: String],
    busyTimeout: Duration = StoreDefaults.busyTimeout,
    reporting: any StoreEventReporting = NoStoreEvents()
  ) {
    self.init(
      address: address, environment: environment, busyTimeout: busyTimeout,
      libraryNames: LibPQ.libraryNames, reporting: reporting)
  }

  /// A store that looks for libpq under `libraryNames`, for a test of a missing library.
  init(
    address: PostgreSQLAddress, environment: [String: String], busyTimeout: Duration,
    libraryNames: [String], reporting: any StoreEventReporting = NoStoreEvents()
  ) {
    self.address = address
    self.environment = environment
    self.busyTimeout = busyTimeout
    self.libraryNames = libraryNames
    self.reporting = reporting
  }

  /// The store's own serial queue: every blocking libpq call runs there.
  public nonisolated var unownedExecutor: UnownedSerialExecutor {
    executor.asUnownedSerialExecutor()
  }

  // MARK: - The port

  /// Finds one trip.
  public func trip(withID id: TripID) throws(TripStoreError) -> Trip? {
    let row: Result<Trip, TripStoreError>? = try read(ifNoStore: nil) {
      connection throws(Failure) in
      try connection.query(
        "SELECT \(Self.columns) FROM trips WHERE id = $1", [String(id.rawValue)],
        rows: trip(from:)
      ).first
    }
    return try row?.get()
  }

  /// Reads one page in departure order, after `cursor`.
  public func trips(after cursor: TripCursor?, limit: Int) throws(TripStoreError) -> [Trip] {
    let limit = max(1, limit)
    let rows: [Result<Trip, TripStoreError>] = try read(ifNoStore: []) {
      connection throws(Failure) in
      if let cursor {
        return try connection.query(
          """
          SELECT \(Self.columns) FROM trips WHERE (departure, id) > ($1, $2)
          ORDER BY departure, id LIMIT $3
          """, [Self.seconds(cursor.departure), String(cursor.id.rawValue), String(limit)],
          rows: trip(from:))
      }
      return try connection.query(
        "SELECT \(Self.columns) FROM trips ORDER BY departure, id LIMIT $1", [String(limit)],
        rows: trip(from:))
    }
    return try rows.map { result throws(TripStoreError) in try result.get() }
  }

  /// Reads one page of the trips arriving after `instant`, in departure order.
  ///
  /// The first page starts at the earliest departure among the upcoming trips, which the
  /// arrival index gives; every page walks the departure index from there or from the cursor,
  /// so trips that arrived long ago are not read.
  public func trips(arrivingAfter instant: Date, after cursor: TripCursor?, limit: Int)
    throws(TripStoreError) -> [Trip]
  {
    let limit = String(max(1, limit))
    let rows: [Result<Trip, TripStoreError>] = try read(ifNoStore: []) {
      connection throws(Failure) in
      if let cursor {
        return try connection.query(
          """
          SELECT \(Self.columns) FROM trips
          WHERE arrival > $1 AND (departure, id) > ($2, $3)
          ORDER BY departure, id LIMIT $4
          """,
          [
            Self.seconds(instant), Self.seconds(cursor.departure), String(cursor.id.rawValue),
            limit,
          ], rows: trip(from:))
      }
      return try connection.query(
        """
        SELECT \(Self.columns) FROM trips
        WHERE departure >= (SELECT min(departure) FROM trips WHERE arrival > $1)
          AND arrival > $1
        ORDER BY departure, id LIMIT $2
        """, [Self.seconds(instant), limit], rows: trip(from:))
    }
    return try rows.map { result throws(TripStoreError) in try result.get() }
  }

  /// Applies a change set all or nothing, in one transaction: the trips it names are locked
  /// while it is worked out, and only the rows it changes are written.
  public func apply(_ changes: TripChangeSet) throws(TripRepositoryError) -> [Trip] {
    guard !changes.changes.isEmpty else { return [] }
    let outcome = try storeFailure { () throws(TripStoreError) in
      try change { connection throws(Failure) in
        try applying(changes, on: connection).map(\.trips)
      }
    }
    return try outcome.get()
  }

  /// Locks and reads the trips `changes` names, works out what it does and writes that, in
  /// the open transaction; a refusal writes nothing.
  func applying(_ changes: TripChangeSet, on connection: PostgreSQLConnection)
    throws(Failure) -> Result<TripChangeSet.Applied, TripRepositoryError>
  {
    var stored: [TripID: Trip] = [:]
    let ids = changes.tripIDs.map { String($0.rawValue) }
    if !ids.isEmpty {
      let rows = try connection.query(
        "SELECT \(Self.columns) FROM trips WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE",
        ["{" + ids.joined(separator: ",") + "}"], rows: trip(from:))
      for row in rows {
        switch row {
        case .success(let trip): stored[trip.id] = trip
        case .failure(let failure): return .failure(.store(failure))
        }
      }
    }
    // One statement takes the numbers and counts the change, locking the store's row until
    // the transaction ends; a refused set gives both back before it commits.
    let adds = changes.changes.contains { if case .add = $0 { true } else { false } }
    var last: Int64 = 0
    if adds {
      let taken = try connection.query(
        """
        UPDATE trips_store SET last_assigned_id = last_assigned_id + $1, changes = changes + 1
        RETURNING last_assigned_id
        """, [String(changes.unnumberedAdds)])
      guard let number = (taken.first?.first ?? nil).flatMap({ Int64($0) }) else {
        return .failure(
          .store(
            TripStoreError(location: address.redacted, problem: .damaged("no identifier assigned"))
          ))
      }
      last = number
    }
    let applied: TripChangeSet.Applied
    do throws(TripRepositoryError) {
      applied = try changes.applied(
        to: stored, highestAssigned: last - Int64(changes.unnumberedAdds))
    } catch {
      if adds {
        try connection.query(
          """
          UPDATE trips_store SET last_assigned_id = last_assigned_id - $1, changes = changes - 1
          """, [String(changes.unnumberedAdds)])
      }
      return .failure(error)
    }
    for trip in applied.added {
      try connection.query(
        """
        INSERT INTO trips (id, departure, arrival, actual_departure, origin, destination, revision)
        VALUES ($1, $2, $3, $4, $5, $6, $7)
        """, [String(trip.id.rawValue)] + Self.values(of: trip) + [String(trip.revision)])
    }
    for trip in applied.changed {
      try connection.query(
        """
        UPDATE trips SET departure = $2, arrival = $3, actual_departure = $4, origin = $5,
          destination = $6, revision = $7
        WHERE id = $1
        """, [String(trip.id.rawValue)] + Self.values(of: trip) + [String(trip.revision)])
    }
    if !applied.removed.isEmpty {
      try connection.query(
        "DELETE FROM trips WHERE id = ANY($1::bigint[])",
        ["{" + applied.removed.map { String($0.rawValue) }.joined(separator: ",") + "}"])
    }
    if !adds && (!applied.changed.isEmpty || !applied.removed.isEmpty) {
      try connection.query("UPDATE trips_store SET changes = changes + 1")
    }
    return .success(applied)
  }

  /// The store's count of changes, which moves when a change commits and only then.
  public func changeToken() throws(TripStoreError) -> TripChangeToken {
    let count: String? = try read(ifNoStore: "0") { connection throws(Failure) in
      try connection.query("SELECT changes FROM trips_store").first?.first ?? nil
    }
    return TripChangeToken([count.flatMap { Int64($0) } ?? 0])
  }

  /// Listens for the changes committed by every session, on this machine or another, on a
  /// session of the listener's own.
  public nonisolated func listenForChanges() async -> any TripChangeListening {
    let listener = PostgreSQLChangeListener(store: self)
    await listener.listen()
    return listener
  }

  /// The identity the store was given when it was made: a database made again is a new
  /// store.
  public func identity() throws(TripStoreError) -> TripStoreIdentity? {
    let identity: String? = try read(ifNoStore: nil) { connection throws(Failure) in
      if let sessionIdentity { return sessionIdentity }
      return try connection.query("SELECT replace(identity::text, '-', '') FROM trips_store")
        .first?.first ?? nil
    }
    return identity.map(TripStoreIdentity.init)
  }

  /// Connects, and checks the store's version, now, so that the first request finds the
  /// session made. The composition root calls it while it prepares everything else.
  ///
  /// It asks for the host the address asks for, as a change would, and creates no store.
  /// When no session can be made, the first request reports why without waiting for the
  /// server a second time, and the requests after it try again. When only a host that takes
  /// no changes answers (a failover), a read goes to any host at once, and a change is
  /// refused with the failover's words, each without asking the hosts again.
  public func connectAhead() {
    do throws(TripStoreError) {
      _ = try connected()
      try read(ifNoStore: ()) { _ throws(Failure) in }
    } catch {
      if currentConnection == nil { failedConnection = error }
    }
  }

  /// The failure of ``connectAhead()``, given once.
  func failedConnectionAhead() -> TripStoreError? {
    defer { failedConnection = nil }
    return failedConnection
  }

  // MARK: - Reading and changing

  typealias Failure = PostgreSQLConnection.Failure

  /// Runs `body` on a store this program can read; returns `empty` when the database holds
  /// no store yet, without creating one. A read never migrates a store that this program can
  /// read, so reads go on from a standby of a store that took fewer steps.
  func read<Result>(
    ifNoStore empty: Result, _ body: (PostgreSQLConnection) throws(Failure) -> Result
  ) throws(TripStoreError) -> Result {
    let connection = try connected(forReading: true)
    if !schemaIsReadable {
      let row = try sql { () throws(Failure) in try PostgreSQLSchema.storeRow(of: connection) }
      var found = row?.version
      if found == nil {
        found = try sql { () throws(Failure) in try PostgreSQLSchema.state(of: connection) }
      }
      switch found ?? .missing {
      case .missing: return empty
      case .version(let readable, let steps) where readable <= PostgreSQLSchema.currentVersion:
        schemaIsReadable = true
        schemaIsCurrent = steps >= PostgreSQLSchema.currentVersion
        sessionIdentity = row?.identity
      default: try prepareSchema(connection)
      }
    }
    return try sql { () throws(Failure) in try body(connection) }
  }

  /// The connection, to a store that exists at the current version: made now if need be.
  func preparedConnection() throws(TripStoreError) -> PostgreSQLConnection {
    let connection = try connected()
    if !schemaIsCurrent { try prepareSchema(connection) }
    return connection
  }

  /// Runs `body` in one transaction on a store that exists at the current version, creating
  /// it first if need be, and announces the change to the sessions listening on
  /// ``changesChannel`` when the transaction commits, unless `announcing` is `false` for a
  /// body that announces its change itself. A serialization failure or a deadlock runs the
  /// whole transaction again, up to ``attempts`` times.
  func change<Result>(
    announcing: Bool = true, _ body: (PostgreSQLConnection) throws(Failure) -> Result
  )
    throws(TripStoreError) -> Result
  {
    let connection = try preparedConnection()
    var attempt = 1
    while true {
      do throws(Failure) {
        return try connection.inTransaction { () throws(Failure) in
          let result = try body(connection)
          if announcing { try connection.query("NOTIFY \(Self.changesChannel)") }
          return result
        }
      } catch {
        let cause: StoreEvent.RetryCause? =
          switch error.sqlState {
          case "40001": .serializationFailure
          case "40P01": .deadlock
          default: nil
          }
        guard let cause, attempt < Self.attempts else { throw storeError(error) }
        attempt += 1
        reporting.report(.retried(cause: cause, attempt: attempt))
      }
    }
  }

  /// Creates or migrates the store; refuses another program's tables and a newer schema.
  private func prepareSchema(_ connection: PostgreSQLConnection) throws(TripStoreError) {
    switch try sql({ () throws(Failure) in try PostgreSQLSchema.migrate(connection) }) {
    case .foreign:
      throw TripStoreError(
        location: address.redacted,
        problem: .notAStore("the database has a trips table that Trips did not make"))
    case .damaged:
      throw TripStoreError(
        location: address.redacted, problem: .damaged("the store's own row is missing"))
    case .version(let readable, _) where readable > PostgreSQLSchema.currentVersion:
      throw TripStoreError(
        location: address.redacted,
        problem: .newerVersion(found: readable, supported: PostgreSQLSchema.currentVersion))
    default:
      schemaIsReadable = true
      schemaIsCurrent = true
    }
  }

  /// Runs `body`, reporting its failure in the port's terms.
  func sql<Result>(_ body: () throws(Failure) -> Result) throws(TripStoreError) -> Result {
    do throws(Failure) {
      return try body()
    } catch {
      throw storeError(error)
    }
  }

  private func storeFailure<Result>(_ body: () throws(TripStoreError) -> Result)
    throws(TripRepositoryError) -> Result
  {
    do {
      return try body()
    } catch {
      throw .store(error)
    }
  }

  // MARK: - Rows

  /// The trip a row holds, or why the row is not a trip.
  func trip(from row: PostgreSQLConnection.ResultRow) -> Result<Trip, TripStoreError> {
    guard row.columnCount == 7, let rawID = row.integer(0), let id = TripID(rawValue: rawID),
      let departure = row.integer(1), let arrival = row.integer(2),
      let revision = row.integer(6).flatMap({ Int(exactly: $0) }), revision >= 1
    else {
      return .failure(
        TripStoreError(
          location: address.redacted, problem: .damaged("a trip row has unexpected values")))
    }
    do throws(TripError) {
      return .success(
        try Trip(
          id: id, departure: Date(timeIntervalSince1970: Double(departure)),
          arrival: Date(timeIntervalSince1970: Double(arrival)),
          recordedDeparture: row.integer(3).map { Date(timeIntervalSince1970: Double($0)) },
          origin: row.text(4), destination: row.text(5), revision: revision))
    } catch {
      return .failure(
        TripStoreError(
          location: address.redacted,
          problem: .damaged("trip \(rawID) arrives before it departs")))
    }
  }

  static func seconds(_ date: Date) -> String {
    String(Int64(date.timeIntervalSince1970.rounded(.down)))
  }

  /// A draft's values as the parameters `$2`…`$6` of the statements that store them.
  static func values(of draft: TripDraft) -> [String?] {
    [
      seconds(draft.departure), seconds(draft.arrival), draft.recordedDeparture.map(seconds),
      draft.origin, draft.destination,
    ]
  }

  /// A trip's values as the same parameters. (`Trip` and `TripDraft` share these fields but no
  /// protocol, and Domain is not widened for one adapter.)
  static func values(of trip: Trip) -> [String?] {
    [
      seconds(trip.departure), seconds(trip.arrival), trip.recordedDeparture.map(seconds),
      trip.origin, trip.destination,
    ]
  }
}
