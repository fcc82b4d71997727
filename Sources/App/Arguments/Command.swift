import CommandLineKit

/// One command of `trips`, written as a type in a file of its own under `Sources/App/Commands`.
///
/// A command declares what it takes as properties (``Option``, ``Flag``, ``Argument``) and
/// says what it is called in ``ParsableCommand/configuration``; the parser, the help, the
/// usage errors, the shell completions and the manual page all read those, so none of them
/// names a command. The parser makes the command from what was typed, and the composition
/// root runs it (``run(in:)``).
///
/// To add a command, write a type that conforms to this protocol and add it to
/// ``CommandList/commands``: nothing else in the command line changes.
protocol Command: ParsableCommand {
  /// Whether the command opens the store; `false` for those that only print documentation.
  static var usesTheStore: Bool { get }

  /// The values of `--format` the command writes; the parser refuses the others.
  ///
  /// The rule: a command that shows or changes trips writes text or JSON (the default), so a
  /// program can read what it did; one that shows stored trips also writes the files
  /// (``OutputFormat/documents``); one that prints documentation or lists files declares
  /// `[.text]`.
  static var formats: [OutputFormat] { get }

  /// Runs the command on the main actor, where the views live.
  ///
  /// A command that works on trips asks `context` for the composed store, views and formats;
  /// one that only prints text (help, completions, the manual page) writes to
  /// ``CommandContext/output`` and never touches a store.
  ///
  /// - Parameter context: What the composition root resolved from the process.
  /// - Returns: The exit status of the process.
  /// - Throws: ``UsageError`` when the environment makes the request impossible to run, such
  ///   as an unknown time zone in `TZ`.
  @MainActor
  func run(in context: CommandContext) async throws(UsageError) -> ExitStatus
}

extension Command {
  /// Most commands work on trips.
  static var usesTheStore: Bool { true }

  /// Text or JSON, as every command that shows or changes trips writes.
  static var formats: [OutputFormat] { OutputFormat.streams }
}
