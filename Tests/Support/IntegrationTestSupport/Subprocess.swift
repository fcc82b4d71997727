import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a program to completion with `posix_spawn` and `waitpid`, for helpers such as tmux
/// whose server process outlives the command that started it (and would keep a
/// `Foundation.Process` pipe open, or its exit unnoticed).
public enum Subprocess {
  /// Runs `executable` with `arguments`, standard input from `/dev/null`, standard output to
  /// `outputPath` (or `/dev/null`), and standard error to `/dev/null`.
  ///
  /// - Parameters:
  ///   - executable: The program's path.
  ///   - arguments: Its arguments, without the program's name.
  ///   - outputPath: A file to receive standard output, created or truncated.
  /// - Returns: The exit status, or -1 when the program could not start.
  @discardableResult
  public static func run(_ executable: String, _ arguments: [String], outputPath: String? = nil)
    -> Int32
  {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(
      &actions, 1, outputPath ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    // Start with no blocked signals and default handlers: the test runner's threads block
    // some signals, and a child that inherited that mask (tmux's panes) would ignore hang-ups.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var signals = sigset_t()
    sigemptyset(&signals)
    posix_spawnattr_setsigmask(&attributes, &signals)
    for signal in [SIGHUP, SIGINT, SIGTERM, SIGPIPE] { sigaddset(&signals, signal) }
    posix_spawnattr_setsigdefault(&attributes, &signals)
    posix_spawnattr_setflags(
      &attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var pid: pid_t = 0
    guard posix_spawn(&pid, executable, &actions, &attributes, argv, environ) == 0 else {
      return -1
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    return (status & 0x7F) == 0 ? (status >> 8) & 0xFF : -1
  }
}
