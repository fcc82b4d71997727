import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Another person's session on the test server: a `psql` that runs statements one by one, as a
/// colleague's long transaction would, while a test works against the same database.
public final class PostgreSQLSession: Sendable {
  /// What a statement prints to say the session has reached it: `SELECT 'ready'`.
  public static let ready = "SELECT 'ready'"
  /// A statement that returns once another session of the same database waits for a lock:
  /// the session's next statement then follows at once, with no round trip to the test.
  public static let untilAnotherWaitsForALock = """
    DO $$ BEGIN
      WHILE NOT EXISTS (
        SELECT 1 FROM pg_locks WHERE NOT granted AND pid IN (
          SELECT pid FROM pg_stat_activity WHERE datname = current_database())
      ) LOOP
        PERFORM pg_sleep(0.01);
      END LOOP;
    END $$
    """

  private let server: PostgreSQLTestServer
  private let process: pid_t
  private let name: String
  /// The read end of `psql`'s output, kept open while it runs so that it can always write.
  private let output: Int32
  /// `psql`'s exit status once it has been waited for; its process id is not used after.
  private let ended = Mutex<Int32?>(nil)

  private init(server: PostgreSQLTestServer, process: pid_t, name: String, output: Int32) {
    self.server = server
    self.process = process
    self.name = name
    self.output = output
  }

  /// Starts `psql` on `database` with `statements`, and returns once it has run
  /// ``ready``, which `statements` must hold.
  ///
  /// - Parameters:
  ///   - statements: The statements, each run on its own, in order.
  ///   - database: The database on `server`.
  ///   - server: The test server.
  public static func start(
    _ statements: [String], in database: String, on server: PostgreSQLTestServer
  ) throws -> PostgreSQLSession {
    let name = "trips-test-session-\(UUID().uuidString.prefix(8))"
    var pipeEnds: [Int32] = [0, 0]
    guard pipe(&pipeEnds) == 0 else {
      throw PostgreSQLTestServer.CommandFailed(description: "no pipe")
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
    // Its errors come through the same pipe, to say why a session ended early.
    posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 2)
    posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
    let connection =
      "dbname=\(database) host=\(server.folder) user=postgres application_name=\(name)"
    let arguments =
      [server.psqlPath, "-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1", "-d", connection]
      + statements.flatMap { ["-c", $0] }
    let argv = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, server.psqlPath, &actions, nil, argv, environ)
    close(pipeEnds[1])
    guard spawned == 0 else {
      close(pipeEnds[0])
      throw PostgreSQLTestServer.CommandFailed(description: "psql did not start")
    }
    // Blocks until psql prints the line of the ready statement.
    var seen = ""
    var byte: UInt8 = 0
    while !seen.contains("ready"), read(pipeEnds[0], &byte, 1) == 1 {
      seen.append(Character(Unicode.Scalar(byte)))
    }
    let session = PostgreSQLSession(server: server, process: pid, name: name, output: pipeEnds[0])
    guard seen.contains("ready") else {
      session.end()
      throw PostgreSQLTestServer.CommandFailed(
        description: "psql ended before it was ready: \(seen)")
    }
    return session
  }

  /// Ends the session at once, which rolls back what it had not committed; safe to call
  /// more than once.
  public func end() {
    guard ended.withLock({ $0 }) == nil else { return }
    try? server.execute(
      "SELECT pg_terminate_backend(pid, 5000) FROM pg_stat_activity "
        + "WHERE application_name = '\(name)'")
    kill(process, SIGKILL)
    _ = finish()
  }

  /// Waits until the session has run every statement, and returns `psql`'s exit status.
  public func finish() -> Int32 {
    if let status = ended.withLock({ $0 }) { return status }
    var status: Int32 = 0
    var waited: pid_t
    repeat { waited = waitpid(process, &status, 0) } while waited < 0 && errno == EINTR
    close(output)
    let exitStatus: Int32 = waited == process && (status & 0x7F) == 0 ? (status >> 8) & 0xFF : -1
    ended.withLock { $0 = exitStatus }
    return exitStatus
  }
}
