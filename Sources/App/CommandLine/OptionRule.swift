/// A rule about which of a command's options go together, declared with the command and
/// checked by the parser: `depart` takes `--at` or `--delay`, `edit` at least one change.
enum OptionRule: Sendable, Equatable {
  /// Exactly one of these options, by long name.
  case exactlyOne([String])
  /// At least one of these options, by long name.
  case atLeastOne([String])

  /// Exactly one of `options`.
  static func exactlyOne(_ options: any OptionDeclaration...) -> OptionRule {
    .exactlyOne(options.map(\.definition.name))
  }

  /// At least one of `options`.
  static func atLeastOne(_ options: any OptionDeclaration...) -> OptionRule {
    .atLeastOne(options.map(\.definition.name))
  }

  /// The options the rule is about, by long name.
  var names: [String] {
    switch self {
    case .exactlyOne(let names), .atLeastOne(let names): names
    }
  }
}
