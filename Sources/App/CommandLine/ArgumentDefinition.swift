/// A positional argument of a command: `<id>` in `trips show <id>`.
struct ArgumentDefinition: Sendable, Equatable {
  /// What a shell can offer for the argument.
  enum Completion: Sendable, Equatable {
    /// Nothing: a trip number or free text.
    case none
    /// The names of the commands.
    case commandNames
    /// One of the argument's ``ArgumentDefinition/allowedValues``.
    case choices
  }

  /// The name in help text, without brackets: `id`.
  var name: String
  /// The help text; a `\n` starts a new line in the help column.
  var help: String
  /// Whether the command also runs without it.
  var isOptional: Bool
  /// The only values accepted, or empty when any value goes.
  var allowedValues: [String]
  /// What a shell can offer.
  var completion: Completion

  /// Describes an argument.
  init(
    _ name: String, help: String, isOptional: Bool = false, allowedValues: [String] = [],
    completion: Completion = .none
  ) {
    self.name = name
    self.help = help
    self.isOptional = isOptional
    self.allowedValues = allowedValues
    self.completion = allowedValues.isEmpty ? completion : .choices
  }

  /// How the argument is shown in a synopsis: `<id>`, or `[<subcommand>]` when optional.
  var synopsis: String {
    isOptional ? "[<\(name)>]" : "<\(name)>"
  }
}
