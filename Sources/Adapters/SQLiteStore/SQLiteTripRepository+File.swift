import Domain
import Foundation
import StoreFiles

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// Opening the store's file: checking that it is a whole Trips store before SQLite touches it,
// creating a new one complete, and keeping the connection.
extension SQLiteTripRepository {
  /// The store's connection, or `nil` while its file does not exist.
  func existingConnection() throws(TripStoreError) -> SQLiteConnection? {
    if let connection { return connection }
    if let failure = failedOpen {
      failedOpen = nil
      throw failure
    }
    switch try file.kind() {
    case .missing: return nil
    case .directory:
      throw TripStoreError(location: file.path, problem: .notAStore("a directory is there"))
    case .file(let identity): return try connect(checking: identity)
    }
  }

  /// The store's connection, creating the store first when its file does not exist.
  func connectionCreatingStore() throws(TripStoreError) -> SQLiteConnection {
    if let connection = try existingConnection() { return connection }
    try create()
    // `create()` leaves a complete store at the path, made by this process or another,
    // unless a third removed it at once.
    guard let connection = try existingConnection() else {
      throw TripStoreError(location: file.path, problem: .unwritable("the new store was removed"))
    }
    return connection
  }

  private func connect(checking identity: StoreFile.FileIdentity) throws(TripStoreError)
    -> SQLiteConnection
  {
    try checkHeader(of: identity)
    let connection = SQLiteConnection(path: file.path)
    connection.setBusyTimeout(busyTimeout)
    try checkIdentity(of: connection)
    try sqlite { () throws(SQLiteConnection.Failure) in
      try SQLiteSchema.migrate(connection)
      try connection.query("PRAGMA journal_mode = WAL")
      try connection.execute("PRAGMA cache_size = -\(Self.pageCacheKibibytes)")
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
    guard identity.size > 0 else {
      throw TripStoreError(location: file.path, problem: .notAStore("the file is empty"))
    }
    let header = try file.prefix(100)
    let magic = Array("SQLite format 3\0".utf8)
    guard header.starts(with: magic.prefix(header.count)), header.count >= magic.count else {
      throw TripStoreError(location: file.path, problem: .notAStore("not an SQLite database"))
    }
    guard header.count == 100 else {
      throw TripStoreError(
        location: file.path,
        problem: .damaged("shorter than its header says: part of the file is missing"))
    }
    let rawPageSize = Int64(header[16]) << 8 | Int64(header[17])
    let pageSize = rawPageSize == 1 ? 65_536 : rawPageSize
    let changeCounter = Self.bigEndian(header[24..<28])
    let pageCount = Self.bigEndian(header[28..<32])
    let validFor = Self.bigEndian(header[92..<96])
    let sizeIsKnown = validFor == changeCounter && pageCount > 0
    if identity.size % pageSize != 0 || (sizeIsKnown && identity.size < pageCount * pageSize) {
      throw TripStoreError(
        location: file.path,
        problem: .damaged("shorter than its header says: part of the file is missing"))
    }
  }

  private func checkIdentity(of connection: SQLiteConnection) throws(TripStoreError) {
    let (applicationID, version) = try sqlite { () throws(SQLiteConnection.Failure) in
      (
        Self.integer(try connection.query("PRAGMA application_id")),
        Self.integer(try connection.query("PRAGMA user_version"))
      )
    }
    guard applicationID == SQLiteSchema.applicationID else {
      throw TripStoreError(
        location: file.path, problem: .notAStore("an SQLite database of another program"))
    }
    guard version <= SQLiteSchema.currentVersion else {
      throw TripStoreError(
        location: file.path,
        problem: .newerVersion(found: Int(version), supported: SQLiteSchema.currentVersion))
    }
  }

  /// Builds a complete, empty store in a temporary file beside the target, then links it
  /// into place. If another process got there first, its store is used and ours discarded.
  private func create() throws(TripStoreError) {
    try file.createParentDirectory()
    let temporaryPath = file.temporarySibling(suffix: ".creating")
    // Created exclusively under a name nobody can guess.
    try StoreFile(path: temporaryPath).createExclusively(besideStore: file.path)
    defer { unlink(temporaryPath) }
    do throws(SQLiteConnection.Failure) {
      let connection = SQLiteConnection(path: temporaryPath)
      try connection.execute("PRAGMA application_id = \(SQLiteSchema.applicationID)")
      try connection.execute("PRAGMA journal_mode = WAL")
      try SQLiteSchema.migrate(connection)
    } catch {
      throw TripStoreError(location: file.path, problem: .unwritable(error.message))
    }
    guard link(temporaryPath, file.path) == 0 || errno == EEXIST else {
      throw TripStoreError(location: file.path, problem: .unwritable(StoreFile.lastError()))
    }
  }
}
