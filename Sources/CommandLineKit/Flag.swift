/// An option that takes no value, declared once on the property that holds it: `true` when
/// it was given.
///
/// ```swift
/// @Flag("--all", help: "Include trips that have arrived.") var includesPastTrips: Bool
/// ```
@propertyWrapper
public struct Flag: OptionDeclaration {
  /// What help, completions, the manual page and the parser see.
  public let definition: OptionDefinition

  /// Whether the option was given; set by a test that makes a command by hand.
  public var wrappedValue: Bool

  /// The declaration itself, for rules: `\.$all`.
  public var projectedValue: Flag { self }

  /// An option that takes no value.
  ///
  /// - Parameters:
  ///   - name: The long name with its dashes.
  ///   - shortName: A one-letter name with its dash, if any.
  ///   - help: The help text.
  public init(_ name: String, shortName: String? = nil, help: String) {
    definition = OptionDefinition(flag: name, shortName: shortName, help: help)
    DeclarationRecorder.record(definition)
    wrappedValue = ParsedArguments.current?.value(named: name) != nil
  }
}
