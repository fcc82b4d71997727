import CLibPQ

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// One session with a PostgreSQL server, through libpq: statements with bound parameters, in
/// libpq's text format, and failures with their SQLSTATE.
///
/// Every call blocks until the server answers, so the connection belongs to
/// ``PostgreSQLTripRepository``, whose methods run on the store's own queue.
final class PostgreSQLConnection {
  /// A failed statement or connection, classified by the server's SQLSTATE, never by its
  /// message, which the server may translate.
  struct Failure: Error {
    /// The five-character SQLSTATE, when the server sent one.
    let sqlState: String?
    /// Whether the connection itself broke, as when the server stopped or the backend was
    /// killed.
    let connectionBroken: Bool
    /// libpq's or the server's text, for a person to read.
    let message: String
    /// Whether it was the `COMMIT` that failed, so the change may have been saved.
    var duringCommit = false
  }

  /// A row of text values; `nil` for SQL `NULL`.
  typealias Row = [String?]

  private let libpq: LibPQ
  private let handle: OpaquePointer
  /// The statements prepared on this connection, and their names.
  private var prepared: [String: String] = [:]

  /// Wraps a connection libpq made; `handle` must have status `CONNECTION_OK`.
  init(libpq: LibPQ, handle: OpaquePointer) {
    self.libpq = libpq
    self.handle = handle
    // The server's notices ("terminating connection …") would go to standard error raw;
    // what matters in them reaches the store as a failure, told in the store's words.
    _ = libpq.setNoticeProcessor(handle, { _, _ in }, nil)
  }

  deinit {
    libpq.finish(handle)
  }

  /// The host the session is with, as libpq chose it from the address: a name, an IP address
  /// or a socket's folder.
  var host: String { libpq.host(handle).map { String(cString: $0) } ?? "" }

  /// The port the session is with.
  var port: String { libpq.port(handle).map { String(cString: $0) } ?? "" }

  /// Runs one statement with `parameters` bound to `$1`, `$2`, …, and returns its rows.
  ///
  /// - Parameters:
  ///   - sql: The statement.
  ///   - parameters: The values, as text; `nil` for `NULL`.
  /// - Returns: Every row the statement returned.
  /// - Throws: ``Failure`` when the statement fails or the connection breaks.
  @discardableResult
  func query(_ sql: String, _ parameters: [String?] = []) throws(Failure) -> [Row] {
    try query(sql, parameters) { row in (0..<row.columnCount).map { row.text($0) } }
  }

  /// One row of a result, read where libpq keeps it: a number is read from libpq's text
  /// without making a `String` of it first, which saves an allocation per value on a long
  /// list.
  struct ResultRow {
    fileprivate let libpq: LibPQ
    fileprivate let result: OpaquePointer?
    fileprivate let row: Int32
    /// How many columns the row has.
    let columnCount: Int32

    /// The column's text; `nil` for `NULL`.
    func text(_ column: Int32) -> String? {
      guard libpq.getisnull(result, row, column) == 0 else { return nil }
      return libpq.getvalue(result, row, column).map { String(cString: $0) }
    }

    /// The column as a whole number; `nil` for `NULL` or for text that is not one.
    func integer(_ column: Int32) -> Int64? {
      guard libpq.getisnull(result, row, column) == 0,
        var digit: UnsafePointer<CChar> = libpq.getvalue(result, row, column).map({
          UnsafePointer($0)
        })
      else { return nil }
      let negative = digit.pointee == CChar(UInt8(ascii: "-"))
      if negative || digit.pointee == CChar(UInt8(ascii: "+")) { digit += 1 }
      guard digit.pointee != 0 else { return nil }
      var value: Int64 = 0
      while digit.pointee != 0 {
        let number = Int64(digit.pointee) - Int64(UInt8(ascii: "0"))
        guard (0...9).contains(number) else { return nil }
        let (shifted, overflowed) = value.multipliedReportingOverflow(by: 10)
        let (sum, overflowedAgain) = shifted.addingReportingOverflow(
          negative ? -number : number)
        guard !overflowed, !overflowedAgain else { return nil }
        value = sum
        digit += 1
      }
      return value
    }
  }

  /// Runs one statement with `parameters` bound to `$1`, `$2`, …, and reads each row it
  /// returned with `read`.
  ///
  /// - Parameters:
  ///   - sql: The statement.
  ///   - parameters: The values, as text; `nil` for `NULL`.
  ///   - read: Makes a value of one row.
  /// - Returns: The values, in the order of the rows.
  /// - Throws: ``Failure`` when the statement fails or the connection breaks.
  func query<Value>(
    _ sql: String, _ parameters: [String?], rows read: (ResultRow) -> Value
  ) throws(Failure) -> [Value] {
    let result = withTextArray(parameters) { values in
      libpq.execParams(handle, sql, Int32(parameters.count), nil, values, nil, nil, 0)
    }
    return try rows(of: result, read)
  }

  /// Runs one statement as ``query(_:_:)`` does, prepared on this connection the first time:
  /// for a statement sent again and again, the server plans it once.
  @discardableResult
  func queryPrepared(_ sql: String, _ parameters: [String?]) throws(Failure) -> [Row] {
    let name: String
    if let known = prepared[sql] {
      name = known
    } else {
      name = "trips_\(prepared.count + 1)"
      let made = libpq.prepare(handle, name, sql, Int32(parameters.count), nil)
      defer { libpq.clear(made) }
      guard made != nil, libpq.resultStatus(made) == PGRES_COMMAND_OK else {
        throw failure(of: made)
      }
      prepared[sql] = name
    }
    let result = withTextArray(parameters) { values in
      libpq.execPrepared(handle, name, Int32(parameters.count), values, nil, nil, 0)
    }
    return try rows(of: result) { row in (0..<row.columnCount).map { row.text($0) } }
  }

  /// The rows of `result`, each read with `read`; `result` is cleared.
  private func rows<Value>(of result: OpaquePointer?, _ read: (ResultRow) -> Value)
    throws(Failure) -> [Value]
  {
    defer { libpq.clear(result) }
    let status = libpq.resultStatus(result)
    guard result != nil, status == PGRES_TUPLES_OK || status == PGRES_COMMAND_OK else {
      throw failure(of: result)
    }
    let rowCount = libpq.ntuples(result)
    let columnCount = libpq.nfields(result)
    var values: [Value] = []
    values.reserveCapacity(Int(rowCount))
    for row in 0..<rowCount {
      values.append(
        read(ResultRow(libpq: libpq, result: result, row: row, columnCount: columnCount)))
    }
    return values
  }

  /// Runs `body` in a transaction: committed when it returns, rolled back when it throws.
  ///
  /// - Parameter body: The statements of the transaction.
  /// - Returns: What `body` returned.
  func inTransaction<Result>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
    try query("BEGIN")
    let result: Result
    do {
      result = try body()
    } catch {
      if !error.connectionBroken { _ = try? query("ROLLBACK") }
      throw error
    }
    try commit()
    return result
  }

  /// Commits the open transaction. A failure says it happened during the commit, so the
  /// change may have been saved.
  func commit() throws(Failure) {
    do {
      try query("COMMIT")
    } catch {
      var failure = error
      failure.duringCommit = true
      throw failure
    }
  }

  /// What a wait for a notification ended with.
  enum Wait: Equatable {
    /// At least one notification arrived; all that arrived are taken.
    case notified
    /// None arrived in the time given.
    case timedOut
    /// The connection broke: the server stopped, or the backend was ended.
    case broken
  }

  /// Waits up to `timeout` for a notification on a channel this session listens on
  /// (`LISTEN`), taking every one that has arrived.
  ///
  /// - Parameter timeout: The longest wait; `.zero` only looks.
  func waitForNotification(upTo timeout: Duration) -> Wait {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    while !takeNotifications() {
      let remaining = max(.zero, deadline - clock.now).components
      let milliseconds = Int32(
        clamping: remaining.seconds * 1000 + remaining.attoseconds / 1_000_000_000_000_000)
      var request = pollfd(fd: libpq.socket(handle), events: Int16(POLLIN), revents: 0)
      let ready = poll(&request, 1, milliseconds)
      if ready == 0 { return .timedOut }
      // A signal cut the wait short: wait for the rest of the time.
      if ready < 0 && errno == EINTR { continue }
      // Something arrived: a notification, or the server's last words before it closes the
      // session, which the next round reads as the end.
      guard ready > 0, libpq.consumeInput(handle) == 1, libpq.status(handle) == CONNECTION_OK
      else { return .broken }
    }
    return .notified
  }

  /// Takes every notification libpq has read; whether there was any.
  private func takeNotifications() -> Bool {
    var any = false
    while let notification = libpq.notifies(handle) {
      libpq.freemem(notification)
      any = true
    }
    return any
  }

  private func failure(of result: OpaquePointer?) -> Failure {
    let state = result.flatMap { libpq.resultErrorField($0, Int32(TRIPS_PG_DIAG_SQLSTATE)) }
    // The server's one-line message, without its severity, position and context lines;
    // libpq's own text when the server sent none.
    let primary = result.flatMap {
      libpq.resultErrorField($0, Int32(TRIPS_PG_DIAG_MESSAGE_PRIMARY))
    }
    let message = (primary ?? libpq.errorMessage(handle)).map { String(cString: $0) } ?? ""
    // Every failure the server reports carries a SQLSTATE; one without came from libpq
    // itself, which for a session already made means the server went away, even where libpq
    // has not yet marked the session as bad (a server stopped at once, for one).
    return Failure(
      sqlState: state.map { String(cString: $0) },
      connectionBroken: libpq.status(handle) != CONNECTION_OK || state == nil,
      message: message.trimmingTrailingNewlines())
  }
}

/// Runs `body` with `strings` as a C array of C strings that lives for the call, followed by
/// a null pointer, as libpq's keyword lists end.
func withTextArray<Result>(
  _ strings: [String?], _ body: (UnsafePointer<UnsafePointer<CChar>?>?) -> Result
) -> Result {
  let copies = strings.map { $0.flatMap { strdup($0) } }
  defer {
    for copy in copies { free(copy) }
  }
  let pointers = copies.map { UnsafePointer($0) } + [nil]
  return pointers.withUnsafeBufferPointer { body($0.baseAddress) }
}

extension String {
  /// The text without the line breaks libpq ends its messages with.
  func trimmingTrailingNewlines() -> String {
    var text = Substring(self)
    while text.last?.isNewline == true { text = text.dropLast() }
    return String(text)
  }
}
