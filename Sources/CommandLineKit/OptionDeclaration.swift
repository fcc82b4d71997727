/// A declared option of any value type: what ``ParsableArguments`` finds among a type's
/// properties.
public protocol OptionDeclaration: Sendable {
  /// What help, completions, the manual page and the parser see.
  var definition: OptionDefinition { get }
}
