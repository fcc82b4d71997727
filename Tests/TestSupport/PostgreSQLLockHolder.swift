import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Another session that holds a table's lock, as a colleague's long transaction would: a
/// `psql` that locks the table and waits, until ``release()`` ends its session.
public final class PostgreSQLLockHolder: Sendable {
  private let server: PostgreSQLTestServer
  private let process: pid_t
  private let name: String

  init(server: PostgreSQLTestServer, process: pid_t, name: String) {
    self.server = server
    self.process = process
    self.name = name
  }

  /// Ends the holding session, which releases the lock; safe to call more than once.
  public func release() {
    try? server.execute(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = '\(name)'")
    kill(process, SIGKILL)
    var status: Int32 = 0
    while waitpid(process, &status, 0) < 0 && errno == EINTR {}
  }
}

extension PostgreSQLTestServer {
  /// Starts a session that holds `table` of `database` in `ACCESS EXCLUSIVE` mode, and
  /// returns once the lock is held.
  ///
  /// - Parameters:
  ///   - table: The table to lock.
  ///   - database: The database it is in.
  /// - Returns: The holder, to ``PostgreSQLLockHolder/release()``.
  public func holdLock(on table: String, in database: String) throws -> PostgreSQLLockHolder {
    let name = "trips-lock-holder-\(UUID().uuidString.prefix(8))"
    var pipeEnds: [Int32] = [0, 0]
    guard pipe(&pipeEnds) == 0 else { throw CommandFailed(description: "no pipe") }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
    let arguments = [
      psqlPath, "-X", "-A", "-t", "-d",
      "dbname=\(database) host=\(folder) user=postgres application_name=\(name)",
      "-c", "BEGIN", "-c", "LOCK TABLE \(table) IN ACCESS EXCLUSIVE MODE",
      "-c", "SELECT 'locked'", "-c", "SELECT pg_sleep(600)",
    ]
    let argv = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, psqlPath, &actions, nil, argv, environ)
    close(pipeEnds[1])
    defer { close(pipeEnds[0]) }
    guard spawned == 0 else { throw CommandFailed(description: "psql did not start") }
    // Blocks until psql prints the line that follows the lock.
    var seen = ""
    var byte: UInt8 = 0
    while !seen.contains("locked"), read(pipeEnds[0], &byte, 1) == 1 {
      seen.append(Character(Unicode.Scalar(byte)))
    }
    let holder = PostgreSQLLockHolder(server: self, process: pid, name: name)
    guard seen.contains("locked") else {
      holder.release()
      throw CommandFailed(description: "psql ended before it held the lock")
    }
    return holder
  }
}
