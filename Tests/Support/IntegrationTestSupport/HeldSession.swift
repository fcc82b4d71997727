import Foundation

/// A `psql` session a test keeps open, as another program would, to hold a lock while `trips`
/// runs into it; ``end()`` rolls back and closes it.
public final class HeldSession: Sendable {
  private let process: Process
  private let input: FileHandle

  init(psql: String, folder: String, database: String, statements: String) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: psql)
    process.arguments = ["-h", folder, "-U", "postgres", "-d", database, "-X", "-q"]
    let input = Pipe()
    process.standardInput = input
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    input.fileHandleForWriting.write(Data((statements + "\n").utf8))
    self.process = process
    self.input = input.fileHandleForWriting
  }

  /// Sends more statements to the session, which runs them in turn.
  ///
  /// - Parameter statements: SQL, each ending in `;`.
  public func send(_ statements: String) {
    input.write(Data((statements + "\n").utf8))
  }

  /// Rolls the session's transaction back, and waits for `psql` to end.
  public func end() {
    input.write(Data("ROLLBACK;\n\\q\n".utf8))
    try? input.close()
    process.waitUntilExit()
  }

  /// Closes `psql`'s input without a word, for a session the server has already ended.
  public func abandon() {
    try? input.close()
    process.waitUntilExit()
  }
}

extension PostgreSQLTestServer {
  /// Opens a session that runs `statements` (typically `BEGIN` and a `SELECT … FOR UPDATE`)
  /// and stays open, and returns once the server shows it idle in its transaction after the
  /// last of them: the only one in `database`, since other suites share the server. (Idle in
  /// its transaction alone is not enough: a session is that between `BEGIN` and the statement
  /// that takes the lock.)
  public func hold(_ statements: String, in database: String) throws -> HeldSession {
    let session = try HeldSession(
      psql: psqlPath, folder: folder, database: database,
      statements: statements + "\nSELECT 'held by the test';")
    try waitUntil(
      "SELECT count(*) FROM pg_stat_activity WHERE state = 'idle in transaction'"
        + " AND datname = '\(database)' AND query LIKE '%held by the test%'", is: "1")
    return session
  }

  /// Asks the server `query` until it answers `expected`, for at most 60 seconds: for a
  /// state another process reaches, never for a length of time.
  public func waitUntil(
    _ query: String, is expected: String, in database: String = "postgres"
  ) throws {
    let deadline = Date().addingTimeInterval(60)
    while try value(of: query, in: database) != expected {
      guard Date() < deadline else {
        throw Unavailable(description: "the server never answered \(expected) to \(query)")
      }
    }
  }

  /// ``waitUntil(_:is:in:)`` on a thread of its own, for a state a task of the test itself
  /// reaches: asking blocks that thread, never one the task needs to run on, however few
  /// threads the machine gives the tasks.
  public func waitUntil(_ query: String, is expected: String, in database: String = "postgres")
    async throws
  {
    try await withCheckedThrowingContinuation { (done: CheckedContinuation<Void, any Error>) in
      Thread {
        do {
          try self.waitUntil(query, is: expected, in: database)
          done.resume()
        } catch {
          done.resume(throwing: error)
        }
      }.start()
    }
  }
}
