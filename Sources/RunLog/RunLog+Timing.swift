// Timing a call and writing its line.
extension RunLog {
  /// Runs `body`, times it, and writes one `store` line for `call`: at `level` when it
  /// answered, with the rows it returned; at warning when it failed, with the failure's kind.
  ///
  /// - Parameters:
  ///   - call: The call, named on the line as the schema names it.
  ///   - level: The line's level when the call answered.
  ///   - rows: The rows or trips an answer holds; `nil` for an answer that holds none.
  ///   - kind: The kind of a failure.
  ///   - body: The call.
  /// - Returns: What the call returned, and the time it took.
  func timed<Value, Failure: Error>(
    _ call: StoreCall, level: LogLevel = .info, rows: (Value) -> Int?,
    kind: (Failure) -> String, body: () async throws(Failure) -> Value
  ) async throws(Failure) -> (Value, Duration) {
    let start = clock.elapsed()
    do throws(Failure) {
      let value = try await body()
      let took = clock.elapsed() - start
      var fields = [LogField("call", .text(call.rawValue)), LogField("ms", .milliseconds(took))]
      if let count = rows(value) { fields.append(LogField("rows", .count(count))) }
      record(level, "store", fields)
      return (value, took)
    } catch {
      let took = clock.elapsed() - start
      record(
        .warning, "store",
        [
          LogField("call", .text(call.rawValue)), LogField("ms", .milliseconds(took)),
          LogField("failure", .text(kind(error))),
        ])
      throw error
    }
  }
}
