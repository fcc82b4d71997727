#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A log file, appended to, or standard error.
///
/// A file is created readable and writable by its owner alone (0600), opened without
/// following a symbolic link, and refused unless it is a regular file of the user running
/// `trips`. Every line is one `write` on a descriptor opened to append, so lines of two runs
/// sharing the file never mix.
public final class LogFile: LogDestination {
  private let descriptor: Int32
  private let closes: Bool

  private init(descriptor: Int32, closes: Bool) {
    self.descriptor = descriptor
    self.closes = closes
  }

  deinit {
    if closes { close(descriptor) }
  }

  /// Standard error, for `--log -`.
  public static func standardError() -> LogFile {
    LogFile(descriptor: STDERR_FILENO, closes: false)
  }

  /// Opens the log at `path` to append to it, creating it when there is none.
  ///
  /// - Parameter path: Where the log is.
  /// - Returns: The log, ready for lines.
  /// - Throws: ``LogFailure`` when the path is a symbolic link, is not a regular file,
  ///   belongs to another user, has another name, or cannot be opened.
  public static func appending(to path: String) throws(LogFailure) -> LogFile {
    // Not blocking, so a FIFO planted at the path is refused instead of waited on.
    let flags = O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK
    let descriptor = systemOpen(path, flags)
    guard descriptor >= 0 else {
      let code = errno
      throw LogFailure(code == ELOOP ? "it is a symbolic link" : Self.reason(code))
    }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      let reason = Self.reason(errno)
      close(descriptor)
      throw LogFailure(reason)
    }
    guard status.st_mode & S_IFMT == S_IFREG else {
      close(descriptor)
      throw LogFailure("it is not a regular file")
    }
    guard status.st_uid == geteuid() else {
      close(descriptor)
      throw LogFailure("it belongs to another user")
    }
    // A second name for a file of the user's, planted in a shared folder, would have lines
    // appended to that file.
    guard status.st_nlink == 1 else {
      close(descriptor)
      throw LogFailure("it has another name (a hard link)")
    }
    _ = fcntl(descriptor, F_SETFL, O_WRONLY | O_APPEND)
    return LogFile(descriptor: descriptor, closes: true)
  }

  /// Writes `line` with one `write`; a write that is cut short fails, and the log is not
  /// written to again.
  public func write(_ line: String) throws(LogFailure) {
    var line = line
    let written = line.withUTF8 { bytes in
      var result = systemWrite(descriptor, bytes)
      while result < 0 && errno == EINTR { result = systemWrite(descriptor, bytes) }
      return (result, bytes.count, errno)
    }
    guard written.0 == written.1 else {
      throw LogFailure(written.0 < 0 ? Self.reason(written.2) : "a line was written only in part")
    }
  }

  private static func reason(_ code: Int32) -> String {
    String(cString: strerror(code))
  }
}

/// The system's `open`, for a file made 0600 when it is new.
private func systemOpen(_ path: String, _ flags: Int32) -> Int32 {
  open(path, flags, 0o600)
}

/// The system's `write`, of all of `bytes`.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeBufferPointer<UInt8>) -> Int {
  write(descriptor, bytes.baseAddress, bytes.count)
}
