import CSQLite
import Foundation

/// A thin, safe layer over one SQLite connection: statements with bound parameters only.
///
/// Values are always passed as bound parameters, never spliced into SQL text, so a name with
/// quotes, semicolons or newlines is stored exactly as given. Prepared statements are cached
/// by their SQL text.
final class SQLiteConnection {
  /// A value bound to a statement parameter or read from a column.
  enum Value: Equatable {
    case integer(Int64)
    case text(String)
    case null
  }

  /// A failure reported by SQLite: its result code and message.
  struct Failure: Error {
    let code: Int32
    let message: String

    /// Whether another connection held a lock past the busy timeout.
    var isBusy: Bool {
      code & 0xFF == SQLITE_BUSY
    }

    /// Whether SQLite found the file damaged or not a database at all.
    var isCorruption: Bool {
      [SQLITE_CORRUPT, SQLITE_NOTADB].contains(code & 0xFF)
    }
  }

  private let handle: OpaquePointer
  private var statements: [String: OpaquePointer] = [:]

  /// Opens an existing database file for reading and writing; never creates one.
  ///
  /// Opening only allocates the connection: SQLite reads the file at the first statement,
  /// so every problem with the file surfaces there, as a ``Failure`` of that statement.
  init(path: String) {
    var handle: OpaquePointer?
    let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_EXRESCODE
    sqlite3_open_v2(path, &handle, flags, nil)
    // SQLite hands back a connection even when opening fails, except when it cannot allocate
    // one at all; its first statement then reports why.
    self.handle = handle!
  }

  deinit {
    for statement in statements.values { sqlite3_finalize(statement) }
    sqlite3_close_v2(handle)
  }

  /// Waits up to `timeout` for another process's lock before reporting `SQLITE_BUSY`.
  func setBusyTimeout(_ timeout: Duration) {
    sqlite3_busy_timeout(handle, Self.milliseconds(timeout))
  }

  /// `timeout` in whole milliseconds, as SQLite takes it, at most `Int32.max`.
  static func milliseconds(_ timeout: Duration) -> Int32 {
    let (seconds, attoseconds) = timeout.components
    let whole = seconds.multipliedReportingOverflow(by: 1_000)
    guard !whole.overflow else { return seconds < 0 ? 0 : .max }
    return Int32(clamping: whole.partialValue + attoseconds / 1_000_000_000_000_000)
  }

  /// Runs SQL without parameters or results, such as a schema change. Several statements
  /// may be separated by semicolons.
  func execute(_ sql: String) throws(Failure) {
    var message: UnsafeMutablePointer<CChar>?
    let code = sqlite3_exec(handle, sql, nil, nil, &message)
    defer { sqlite3_free(message) }
    guard code == SQLITE_OK else {
      throw Failure(code: code, message: message.map { String(cString: $0) } ?? "")
    }
  }

  /// One row of a running statement, read column by column without copying the row. It is
  /// valid only inside the closure it is handed to.
  struct Row {
    fileprivate let statement: OpaquePointer

    fileprivate init(_ statement: OpaquePointer) {
      self.statement = statement
    }

    /// The number of columns.
    var count: Int32 { sqlite3_column_count(statement) }

    /// The value of a column, whatever its type.
    func value(_ column: Int32) -> Value {
      switch sqlite3_column_type(statement, column) {
      case SQLITE_INTEGER: return .integer(sqlite3_column_int64(statement, column))
      case SQLITE_NULL: return .null
      default: return text(column).map { .text($0) } ?? .null
      }
    }

    /// An integer column, or `nil` when the column holds another type.
    func integer(_ column: Int32) -> Int64? {
      sqlite3_column_type(statement, column) == SQLITE_INTEGER
        ? sqlite3_column_int64(statement, column) : nil
    }

    /// A text column, or `nil` when the column is `NULL`.
    func text(_ column: Int32) -> String? {
      guard let bytes = sqlite3_column_text(statement, column) else { return nil }
      let count = Int(sqlite3_column_bytes(statement, column))
      return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }
  }

  /// Runs one statement and returns its rows, each row its columns' values.
  @discardableResult
  func query(_ sql: String, _ parameters: [Value] = []) throws(Failure) -> [[Value]] {
    var rows: [[Value]] = []
    try forEachRow(sql, parameters) { row in rows.append((0..<row.count).map(row.value)) }
    return rows
  }

  /// Runs one statement and hands each row to `body` as it is read.
  func forEachRow(_ sql: String, _ parameters: [Value], _ body: (Row) -> Void) throws(Failure) {
    let statement = try prepared(sql)
    defer {
      sqlite3_reset(statement)
      sqlite3_clear_bindings(statement)
    }
    for (offset, parameter) in parameters.enumerated() {
      let index = Int32(offset + 1)
      let code: Int32
      switch parameter {
      case .integer(let value): code = sqlite3_bind_int64(statement, index, value)
      case .text(let value): code = sqlite3_bind_text(statement, index, value, -1, Self.transient)
      case .null: code = sqlite3_bind_null(statement, index)
      }
      guard code == SQLITE_OK else { throw failure(code) }
    }
    var code = sqlite3_step(statement)
    while code == SQLITE_ROW {
      body(Row(statement))
      code = sqlite3_step(statement)
    }
    guard code == SQLITE_DONE else { throw failure(code) }
  }

  /// The number of rows the last `INSERT`, `UPDATE` or `DELETE` changed.
  var changes: Int32 { sqlite3_changes(handle) }

  /// The number of rows this connection has changed since it opened.
  var totalChanges: Int32 { sqlite3_total_changes(handle) }

  /// The bytes of memory the connection's page cache holds now.
  var pageCacheBytes: Int {
    var current: Int32 = 0
    var highest: Int32 = 0
    sqlite3_db_status(handle, SQLITE_DBSTATUS_CACHE_USED, &current, &highest, 0)
    return Int(current)
  }

  /// The row identifier the last `INSERT` assigned.
  var lastInsertedRowID: Int64 { sqlite3_last_insert_rowid(handle) }

  /// Runs `body` in an immediate transaction: committed when it returns, rolled back when it
  /// throws. `BEGIN IMMEDIATE` takes the write lock at once, waiting out other writers for
  /// the busy timeout.
  func inTransaction<Result>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
    try execute("BEGIN IMMEDIATE")
    do throws(Failure) {
      let result = try body()
      try execute("COMMIT")
      return result
    } catch {
      try? execute("ROLLBACK")
      throw error
    }
  }

  private func prepared(_ sql: String) throws(Failure) -> OpaquePointer {
    if let statement = statements[sql] { return statement }
    var statement: OpaquePointer?
    let code = sqlite3_prepare_v3(
      handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil)
    guard code == SQLITE_OK, let statement else { throw failure(code) }
    statements[sql] = statement
    return statement
  }

  private func failure(_ code: Int32) -> Failure {
    Failure(code: code, message: String(cString: sqlite3_errmsg(handle)))
  }

  /// Tells SQLite to copy bound text before the call returns; the C macro
  /// `SQLITE_TRANSIENT` does not reach Swift.
  private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
}
