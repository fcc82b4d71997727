import Application
import ConsoleTerminal

/// The exit statuses of `trips`, following the BSD `sysexits` convention for usage and I/O
/// errors.
enum ExitStatus: Int32, Equatable {
  /// The command did what was asked.
  case success = 0
  /// The trip does not exist, a rule of the domain refused the request, or someone else
  /// changed the trip meanwhile.
  case failure = 1
  /// The command line is wrong: unknown command or option, missing or malformed value.
  case usage = 64
  /// The store cannot be read or written, or the output cannot be written.
  case storage = 74
  /// Another program holds the store, or it cannot be reached, or it stopped answering while
  /// it saved, or it takes no changes now (a standby, a failover); trying again later may
  /// succeed (`EX_TEMPFAIL`).
  case busy = 75
  /// The store refused access (`EX_NOPERM`).
  case accessRefused = 77

  init(_ outcome: UseCaseOutcome) {
    switch outcome {
    case .completed: self = .success
    case .notFound, .rejected, .changedElsewhere: self = .failure
    case .storageFailed: self = .storage
    case .storeBusy: self = .busy
    case .accessRefused: self = .accessRefused
    }
  }

  /// How a command ends once its streams are flushed.
  ///
  /// A reader that closed standard output's pipe ends it with status 0 and nothing more said.
  /// Any other failed write ends it with status 74 (``storage``), whatever the command
  /// returned, so a lost export is never a success; standard error then gets one line, unless
  /// standard error is what failed.
  ///
  /// - Parameters:
  ///   - status: What the command returned.
  ///   - output: How standard output failed, if it did.
  ///   - errorOutput: How standard error failed, if it did.
  /// - Returns: The status to exit with, and the failure to report on standard error, if any.
  static func settled(_ status: ExitStatus, output: WriteFailure?, errorOutput: WriteFailure?)
    -> (status: ExitStatus, report: WriteFailure?)
  {
    if let errorOutput, !errorOutput.isClosedByReader { return (.storage, nil) }
    if let output {
      return output.isClosedByReader ? (.success, nil) : (.storage, output)
    }
    return (status, nil)
  }
}
