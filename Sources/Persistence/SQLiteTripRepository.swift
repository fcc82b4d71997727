import Domain
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The default store: trips in an SQLite database file, through the system's libsqlite3.
///
/// - The database runs in WAL mode with a busy timeout, so readers never block the writer and
///   two processes that write at once take turns instead of failing.
/// - Every change runs in its own `BEGIN IMMEDIATE` transaction.
/// - The file is checked before anything is written to it: a file that is empty, truncated,
///   not SQLite, another program's database or from a newer Trips is refused with a
///   `TripStoreError` and left byte for byte as it was.
/// - A new store is built in a temporary file and linked into place complete, so another
///   process never sees a half-made store. Older schema versions are migrated on open.
public actor SQLiteTripRepository: TripRepository, TripChangeTracking {
  private static let columns = "id, departure, arrival, actual_departure, origin, destination"
  /// How long a request waits for another program's lock unless told otherwise.
  public static let defaultBusyTimeout = Duration.seconds(10)
  /// The most memory, in KiB, the connection keeps of pages it has read.
  ///
  /// Lists walk an index once, in order, so a page is rarely needed again after its trips
  /// are read; about 60 pages of 4 KiB hold the few upper pages of every index that each
  /// seek passes through. SQLite's default of about 2 MB would make a large store's list use
  /// more memory than a small store's without making it faster.
  static let pageCacheKibibytes = 256

  private let file: StoreFile
  private let busyTimeout: Duration
  private let executor = QueueExecutor(label: "trips.sqlite-store")
  private var connection: SQLiteConnection?
  /// Why ``openIfPresent()`` could not open the file, kept for the next request to report.
  private var failedOpen: (any Error)?

  /// Opens the store at `path`. Nothing is read or created until the first request; the
  /// file and its directory are created by the first change.
  ///
  /// - Parameters:
  ///   - path: The database file.
  ///   - busyTimeout: How long a request waits while another program holds the store's lock
  ///     before it fails with ``TripStoreError/Problem/busy``.
  public init(path: String, busyTimeout: Duration = defaultBusyTimeout) {
    self.file = StoreFile(path: path)
    self.busyTimeout = busyTimeout
  }

  /// The store's own serial queue: every method, and every blocking SQLite call in it, runs
  /// there rather than on Swift's cooperative threads.
  public nonisolated var unownedExecutor: UnownedSerialExecutor {
    executor.asUnownedSerialExecutor()
  }

  /// Finds one trip.
  ///
  /// - Parameter id: The identifier to look up.
  /// - Returns: The trip, or `nil`.
  /// - Throws: `TripStoreError` when the file cannot be read as a store.
  public func trip(withID id: TripID) throws(TripStoreError) -> Trip? {
    try run {
      guard let connection = try existingConnection() else { return nil }
      var found: Result<Trip, TripStoreError>?
      try connection.forEachRow(
        "SELECT \(Self.columns) FROM trips WHERE id = ?", [.integer(id.rawValue)]
      ) { row in
        found = Result { () throws(TripStoreError) in try trip(from: row) }
      }
      return try found?.get()
    }
  }

  /// Reads one page of trips in departure order, walking the departure index.
  ///
  /// - Parameters:
  ///   - cursor: Where the previous page ended; `nil` for the first page.
  ///   - limit: The most trips to return.
  /// - Returns: Up to `limit` trips after `cursor`.
  /// - Throws: `TripStoreError` when the file cannot be read as a store.
  public func trips(after cursor: TripCursor?, limit: Int) throws(TripStoreError) -> [Trip] {
    try page(arrivingAfter: nil, after: cursor, limit: limit)
  }

  /// Reads one page of the trips that arrive after `instant`, in departure order.
  ///
  /// The first page starts at the earliest departure among those trips, found in the arrival
  /// index; from there pages walk the departure index, so the trips that arrived long ago are
  /// never read.
  ///
  /// - Parameters:
  ///   - instant: Trips that arrive at or before it are left out.
  ///   - cursor: Where the previous page ended; `nil` for the first page.
  ///   - limit: The most trips to return.
  /// - Returns: Up to `limit` trips.
  /// - Throws: `TripStoreError` when the file cannot be read as a store.
  public func trips(arrivingAfter instant: Date, after cursor: TripCursor?, limit: Int)
    throws(TripStoreError) -> [Trip]
  {
    try page(arrivingAfter: instant, after: cursor, limit: limit)
  }

  /// A page in departure order, of every trip or of those arriving after `instant`.
  ///
  /// A cursor becomes two seeks instead of `(departure, id) > (?, ?)`, which SQLite answers by
  /// seeking on the departure alone and walking every trip that shares it: first the rest of
  /// the cursor's departure by identifier, then the departures after it.
  private func page(arrivingAfter instant: Date?, after cursor: TripCursor?, limit: Int)
    throws(TripStoreError) -> [Trip]
  {
    let pageSize = max(1, limit)
    let filter = instant == nil ? "" : " AND arrival > ?"
    let arrival: [SQLiteConnection.Value] = instant.map { [.integer(Self.seconds($0))] } ?? []
    let select = "SELECT \(Self.columns) FROM trips INDEXED BY trips_in_departure_order_covering"
    return try run {
      guard let connection = try existingConnection() else { return [] }
      var trips: [Trip] = []
      var damage: TripStoreError?
      let read: (SQLiteConnection.Row) -> Void = { row in
        do throws(TripStoreError) {
          trips.append(try self.trip(from: row))
        } catch {
          damage = error
        }
      }
      let rest = { SQLiteConnection.Value.integer(Int64(pageSize - trips.count)) }
      if let cursor {
        let departure = SQLiteConnection.Value.integer(Self.seconds(cursor.departure))
        try connection.forEachRow(
          "\(select) WHERE departure = ? AND id > ?\(filter) ORDER BY departure, id LIMIT ?",
          [departure, .integer(cursor.id.rawValue)] + arrival + [rest()], read)
        if trips.count < pageSize {
          try connection.forEachRow(
            "\(select) WHERE departure > ?\(filter) ORDER BY departure, id LIMIT ?",
            [departure] + arrival + [rest()], read)
        }
      } else if instant != nil {
        let earliest = try connection.query(
          "SELECT min(departure) FROM trips INDEXED BY trips_by_arrival WHERE arrival > ?",
          arrival)
        guard case .integer(let start) = earliest.first?.first else { return [] }
        try connection.forEachRow(
          "\(select) WHERE departure >= ?\(filter) ORDER BY departure, id LIMIT ?",
          [.integer(start)] + arrival + [rest()], read)
      } else {
        try connection.forEachRow(
          "\(select) ORDER BY departure, id LIMIT ?", [rest()], read)
      }
      if let damage { throw damage }
      return trips
    }
  }

  /// Stores a new trip under the next identifier.
  ///
  /// - Parameter draft: The trip to store.
  /// - Returns: The stored trip.
  /// - Throws: `TripStoreError` when the file cannot be read or written.
  public func add(_ draft: TripDraft) throws(TripStoreError) -> Trip {
    try run {
      let connection = try connectionCreatingStore()
      return try connection.inTransaction {
        try connection.query(Self.insert, Self.parameters(draft))
        // AUTOINCREMENT assigns positive row identifiers only.
        return Trip(id: TripID(rawValue: connection.lastInsertedRowID)!, draft: draft)
      }
    }
  }

  /// Stores many new trips in one transaction: all of them or, on failure, none.
  ///
  /// For imports and generated test data; one transaction instead of one per trip makes
  /// a million trips a matter of seconds.
  ///
  /// - Parameter drafts: The trips to store, in the order they get their identifiers.
  /// - Throws: `TripStoreError` when the file cannot be read or written.
  public func importTrips(_ drafts: [TripDraft]) throws(TripStoreError) {
    try run {
      let connection = try connectionCreatingStore()
      try connection.inTransaction {
        for draft in drafts {
          try connection.query(Self.insert, Self.parameters(draft))
        }
      }
    }
  }

  /// A token made of SQLite's `data_version`, which changes when another connection commits,
  /// and this connection's own count of changes.
  ///
  /// - Returns: The current token; `[0]` while the store does not exist.
  /// - Throws: `TripStoreError` when the file cannot be read as a store.
  public func changeToken() throws(TripStoreError) -> TripChangeToken {
    try run {
      guard let connection = try existingConnection() else { return TripChangeToken([0]) }
      let dataVersion = Self.integer(try connection.query("PRAGMA data_version"))
      return TripChangeToken([dataVersion, Int64(connection.totalChanges)])
    }
  }

  /// Replaces a stored trip.
  ///
  /// - Parameter trip: The changed trip.
  /// - Throws: `TripRepositoryError/notFound(_:)`, or `TripRepositoryError/store(_:)`.
  public func update(_ trip: Trip) throws(TripRepositoryError) {
    let found = try change {
      guard let connection = try existingConnection() else { return false }
      return try connection.inTransaction {
        try connection.query(
          """
          UPDATE trips SET departure = ?, arrival = ?, actual_departure = ?, origin = ?,
            destination = ?
          WHERE id = ?
          """,
          [
            .integer(Self.seconds(trip.departure)), .integer(Self.seconds(trip.arrival)),
            Self.instant(trip.recordedDeparture), Self.text(trip.origin),
            Self.text(trip.destination), .integer(trip.id.rawValue),
          ])
        return connection.changes > 0
      }
    }
    guard found else { throw .notFound(trip.id) }
  }

  /// Removes a stored trip.
  ///
  /// - Parameter id: The trip to remove.
  /// - Throws: `TripRepositoryError/notFound(_:)`, or `TripRepositoryError/store(_:)`.
  public func remove(tripWithID id: TripID) throws(TripRepositoryError) {
    let found = try change {
      guard let connection = try existingConnection() else { return false }
      return try connection.inTransaction {
        try connection.query("DELETE FROM trips WHERE id = ?", [.integer(id.rawValue)])
        return connection.changes > 0
      }
    }
    guard found else { throw .notFound(id) }
  }

  // MARK: - Opening and checking the file

  /// Opens and checks the store's file now, if it exists, so that the first request finds it
  /// open. The composition root calls it while it prepares everything else.
  ///
  /// Nothing is created or changed: a missing store stays missing. A file that fails the
  /// checks, or a store busy past the timeout, is left as it is, and the failure is reported
  /// by the next request instead of here, without waiting a second time.
  public func openIfPresent() {
    do {
      _ = try existingConnection()
    } catch {
      failedOpen = error
    }
  }

  /// The store's connection, or `nil` while its file does not exist.
  private func existingConnection() throws -> SQLiteConnection? {
    if let connection { return connection }
    if let failure = failedOpen {
      failedOpen = nil
      throw failure
    }
    switch try file.kind() {
    case .missing: return nil
    case .directory: throw TripStoreError(path: file.path, problem: .isDirectory)
    case .file(let identity): return try connect(checking: identity)
    }
  }

  /// The store's connection, creating the store first when its file does not exist.
  private func connectionCreatingStore() throws -> SQLiteConnection {
    if let connection = try existingConnection() { return connection }
    try create()
    // `create()` leaves a complete store at the path, made by this process or another.
    return try existingConnection()!
  }

  private func connect(checking identity: StoreFile.FileIdentity) throws -> SQLiteConnection {
    try checkHeader(of: identity)
    let connection = SQLiteConnection(path: file.path)
    connection.setBusyTimeout(busyTimeout)
    do {
      try checkIdentity(of: connection)
      try migrate(connection)
      try connection.query("PRAGMA journal_mode = WAL")
      try connection.execute("PRAGMA cache_size = -\(Self.pageCacheKibibytes)")
    } catch let failure as SQLiteConnection.Failure {
      throw storeError(failure)
    }
    self.connection = connection
    return connection
  }

  /// The memory the store's page cache holds now, in bytes; zero before the store is opened.
  func pageCacheBytes() -> Int {
    connection?.pageCacheBytes ?? 0
  }

  /// Reads the 100-byte database header and refuses files that are not whole SQLite
  /// databases, before SQLite itself touches them.
  private func checkHeader(of identity: StoreFile.FileIdentity) throws(TripStoreError) {
    guard identity.size > 0 else { throw TripStoreError(path: file.path, problem: .emptyFile) }
    let header = try file.prefix(100)
    let magic = Array("SQLite format 3\0".utf8)
    guard header.starts(with: magic.prefix(header.count)), header.count >= magic.count else {
      throw TripStoreError(path: file.path, problem: .notSQLiteDatabase)
    }
    guard header.count == 100 else { throw TripStoreError(path: file.path, problem: .truncated) }
    let rawPageSize = Int64(header[16]) << 8 | Int64(header[17])
    let pageSize = rawPageSize == 1 ? 65_536 : rawPageSize
    let changeCounter = Self.bigEndian(header[24..<28])
    let pageCount = Self.bigEndian(header[28..<32])
    let validFor = Self.bigEndian(header[92..<96])
    let sizeIsKnown = validFor == changeCounter && pageCount > 0
    if identity.size % pageSize != 0 || (sizeIsKnown && identity.size < pageCount * pageSize) {
      throw TripStoreError(path: file.path, problem: .truncated)
    }
  }

  private func checkIdentity(of connection: SQLiteConnection) throws {
    let applicationID = try Self.integer(connection.query("PRAGMA application_id"))
    guard applicationID == SQLiteSchema.applicationID else {
      throw TripStoreError(path: file.path, problem: .foreignDatabase)
    }
    let version = try Self.integer(connection.query("PRAGMA user_version"))
    guard version <= SQLiteSchema.currentVersion else {
      throw TripStoreError(
        path: file.path,
        problem: .newerSchema(found: Int(version), supported: SQLiteSchema.currentVersion))
    }
  }

  /// Brings the schema up to the current version, one step at a time, in one transaction.
  private func migrate(_ connection: SQLiteConnection) throws {
    let stored = try Self.integer(connection.query("PRAGMA user_version"))
    guard stored < SQLiteSchema.currentVersion else { return }
    try connection.inTransaction {
      let version = Int(try Self.integer(connection.query("PRAGMA user_version")))
      for step in SQLiteSchema.migrations.dropFirst(version) {
        try connection.execute(step)
      }
      try connection.execute("PRAGMA user_version = \(SQLiteSchema.currentVersion)")
    }
  }

  /// Builds a complete, empty store in a temporary file beside the target, then links it
  /// into place. If another process got there first, its store is used and ours discarded.
  private func create() throws {
    try file.createParentDirectory()
    let temporaryPath = file.temporarySibling(suffix: ".creating")
    // Created exclusively under a name nobody can guess.
    try StoreFile(path: temporaryPath).createExclusively(besideStore: file.path)
    defer { unlink(temporaryPath) }
    do {
      let connection = SQLiteConnection(path: temporaryPath)
      try connection.execute("PRAGMA application_id = \(SQLiteSchema.applicationID)")
      try connection.execute("PRAGMA journal_mode = WAL")
      try migrate(connection)
      guard link(temporaryPath, file.path) == 0 || errno == EEXIST else {
        throw SQLiteConnection.Failure(code: 0, message: StoreFile.lastError())
      }
    } catch let error as SQLiteConnection.Failure {
      throw TripStoreError(path: file.path, problem: .unwritable(error.message))
    }
  }

  // MARK: - Rows and errors

  private func trip(from row: SQLiteConnection.Row) throws(TripStoreError) -> Trip {
    guard row.count == 6, let rawID = row.integer(0), let id = TripID(rawValue: rawID),
      let departure = row.integer(1), let arrival = row.integer(2),
      let recordedDeparture = Self.optionalInstant(row.value(3))
    else {
      throw TripStoreError(path: file.path, problem: .corrupt("a trip row has unexpected values"))
    }
    do {
      return try Trip(
        id: id,
        departure: Date(timeIntervalSince1970: Double(departure)),
        arrival: Date(timeIntervalSince1970: Double(arrival)),
        recordedDeparture: recordedDeparture,
        origin: row.text(4),
        destination: row.text(5))
    } catch {
      throw TripStoreError(
        path: file.path, problem: .corrupt("trip \(rawID) arrives before it departs"))
    }
  }

  /// Runs database work, with every failure in the port's terms: SQLite's failures become
  /// store errors that name the file.
  private func run<Result>(_ body: () throws -> Result) throws(TripStoreError) -> Result {
    do {
      return try body()
    } catch let error as TripStoreError {
      throw error
    } catch let failure as SQLiteConnection.Failure {
      throw storeError(failure)
    } catch {
      throw TripStoreError(path: file.path, problem: .database("\(error)"))
    }
  }

  /// Runs database work that changes one trip; a store failure is reported as
  /// ``TripRepositoryError/store(_:)``.
  private func change<Result>(_ body: () throws -> Result) throws(TripRepositoryError) -> Result {
    do {
      return try run(body)
    } catch {
      throw .store(error)
    }
  }

  private func storeError(_ failure: SQLiteConnection.Failure) -> TripStoreError {
    if failure.isBusy {
      return TripStoreError(path: file.path, problem: .busy)
    }
    if failure.isCorruption {
      return TripStoreError(path: file.path, problem: .corrupt(failure.message))
    }
    // SQLite never opens its log files through a symbolic link; name one planted there.
    for suffix in ["-wal", "-shm", "-journal"] {
      if let link = StoreFile.plantedLink(at: file.path + suffix) { return link }
    }
    return TripStoreError(path: file.path, problem: .database(failure.message))
  }

  private static let insert = """
    INSERT INTO trips (departure, arrival, actual_departure, origin, destination)
    VALUES (?, ?, ?, ?, ?)
    """

  private static func parameters(_ draft: TripDraft) -> [SQLiteConnection.Value] {
    [
      .integer(seconds(draft.departure)), .integer(seconds(draft.arrival)),
      instant(draft.recordedDeparture), text(draft.origin), text(draft.destination),
    ]
  }

  private static func seconds(_ date: Date) -> Int64 {
    Int64(date.timeIntervalSince1970.rounded(.down))
  }

  /// A column that holds an instant or `NULL`: `.some(nil)` for `NULL`, `nil` for a value of
  /// another type.
  private static func optionalInstant(_ value: SQLiteConnection.Value) -> Date?? {
    switch value {
    case .integer(let seconds): .some(Date(timeIntervalSince1970: Double(seconds)))
    case .null: .some(nil)
    case .text: nil
    }
  }

  private static func instant(_ value: Date?) -> SQLiteConnection.Value {
    value.map { .integer(seconds($0)) } ?? .null
  }

  private static func text(_ value: String?) -> SQLiteConnection.Value {
    value.map { .text($0) } ?? .null
  }

  private static func integer(_ rows: [[SQLiteConnection.Value]]) -> Int64 {
    guard case .integer(let value) = rows.first?.first else { return 0 }
    return value
  }

  private static func bigEndian(_ bytes: ArraySlice<UInt8>) -> Int64 {
    bytes.reduce(0) { $0 << 8 | Int64($1) }
  }
}
