#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A write to standard output or standard error that the system refused, and what it means
/// for the exit status.
struct WriteFailure: Equatable, Sendable {
  /// The system's error number (`ENOSPC`, `EIO`, `EPIPE`, …).
  var code: Int32

  /// Whether the reader closed the pipe (`trips list --all | head -1`): not an error, since
  /// the reader has all it wanted.
  var isClosedByReader: Bool { code == EPIPE }

  /// The system's own words for the failure.
  var reason: String { String(cString: strerror(code)) }

  /// How a command ends once its streams are flushed.
  ///
  /// A reader that closed standard output's pipe ends it with status 0 and nothing more said.
  /// Any other failed write ends it with status 74 (``ExitStatus/storage``), whatever the
  /// command returned, so a lost export is never a success; standard error then gets one
  /// line, unless standard error is what failed.
  ///
  /// - Parameters:
  ///   - status: What the command returned.
  ///   - output: How standard output failed, if it did.
  ///   - errorOutput: How standard error failed, if it did.
  /// - Returns: The status to exit with, and the failure to report on standard error, if any.
  static func outcome(status: ExitStatus, output: WriteFailure?, errorOutput: WriteFailure?)
    -> (status: ExitStatus, report: WriteFailure?)
  {
    if let errorOutput, !errorOutput.isClosedByReader { return (.storage, nil) }
    if let output {
      return output.isClosedByReader ? (.success, nil) : (.storage, output)
    }
    return (status, nil)
  }
}
