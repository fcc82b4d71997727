/// Why a log cannot be opened or written. The command runs on without it: a log never
/// changes a command's outcome.
public struct LogFailure: Error, Equatable, Sendable {
  /// What is wrong, in the system's words or the log's own: "it is a symbolic link".
  public let reason: String

  /// A failure for `reason`.
  ///
  /// - Parameter reason: What is wrong.
  public init(_ reason: String) {
    self.reason = reason
  }
}
