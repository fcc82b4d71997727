/// A positional argument of a command, as help, completions, the manual page and the parser
/// see it, whatever the type of its value: `<id>` in `trips show <id>`.
///
/// Commands declare arguments with ``Argument``, which makes one of these and keeps the type.
public struct ArgumentDefinition: Sendable {
  /// The name in help text, without brackets: `id`.
  public var name: String
  /// The help text, which the help wraps to fit; a `\n` starts a new line.
  public var help: String
  /// Whether the command also runs without it.
  public var isOptional: Bool
  /// The only values accepted, or empty when any value goes.
  public var allowedValues: [String]
  /// What a shell can offer.
  public var completion: ValueCompletion
  /// The type its value reads as, such as `ObjectIdentifier(TripID.self)`: a program finds the
  /// arguments of one kind by their type, never by their names.
  public let valueType: ObjectIdentifier
  /// Reads the value typed.
  var read: @Sendable (String) throws(ValueProblem) -> any Sendable
  /// Writes a value read back as text.
  var write: @Sendable (any Sendable) -> String

  init<Value>(_ name: String, _ kind: ValueKind<Value>, help: String, isOptional: Bool) {
    self.name = name
    self.help = help
    self.isOptional = isOptional
    self.allowedValues = kind.allowedValues
    self.completion = kind.completion
    self.valueType = ObjectIdentifier(Value.self)
    self.read = { text throws(ValueProblem) in try kind.read(text) }
    self.write = { value in (value as? Value).map(kind.write) ?? "" }
  }

  /// How the argument is shown in a synopsis and in usage errors: `<id>`, or `[<subcommand>]`
  /// when optional.
  public var synopsis: String {
    isOptional ? "[<\(name)>]" : "<\(name)>"
  }
}
