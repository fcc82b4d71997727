/// A positional argument of a command, as help, completions, the manual page and the parser
/// see it, whatever the type of its value: `<id>` in `trips show <id>`.
///
/// Commands declare arguments with ``Argument``, which makes one of these and keeps the type.
struct ArgumentDefinition: Sendable {
  /// The name in help text, without brackets: `id`.
  var name: String
  /// The help text; a `\n` starts a new line in the help column.
  var help: String
  /// Whether the command also runs without it.
  var isOptional: Bool
  /// The only values accepted, or empty when any value goes.
  var allowedValues: [String]
  /// What a shell can offer.
  var completion: ValueCompletion
  /// Reads the value typed.
  var read: @Sendable (String) throws(ValueProblem) -> any Sendable
  /// Writes a value read back as text.
  var write: @Sendable (any Sendable) -> String

  /// How the argument is shown in a synopsis and in usage errors: `<id>`, or `[<subcommand>]`
  /// when optional.
  var synopsis: String {
    isOptional ? "[<\(name)>]" : "<\(name)>"
  }
}
