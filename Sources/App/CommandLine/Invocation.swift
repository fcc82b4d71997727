/// What the person asked for on the command line, before anything is resolved against the
/// environment.
struct Invocation: Sendable {
  /// What to do.
  enum Action: Sendable {
    /// Run a command.
    case run(any Command)
    /// Print the version of `trips`.
    case printVersion
  }

  /// The global options, wherever they stood.
  var options: GlobalOptions
  /// What to do.
  var action: Action

  /// The command to run, or `nil` when only the version was asked for.
  var command: (any Command)? {
    guard case .run(let command) = action else { return nil }
    return command
  }
}
