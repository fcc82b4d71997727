/// A positional argument, declared once on the property that holds it.
///
/// ```swift
/// @Argument("id", .tripNumber, help: "The number of the trip.") var id: TripID
/// @Argument("subcommand", .text("subcommand"), help: "What to explain.") var topic: String?
/// ```
///
/// A property that is not optional makes a required argument; an optional one may be left
/// out, and only the last arguments may be. Arguments are read in the order declared.
@propertyWrapper
public struct Argument<Value: Sendable>: Sendable {
  /// What help, completions, the manual page and the parser see.
  public let definition: ArgumentDefinition
  private var value: Value?

  /// The value typed; set by a test that makes a command by hand.
  public var wrappedValue: Value {
    get {
      guard let value else {
        preconditionFailure("<\(definition.name)> has a value only in a command the parser made")
      }
      return value
    }
    set { value = newValue }
  }

  /// An argument the command cannot run without.
  ///
  /// - Parameters:
  ///   - name: The name in help text, without brackets.
  ///   - kind: What the value is.
  ///   - help: The help text.
  public init(_ name: String, _ kind: ValueKind<Value>, help: String) {
    definition = ArgumentDefinition(name, kind, help: help, isOptional: false)
    DeclarationRecorder.record(definition)
    value = ParsedArguments.current?.value(named: definition.synopsis) as? Value
  }

  /// An argument that may be left out, which reads as `nil` then.
  ///
  /// - Parameters:
  ///   - name: The name in help text, without brackets.
  ///   - kind: What the value is.
  ///   - help: The help text.
  public init<Wrapped>(_ name: String, _ kind: ValueKind<Wrapped>, help: String)
  where Value == Wrapped? {
    definition = ArgumentDefinition(name, kind, help: help, isOptional: true)
    DeclarationRecorder.record(definition)
    value = .some(ParsedArguments.current?.value(named: definition.synopsis) as? Wrapped)
  }
}
