/// A declared option of any value type, so that a command can list its options together.
protocol OptionDeclaration: Sendable {
  /// What help, completions, the manual page and the parser see.
  var definition: OptionDefinition { get }
}

/// A declared positional argument of any value type, so that a command can list its
/// arguments together.
protocol ArgumentDeclaration: Sendable {
  /// What help, completions, the manual page and the parser see.
  var definition: ArgumentDefinition { get }
}
