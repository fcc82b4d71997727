/// A rule about which of a command's options go together, declared with the command and
/// checked by the parser: `depart` takes `--at` or `--delay`, `edit` at least one change.
///
/// A rule is made from declarations only, so it cannot name an option that does not exist.
struct OptionRule: Sendable, Equatable {
  /// What the rule asks of its options.
  enum Kind: Sendable, Equatable {
    /// Exactly one of them.
    case exactlyOne
    /// At least one of them.
    case atLeastOne
  }

  /// What the rule asks.
  let kind: Kind
  /// The options the rule is about, by long name, in the order declared.
  let names: [String]

  private init(_ kind: Kind, _ options: [any OptionDeclaration]) {
    self.kind = kind
    self.names = options.map(\.definition.name)
  }

  /// Exactly one of `options`.
  static func exactlyOne(_ options: any OptionDeclaration...) -> OptionRule {
    OptionRule(.exactlyOne, options)
  }

  /// At least one of `options`.
  static func atLeastOne(_ options: any OptionDeclaration...) -> OptionRule {
    OptionRule(.atLeastOne, options)
  }
}
