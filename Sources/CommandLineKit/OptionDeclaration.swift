/// A declared option of any value type: what an ``OptionRule`` names.
public protocol OptionDeclaration: Sendable {
  /// What help, completions, the manual page and the parser see.
  var definition: OptionDefinition { get }
}
