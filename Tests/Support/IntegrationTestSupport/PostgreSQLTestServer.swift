import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A throwaway PostgreSQL server, one per test process, shared by every suite that needs one.
///
/// It is made at first use: `initdb` and `postgres` from `PATH`, else from the newest
/// `/usr/lib/postgresql/<version>/bin`; a temporary folder holds the data and the server's
/// Unix socket, and the server listens on nothing else. `initdb` refuses to run as root, so
/// as root the server runs as the `postgres` user (`runuser`). The server is stopped and its
/// folder removed when the process exits. Each test asks for a database of its own.
public final class PostgreSQLTestServer: Sendable {
  /// The server, or why there is none on this machine.
  public static let shared: Result<PostgreSQLTestServer, Unavailable> = start()

  /// The shared server, or `nil` where none could start.
  public static var running: PostgreSQLTestServer? { try? shared.get() }

  /// Why no server could be started.
  public struct Unavailable: Error, CustomStringConvertible {
    /// What is missing, and how to install it.
    public let description: String
  }

  /// The folder of the data and the socket.
  public let folder: String
  private let binaries: String
  /// How many databases were made. Held while one is made: PostgreSQL refuses to copy its
  /// template for a new database while another one is being made from it.
  private let databases = Mutex(0)

  private init(folder: String, binaries: String) {
    self.folder = folder
    self.binaries = binaries
  }

  /// The name of a new, empty database on the server; ``address(of:user:)`` gives its address.
  public func newDatabase() throws -> String {
    try databases.withLock { count in
      count += 1
      let name = "trips_test_\(count)"
      try Self.run(binaries + "/createdb", ["-h", folder, "-U", "postgres", name], asServer: false)
      return name
    }
  }

  /// The address of `database` on this server, as the superuser.
  public func address(of database: String, user: String = "postgres") -> String {
    "postgresql:///\(database)?host=\(folder)&user=\(user)"
  }

  /// The address of `database` on this server and `other`, in that order, asking libpq for
  /// the first that takes changes (`target_session_attrs=read-write`), as the superuser.
  public func address(of database: String, thenOn other: PostgreSQLTestServer) -> String {
    "postgresql:///\(database)?host=\(folder),\(other.folder)&user=postgres"
      + "&target_session_attrs=read-write"
  }

  /// The server's `psql`.
  var psqlPath: String { binaries + "/psql" }

  /// Runs one SQL statement as the superuser, for what a test arranges on the server.
  public func execute(_ sql: String, in database: String = "postgres") throws {
    try Self.run(
      psqlPath,
      ["-h", folder, "-U", "postgres", "-d", database, "-v", "ON_ERROR_STOP=1", "-q", "-c", sql],
      asServer: false)
  }

  /// What one SQL query that returns one value gives, as the superuser, without its line end.
  public func value(of sql: String, in database: String = "postgres") throws -> String {
    try Self.run(
      psqlPath, ["-h", folder, "-U", "postgres", "-d", database, "-X", "-A", "-t", "-c", sql],
      asServer: false
    ).trimmingCharacters(in: .newlines)
  }

  /// The role that must give a password (`PostgreSQLTestServer.password`); every other role
  /// is trusted over the socket.
  public static let passwordRole = "trips_password"
  /// The password of ``passwordRole``.
  public static let password = "right-password"
  /// A role that may connect but holds no privilege on a store's tables.
  public static let readerRole = "trips_reader"

  /// Whether `TRIPS_SKIP_POSTGRESQL` asks to leave the PostgreSQL suites out, as the runs
  /// of `.ci/run` after the first one do.
  public static var isSkipped: Bool {
    ProcessInfo.processInfo.environment["TRIPS_SKIP_POSTGRESQL"].map { !$0.isEmpty } ?? false
  }

  private static func start() -> Result<PostgreSQLTestServer, Unavailable> {
    if isSkipped {
      return .failure(Unavailable(description: "TRIPS_SKIP_POSTGRESQL is set"))
    }
    do {
      let server = try startNew()
      atexit { PostgreSQLTestServer.stopShared() }
      return .success(server)
    } catch let unavailable as Unavailable {
      return .failure(unavailable)
    } catch {
      return .failure(Unavailable(description: "the test server did not start: \(error)"))
    }
  }

  /// A server of its own, for a test that stops it; ``remove()`` it at the end.
  public static func startNew() throws -> PostgreSQLTestServer {
    guard let binaries = serverBinaries() else {
      throw Unavailable(
        description: "no PostgreSQL server binaries (initdb, pg_ctl) in PATH or "
          + "/usr/lib/postgresql/*/bin; install the postgresql package")
    }
    let folder = try makeFolder()
    let server = PostgreSQLTestServer(folder: folder, binaries: binaries)
    do {
      try run(
        binaries + "/initdb",
        ["-D", folder + "/data", "-U", "postgres", "-A", "trust", "--no-sync"], asServer: true)
      // Before the trust lines: the password role must give its password.
      let rules = folder + "/data/pg_hba.conf"
      let trusted = try String(contentsOfFile: rules, encoding: .utf8)
      try ("local all \(passwordRole) scram-sha-256\n" + trusted)
        .write(toFile: rules, atomically: false, encoding: .utf8)
      try server.restart()
      try server.execute("CREATE ROLE \(passwordRole) LOGIN PASSWORD '\(password)'")
      try server.execute("CREATE ROLE \(readerRole) LOGIN")
    } catch {
      server.remove()
      throw error
    }
    return server
  }

  /// A folder for a server's data and socket, which the server's user owns.
  private static func makeFolder() throws -> String {
    var template = Array("/tmp/trips-pg-XXXXXX".utf8CString)
    guard let made = mkdtemp(&template) else {
      throw Unavailable(description: "no temporary folder for the server")
    }
    let folder = String(cString: made)
    chmod(folder, 0o755)
    if getuid() == 0, let user = getpwnam("postgres") {
      chown(folder, user.pointee.pw_uid, user.pointee.pw_gid)
    }
    return folder
  }

  /// A streaming standby of this server, copied with `pg_basebackup -R`, with a folder and a
  /// socket of its own; ``remove()`` it at the end.
  ///
  /// This server then commits a change only once the standby has applied it
  /// (`synchronous_commit = remote_apply`), so a test reads its own changes from the standby
  /// without waiting. The setting stays with this server, so it waits for the standby from
  /// then on: start a server of its own (``startNew()``) for this, and remove the two
  /// together. A promoted standby waits for none.
  public func startStandby() throws -> PostgreSQLTestServer {
    let standby = PostgreSQLTestServer(folder: try Self.makeFolder(), binaries: binaries)
    do {
      try Self.run(
        binaries + "/pg_basebackup",
        ["-D", standby.folder + "/data", "-R", "-X", "stream", "-h", folder, "-U", "postgres"],
        asServer: true)
      try standby.restart()
      try execute("ALTER SYSTEM SET synchronous_standby_names = '*'")
      try execute("ALTER SYSTEM SET synchronous_commit = 'remote_apply'")
      try execute("SELECT pg_reload_conf()")
      // The reload is signalled, not waited for: ask until the standby is synchronous, so
      // that no commit of the test returns before the standby has it.
      let deadline = ContinuousClock.now + .seconds(30)
      let synchronous = "SELECT count(*) FROM pg_stat_replication WHERE sync_state = 'sync'"
      while try value(of: synchronous) != "1" {
        guard ContinuousClock.now < deadline else {
          throw CommandFailed(description: "the standby did not become synchronous")
        }
      }
    } catch {
      standby.remove()
      throw error
    }
    return standby
  }

  /// Makes this standby a primary, and returns once it takes changes.
  public func promote() throws {
    try Self.run(binaries + "/pg_ctl", ["-D", folder + "/data", "-w", "promote"], asServer: true)
  }

  /// Stops the server at once and removes its folder.
  public func remove() {
    try? stop()
    try? FileManager.default.removeItem(atPath: folder)
  }

  /// Stops the shared server at once and removes its folder.
  private static func stopShared() {
    guard case .success(let server) = shared else { return }
    server.remove()
  }

  /// Stops the server as a crash would, for tests of an unreachable store.
  public func stop() throws {
    try Self.run(
      binaries + "/pg_ctl", ["-D", folder + "/data", "-m", "immediate", "-w", "stop"],
      asServer: true)
  }

  /// Starts the server, again after ``stop()``.
  public func restart() throws {
    try Self.run(
      binaries + "/pg_ctl",
      [
        "-D", folder + "/data", "-w", "-l", folder + "/log", "-o",
        "-k \(folder) -c listen_addresses= -c fsync=off -c max_connections=200", "start",
      ], asServer: true)
  }

  /// The folder that holds `initdb` and `pg_ctl`.
  private static func serverBinaries() -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for folder in path.split(separator: ":").map(String.init)
    where FileManager.default.isExecutableFile(atPath: folder + "/initdb")
      && FileManager.default.isExecutableFile(atPath: folder + "/pg_ctl")
    {
      // The folder initdb really lives in, which holds createdb and psql too.
      return URL(fileURLWithPath: folder + "/initdb").resolvingSymlinksInPath()
        .deletingLastPathComponent().path
    }
    let root = "/usr/lib/postgresql"
    let versions = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
    return versions.compactMap(Int.init).sorted().reversed().map { "\(root)/\($0)/bin" }
      .first { FileManager.default.isExecutableFile(atPath: $0 + "/initdb") }
  }

  /// A failed server command, with what it printed.
  public struct CommandFailed: Error, CustomStringConvertible {
    /// The command and what it printed.
    public let description: String
  }

  /// Runs `executable`, as the `postgres` user when `asServer` and this process is root.
  ///
  /// Through ``Subprocess``: `pg_ctl` leaves the server running, and `Foundation.Process`
  /// can miss the end of the command that started it.
  @discardableResult
  private static func run(_ executable: String, _ arguments: [String], asServer: Bool) throws
    -> String
  {
    let command =
      asServer && getuid() == 0
      ? ("/usr/sbin/runuser", ["-u", "postgres", "--", executable] + arguments)
      : (executable, arguments)
    let output = NSTemporaryDirectory() + "trips-pg-command-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: output) }
    let status = Subprocess.run(command.0, command.1, outputPath: output)
    let printed = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
    guard status == 0 else {
      throw CommandFailed(description: "\(executable) exited \(status): \(printed)")
    }
    return printed
  }
}
