import Domain
import Foundation
import StoreCapabilities
import StoreFiles
import StoreSupport

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
public actor SQLiteTripRepository: FullTripStore {
  static let columns = "id, departure, arrival, actual_departure, origin, destination, revision"
  /// How long a request waits for another program's lock unless told otherwise.
  public static let defaultBusyTimeout = StoreDefaults.busyTimeout
  /// The most memory, in KiB, the connection keeps of pages it has read.
  ///
  /// Lists walk an index once, in order, so a page is rarely needed again after its trips
  /// are read; about 60 pages of 4 KiB hold the few upper pages of every index that each
  /// seek passes through. SQLite's default of about 2 MB would make a large store's list use
  /// more memory than a small store's without making it faster.
  static let pageCacheKibibytes = 256

  // The store's work is split by concern, one file each: the queries here; opening and
  // checking the file (+File); rows and values (+Rows); SQLite's failures in the port's
  // terms (+Errors); the schema and its migrations (SQLiteSchema).
  let file: StoreFile
  let busyTimeout: Duration
  private let executor = QueueExecutor(label: "trips.sqlite-store")
  var connection: SQLiteConnection?
  /// Why ``openIfPresent()`` could not open the file, kept for the next request to report.
  var failedOpen: TripStoreError?

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
    guard let connection = try existingConnection() else { return nil }
    var found: Result<Trip, TripStoreError>?
    try sqlite { () throws(SQLiteConnection.Failure) in
      try connection.forEachRow(
        "SELECT \(Self.columns) FROM trips WHERE id = ?", [.integer(id.rawValue)]
      ) { row in
        found = Result { () throws(TripStoreError) in try trip(from: row) }
      }
    }
    return try found?.get()
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
    guard let connection = try existingConnection() else { return [] }
    let (trips, damage) = try sqlite {
      () throws(SQLiteConnection.Failure) -> ([Trip], TripStoreError?) in
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
        // Then the departures after it, for the rest of the page (LIMIT 0 when it is full).
        try connection.forEachRow(
          "\(select) WHERE departure > ?\(filter) ORDER BY departure, id LIMIT ?",
          [departure] + arrival + [rest()], read)
      } else if instant != nil {
        let earliest = try connection.query(
          "SELECT min(departure) FROM trips INDEXED BY trips_by_arrival WHERE arrival > ?",
          arrival)
        guard case .integer(let start) = earliest.first?.first else { return ([], nil) }
        try connection.forEachRow(
          "\(select) WHERE departure >= ?\(filter) ORDER BY departure, id LIMIT ?",
          [.integer(start)] + arrival + [rest()], read)
      } else {
        try connection.forEachRow(
          "\(select) ORDER BY departure, id LIMIT ?", [rest()], read)
      }
      return (trips, damage)
    }
    if let damage { throw damage }
    return trips
  }

  /// Stores many new trips in one transaction: all of them or, on failure, none.
  ///
  /// For imports and generated test data; one transaction instead of one per trip makes
  /// a million trips a matter of seconds.
  ///
  /// - Parameter drafts: The trips to store, in the order they get their identifiers.
  /// - Throws: `TripStoreError` when the file cannot be read or written.
  public func importTrips(_ drafts: [TripDraft]) throws(TripStoreError) {
    let connection = try connectionCreatingStore()
    try sqlite { () throws(SQLiteConnection.Failure) in
      try connection.inTransaction { () throws(SQLiteConnection.Failure) in
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
    guard let connection = try existingConnection() else { return TripChangeToken([0]) }
    let dataVersion = try sqlite { () throws(SQLiteConnection.Failure) in
      Self.integer(try connection.query("PRAGMA data_version"))
    }
    return TripChangeToken([dataVersion, Int64(connection.totalChanges)])
  }

  /// The identity the store was given when it was made or migrated to schema 6.
  ///
  /// - Returns: The identity; `nil` while the store does not exist.
  /// - Throws: `TripStoreError` when the file cannot be read as a store.
  public func identity() throws(TripStoreError) -> TripStoreIdentity? {
    guard let connection = try existingConnection() else { return nil }
    let rows = try sqlite { () throws(SQLiteConnection.Failure) in
      try connection.query("SELECT identity FROM trips_store")
    }
    guard case .text(let identity) = rows.first?.first, TripTable.isIdentity(identity) else {
      throw TripStoreError(location: file.path, problem: .damaged("the store has no identity"))
    }
    return TripStoreIdentity(identity)
  }

  /// Opens and checks the store's file now, if it exists, so that the first request finds it
  /// open. The composition root calls it while it prepares everything else.
  ///
  /// Nothing is created or changed: a missing store stays missing. A file that fails the
  /// checks, or a store busy past the timeout, is left as it is, and the failure is reported
  /// by the next request instead of here, without waiting a second time.
  public func openIfPresent() {
    do throws(TripStoreError) {
      _ = try existingConnection()
    } catch {
      failedOpen = error
    }
  }
}
