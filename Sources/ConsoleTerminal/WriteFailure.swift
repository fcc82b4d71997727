#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A write to standard output or standard error that the system refused.
public struct WriteFailure: Equatable, Sendable {
  /// The system's error number (`ENOSPC`, `EIO`, `EPIPE`, …).
  public var code: Int32

  /// Wraps the system's error number.
  public init(code: Int32) {
    self.code = code
  }

  /// Whether the reader closed the pipe (`trips list --all | head -1`): not an error, since
  /// the reader has all it wanted.
  public var isClosedByReader: Bool { code == EPIPE }

  /// The system's own words for the failure.
  public var reason: String { String(cString: strerror(code)) }
}
