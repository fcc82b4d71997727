import Domain
import Foundation
import StoreCapabilities
import StoreFiles
import StoreSupport

/// A repository that keeps trips in one human-readable JSON file.
///
/// The file is pretty-printed with sorted keys, instants are ISO 8601 with their offset, and
/// trips are kept in departure order (see `JSONStoreDocument` for the shape). Every change
/// reads the file, changes it and writes it back under an exclusive `flock` on a lock file
/// beside it (`<file>.lock`), waiting at most its busy timeout for another program's lock, and
/// the new content replaces the old in one atomic rename after an `fsync`. A file that cannot be read as a Trips store is never written to.
public actor JSONFileTripRepository: FullTripStore {
  private let file: StoreFile
  private let lockPath: String
  private let busyTimeout: Duration
  private let temporaryPath: (@Sendable () -> String)?
  private let executor = QueueExecutor(label: "trips.json-store")
  private var cache: (identity: StoreFile.FileIdentity, table: TripTable)?

  /// Opens the store at `path`. Nothing is read or created until the first request; the
  /// file and its directory are created by the first change.
  ///
  /// - Parameters:
  ///   - path: The JSON file.
  ///   - busyTimeout: How long a request waits for another program's lock before it fails
  ///     with `TripStoreError.Problem.busy`.
  public init(path: String, busyTimeout: Duration = StoreDefaults.busyTimeout) {
    self.init(path: path, busyTimeout: busyTimeout, temporaryPath: nil)
  }

  /// Opens the store at `path`, writing changes through the temporary file `temporaryPath`
  /// names, so a test can plant something exactly there.
  init(path: String, busyTimeout: Duration, temporaryPath: (@Sendable () -> String)?) {
    self.file = StoreFile(path: path)
    self.lockPath = path + ".lock"
    self.busyTimeout = busyTimeout
    self.temporaryPath = temporaryPath
  }

  /// The store's own serial queue: every method, and every `flock`, read and `fsync` in it,
  /// runs there rather than on Swift's cooperative threads.
  public nonisolated var unownedExecutor: UnownedSerialExecutor {
    executor.asUnownedSerialExecutor()
  }

  /// Finds one trip.
  ///
  /// - Parameter id: The identifier to look up.
  /// - Returns: The trip, or `nil`.
  /// - Throws: `TripStoreError` when the file cannot be read as a store.
  public func trip(withID id: TripID) throws(TripStoreError) -> Trip? {
    try currentTable().trip(withID: id)
  }

  /// Reads one page of trips in departure order.
  ///
  /// - Parameters:
  ///   - cursor: Where the previous page ended; `nil` for the first page.
  ///   - limit: The most trips to return.
  /// - Returns: Up to `limit` trips after `cursor`.
  /// - Throws: `TripStoreError` when the file cannot be read as a store.
  public func trips(after cursor: TripCursor?, limit: Int) throws(TripStoreError) -> [Trip] {
    try currentTable().page(after: cursor, limit: limit)
  }

  /// Reads one page of the trips that arrive after `instant`, in departure order.
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
    try currentTable().page(arrivingAfter: instant, after: cursor, limit: limit)
  }

  /// Applies a change set all or nothing, with one write of the file.
  ///
  /// - Parameter changes: The intents.
  /// - Returns: The trips as the set leaves them.
  /// - Throws: `TripRepositoryError/notFound(_:)`, `TripRepositoryError/changedElsewhere(_:)`,
  ///   or `TripRepositoryError/store(_:)`; the file is not written then.
  public func apply(_ changes: TripChangeSet) throws(TripRepositoryError) -> [Trip] {
    try change(
      { table throws(TripRepositoryError) in try table.apply(changes) },
      storeFailure: TripRepositoryError.store)
  }

  /// Stores many new trips with one write of the file.
  ///
  /// For imports and generated test data: one read, one change and one atomic replacement
  /// instead of one per trip.
  ///
  /// - Parameter drafts: The trips to store, in the order they get their identifiers.
  /// - Throws: `TripStoreError` when the file cannot be read or written.
  public func importTrips(_ drafts: [TripDraft]) throws(TripStoreError) {
    try change({ table throws(TripStoreError) in table.addAll(drafts) }, storeFailure: { $0 })
  }

  /// A token made of the file's identity, size and modification time: every change replaces
  /// the file, so the token changes with it.
  ///
  /// - Returns: The current token; `[0]` while the file does not exist.
  /// - Throws: `TripStoreError` when the file cannot be inspected.
  public func changeToken() throws(TripStoreError) -> TripChangeToken {
    switch try file.kind() {
    case .missing: return TripChangeToken([0])
    case .directory:
      throw TripStoreError(location: file.path, problem: .notAStore("a directory is there"))
    case .file(let identity):
      return TripChangeToken([
        Int64(bitPattern: identity.device), Int64(bitPattern: identity.inode), identity.size,
        identity.modifiedSeconds, identity.modifiedNanoseconds,
      ])
    }
  }

  /// The identity the file holds; `nil` while there is no file.
  ///
  /// A file written before stores had an identity is given one the first time it is asked,
  /// and keeps it, as an SQLite store from an older Trips is migrated when opened: its trips
  /// need a store to be named by (a calendar's UIDs), and a move carries the identity to the
  /// new store.
  public func identity() throws(TripStoreError) -> TripStoreIdentity? {
    guard case .file = try file.kind() else { return nil }
    if let identity = try currentTable().identity { return TripStoreIdentity(identity) }
    let lock = try FileLock(
      path: lockPath, storePath: file.path, exclusive: true, timeout: busyTimeout)
    defer { withExtendedLifetime(lock) {} }
    // Under the lock: a file removed in the meantime is not made again by a read.
    guard case .file = try file.kind() else { return nil }
    var table = try load()
    try save(&table)
    return table.identity.map(TripStoreIdentity.init)
  }

  /// The largest identifier the store ever assigned; 0 when none, or while there is no file.
  public func highestAssignedID() throws(TripStoreError) -> Int64 {
    try currentTable().lastAssignedID
  }

  /// Takes in every trip of `source` with its identifier and revision, and `source`'s
  /// identity and largest assigned identifier, unless this store ever assigned one. The file
  /// is written once, when every trip has been read; a refused file is left untouched.
  public func takeIn(tripsOf source: any TripStoreMoving) async throws(TripMoveError) -> Int {
    let moving = try await MoveSource(source)
    let trips = try await moving.allTrips()
    try change(
      { (table: inout TripTable) throws(TripMoveError) in
        // Checked under the lock, so another process cannot add a trip in between.
        guard table.lastAssignedID == 0 else {
          throw .targetNotNew(highestAssignedID: table.lastAssignedID)
        }
        table = TripTable(
          trips: trips, lastAssignedID: moving.highestAssignedID,
          identity: moving.identity.description)
      }, storeFailure: TripMoveError.store)
    return trips.count
  }

  private func currentTable() throws(TripStoreError) -> TripTable {
    guard case .file = try file.kind() else { return try load() }
    let lock = try FileLock(
      path: lockPath, storePath: file.path, exclusive: false, timeout: busyTimeout)
    defer { withExtendedLifetime(lock) {} }
    return try load()
  }

  /// Reads the table under the exclusive lock, lets `body` change it and writes it back. When
  /// `body` throws, or leaves the table as it was, nothing is written.
  ///
  /// - Parameters:
  ///   - body: The change.
  ///   - storeFailure: How a store failure is reported in `body`'s error type.
  private func change<Result, Failure: Error>(
    _ body: (inout TripTable) throws(Failure) -> Result,
    storeFailure: (TripStoreError) -> Failure
  ) throws(Failure) -> Result {
    let lock: FileLock
    var table: TripTable
    do {
      if try file.kind() == .missing { try file.createParentDirectory() }
      lock = try FileLock(
        path: lockPath, storePath: file.path, exclusive: true, timeout: busyTimeout)
      table = try load()
    } catch {
      throw storeFailure(error)
    }
    defer { withExtendedLifetime(lock) {} }
    let before = table
    let result = try body(&table)
    // A change that leaves every trip as it was writes nothing, unless the file has no
    // identity yet.
    guard table != before || table.identity == nil else { return result }
    do {
      try save(&table)
    } catch {
      throw storeFailure(error)
    }
    return result
  }

  /// Writes `table` in place of the file, with an identity if it had none, and keeps it as
  /// the file's cached table. The caller holds the exclusive lock.
  private func save(_ table: inout TripTable) throws(TripStoreError) {
    if table.identity == nil { table.identity = TripTable.newIdentity() }
    // Encoding integers, strings and instants cannot fail.
    let data = try! JSONStoreDocument.encoder().encode(JSONStoreDocument(table))
    try file.replace(with: data + Data("\n".utf8), temporary: temporaryPath?())
    if case .file(let identity) = try file.kind() { cache = (identity, table) }
  }

  private func load() throws(TripStoreError) -> TripTable {
    let identity: StoreFile.FileIdentity
    switch try file.kind() {
    case .missing: return TripTable()
    case .directory:
      throw TripStoreError(location: file.path, problem: .notAStore("a directory is there"))
    case .file(let found): identity = found
    }
    if let cache, cache.identity == identity { return cache.table }
    guard identity.size > 0 else {
      throw TripStoreError(location: file.path, problem: .notAStore("the file is empty"))
    }
    let data = try file.contents()
    do {
      let table = try decode(data).table()
      cache = (identity, table)
      return table
    } catch {
      throw TripStoreError(location: file.path, problem: error.problem)
    }
  }

  private func decode(_ data: Data) throws(ContentProblem) -> JSONStoreDocument {
    do {
      return try JSONStoreDocument.decoder().decode(JSONStoreDocument.self, from: data)
    } catch {
      if (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) == nil {
        throw ContentProblem(.notAStore("not valid JSON: " + Self.summary(of: error)))
      }
      if let version = Self.version(in: data), version > JSONStoreDocument.currentVersion {
        throw ContentProblem(
          .newerVersion(found: version, supported: JSONStoreDocument.currentVersion))
      }
      throw ContentProblem(.notAStore(Self.summary(of: error)))
    }
  }

  private static func version(in data: Data) -> Int? {
    let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    return object?["version"] as? Int
  }

  private static func summary(of error: any Error) -> String {
    guard let decodingError = error as? DecodingError else { return "\(error)" }
    switch decodingError {
    case .keyNotFound(let key, let context):
      return "missing \"\(key.stringValue)\"\(location(context.codingPath))"
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return "unexpected value\(location(context.codingPath))"
    case .dataCorrupted(let context):
      return context.codingPath.isEmpty
        ? "the text ends or breaks off where JSON was expected"
        : "\(context.debugDescription)\(location(context.codingPath))"
    @unknown default:
      return "\(decodingError)"
    }
  }

  private static func location(_ path: [any CodingKey]) -> String {
    guard !path.isEmpty else { return "" }
    let text = path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
    return " at \(text)"
  }
}
