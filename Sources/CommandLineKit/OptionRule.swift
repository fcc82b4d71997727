/// A rule about which of a command's options go together, declared with the command and
/// checked by the parser: `depart` takes `--at` or `--delay`, `edit` at least one change.
///
/// A rule names options by their properties (`\.$at`), so it cannot name an option that
/// does not exist, and never spells an option's name a second time.
public struct OptionRule<Command: ParsableArguments> {
  /// What the rule asks.
  let kind: CommandDefinition.Rule.Kind
  /// The long names of the options the rule is about, in order, read from a command.
  let names: [(Command) -> String]

  /// Exactly one of `options`.
  public static func exactlyOne<each Declared: OptionDeclaration>(
    _ options: repeat KeyPath<Command, each Declared>
  ) -> OptionRule {
    OptionRule(kind: .exactlyOne, names: names(repeat each options))
  }

  /// At least one of `options`.
  public static func atLeastOne<each Declared: OptionDeclaration>(
    _ options: repeat KeyPath<Command, each Declared>
  ) -> OptionRule {
    OptionRule(kind: .atLeastOne, names: names(repeat each options))
  }

  private static func names<each Declared: OptionDeclaration>(
    _ options: repeat KeyPath<Command, each Declared>
  ) -> [(Command) -> String] {
    var names: [(Command) -> String] = []
    for path in repeat each options {
      names.append { $0[keyPath: path].definition.name }
    }
    return names
  }

  /// The rule with the options' long names, read from a blank command.
  func resolved(in command: Command) -> CommandDefinition.Rule {
    CommandDefinition.Rule(kind: kind, names: names.map { $0(command) })
  }
}
