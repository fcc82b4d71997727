/// One command of `trips`, written as a type in a file of its own under `Sources/App/Commands`.
///
/// A command says what it is called and what it takes in ``configuration``; the parser, the
/// help, the usage errors, the shell completions and the manual page all read that one
/// description, so none of them names a command. The parser hands a command the arguments
/// that were typed for it (``init(parsing:)``), and the composition root runs it
/// (``run(in:)``).
///
/// To add a command, write a type that conforms to this protocol and add it to
/// ``CommandList/commands``: nothing else in the command line changes.
protocol Command: Sendable {
  /// The command's name, help, arguments and options.
  static var configuration: CommandConfiguration { get }

  /// Whether the command opens the store; `false` for those that only print documentation.
  static var usesTheStore: Bool { get }

  /// Takes the values typed for this command, through its declarations
  /// (`arguments[Self.departure]`).
  ///
  /// The parser has already checked everything the declarations say: every option belongs to
  /// the command, every value reads as its kind, required options and arguments are there,
  /// the command's ``OptionRule``s hold and it takes the `--format` given. So this cannot
  /// fail; what the values mean is for the use case to judge.
  ///
  /// - Parameter arguments: The values read, by declaration.
  init(parsing arguments: ParsedArguments)

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
}
