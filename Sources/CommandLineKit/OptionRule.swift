/// A rule about which of a command's options go together, declared with the command and
/// checked by the parser: `depart` takes `--at` or `--delay`, `edit` at least one change.
///
/// A rule names options by their properties (`\.$at`), so it cannot name an option that
/// does not exist, and never spells an option's name a second time.
public struct OptionRule<Command: ParsableArguments> {
  /// What the rule asks.
  let kind: CommandDefinition.Rule.Kind
  /// The declarations the rule is about, in order.
  let options: [PartialKeyPath<Command>]

  /// Exactly one of `options`.
  public static func exactlyOne(_ options: PartialKeyPath<Command>...) -> OptionRule {
    OptionRule(kind: .exactlyOne, options: options)
  }

  /// At least one of `options`.
  public static func atLeastOne(_ options: PartialKeyPath<Command>...) -> OptionRule {
    OptionRule(kind: .atLeastOne, options: options)
  }

  /// The rule with the options' long names, read from a blank command.
  func resolved(in command: Command) -> CommandDefinition.Rule {
    let names = options.map { path in
      guard let option = command[keyPath: path] as? any OptionDeclaration else {
        preconditionFailure("a rule names \(path), which is not an option")
      }
      return option.definition.name
    }
    return CommandDefinition.Rule(kind: kind, names: names)
  }
}
