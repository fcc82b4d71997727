/// A declared positional argument of any value type: what ``ParsableArguments`` finds among
/// a type's properties.
public protocol ArgumentDeclaration: Sendable {
  /// What help, completions, the manual page and the parser see.
  var definition: ArgumentDefinition { get }
}
