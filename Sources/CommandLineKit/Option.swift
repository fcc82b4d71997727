/// An option that takes a value, declared once on the property that holds it: its name, kind,
/// help and value are all in this one line.
///
/// ```swift
/// @Option("--departure", .time, help: "When it leaves.") var departure: StatedTime
/// @Option("--from", .text("name"), help: "Where it starts.") var origin: String?
/// @Option("--format", .choice("format"), help: "text or json.") var format: Format = .text
/// ```
///
/// A property that is not optional and has no default makes a required option; an optional
/// one, or one with a default, may be left out. The parser checks the kind, the choices and
/// that a required option was given before the command is made, so reading the value never
/// fails.
@propertyWrapper
public struct Option<Value: Sendable>: OptionDeclaration {
  /// What help, completions, the manual page and the parser see.
  public let definition: OptionDefinition
  private var value: Value?

  /// The value typed, or the default; set by a test that makes a command by hand.
  public var wrappedValue: Value {
    get {
      guard let value else {
        preconditionFailure("\(definition.name) has a value only in a command the parser made")
      }
      return value
    }
    set { value = newValue }
  }

  /// The declaration itself, for rules: `\.$at`.
  public var projectedValue: Option { self }

  /// An option the command cannot run without.
  ///
  /// - Parameters:
  ///   - name: The long name with its dashes.
  ///   - kind: What the value is.
  ///   - help: The help text.
  public init(_ name: String, _ kind: ValueKind<Value>, help: String) {
    definition = OptionDefinition(name, kind, help: help, isRequired: true)
    DeclarationRecorder.record(definition)
    value = ParsedArguments.current?.value(named: name) as? Value
  }

  /// An option with a default, for when it is left out.
  ///
  /// - Parameters:
  ///   - wrappedValue: The default.
  ///   - name: The long name with its dashes.
  ///   - kind: What the value is.
  ///   - help: The help text.
  public init(wrappedValue: Value, _ name: String, _ kind: ValueKind<Value>, help: String) {
    definition = OptionDefinition(name, kind, help: help, isRequired: false)
    DeclarationRecorder.record(definition)
    value = ParsedArguments.current?.value(named: name) as? Value ?? wrappedValue
  }

  /// An option that may be left out, which reads as `nil` then.
  ///
  /// - Parameters:
  ///   - name: The long name with its dashes.
  ///   - kind: What the value is.
  ///   - help: The help text.
  public init<Wrapped>(_ name: String, _ kind: ValueKind<Wrapped>, help: String)
  where Value == Wrapped? {
    definition = OptionDefinition(name, kind, help: help, isRequired: false)
    DeclarationRecorder.record(definition)
    value = .some(ParsedArguments.current?.value(named: name) as? Wrapped)
  }
}
