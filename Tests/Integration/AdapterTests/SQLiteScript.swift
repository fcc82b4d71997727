import CSQLite
import Testing

/// Runs SQL on a database file directly through libsqlite3, the way another program or an
/// older Trips would have written it.
func runSQLite(_ sql: String, at path: String, sourceLocation: SourceLocation = #_sourceLocation) {
  var handle: OpaquePointer?
  defer { sqlite3_close(handle) }
  #expect(sqlite3_open(path, &handle) == SQLITE_OK, sourceLocation: sourceLocation)
  var message: UnsafeMutablePointer<CChar>?
  let code = sqlite3_exec(handle, sql, nil, nil, &message)
  #expect(
    code == SQLITE_OK, "\(message.map { String(cString: $0) } ?? "")",
    sourceLocation: sourceLocation)
  sqlite3_free(message)
}

/// The integer the first column of the first row of `sql` holds.
func querySQLiteInteger(_ sql: String, at path: String) -> Int64? {
  var handle: OpaquePointer?
  defer { sqlite3_close(handle) }
  guard sqlite3_open_v2(path, &handle, SQLITE_OPEN_READONLY, nil) == SQLITE_OK else { return nil }
  var statement: OpaquePointer?
  defer { sqlite3_finalize(statement) }
  guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK,
    sqlite3_step(statement) == SQLITE_ROW
  else { return nil }
  return sqlite3_column_int64(statement, 0)
}
