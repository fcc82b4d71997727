/// A command line as the parser read it: the command named, the program's options and the
/// command's own values, all checked against their declarations.
public struct ParsedCommandLine: Sendable {
  /// The command named; `nil` only when `--help` or `--version` was given without one.
  public let command: CommandDefinition?
  /// The program's options, wherever they stood.
  public let options: ParsedArguments
  /// The command's values; `nil` when `--help` or `--version` asked for an answer instead of
  /// a run.
  public let values: ParsedArguments?
}
