import Application

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
  /// it saved; trying again later may succeed (`EX_TEMPFAIL`).
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
}
