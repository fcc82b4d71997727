/// Everything help, usage errors, shell completions, the manual page and the parser know of
/// a command: its ``CommandConfiguration`` and what its declarations say.
///
/// ``ParsableCommand/definition`` makes it; nobody writes one by hand.
public struct CommandDefinition: Sendable {
  /// Which options go together, by long name.
  public struct Rule: Sendable, Equatable {
    /// What a rule asks of its options.
    public enum Kind: Sendable, Equatable {
      /// Exactly one of them.
      case exactlyOne
      /// At least one of them.
      case atLeastOne
    }

    /// What the rule asks.
    public let kind: Kind
    /// The options the rule is about, by long name, in the order declared.
    public let names: [String]
  }

  /// The word typed after the program's name.
  public var name: String { configuration.name }
  /// One line for the list of commands.
  public var abstract: String { configuration.abstract }
  /// The first line of the command's help.
  public var overview: String { configuration.overview }
  /// Paragraphs after the options.
  public var discussion: String? { configuration.discussion }
  /// Command lines worth showing, the one for usage errors first.
  public var examples: [CommandExample] { configuration.examples }
  /// The positional arguments, in order.
  public let arguments: [ArgumentDefinition]
  /// The options only this command takes; the program's options come on top.
  public let options: [OptionDefinition]
  /// Which options go together; the parser checks them.
  public let rules: [Rule]
  private let configuration: CommandConfiguration

  init(
    _ configuration: CommandConfiguration, arguments: [ArgumentDefinition],
    options: [OptionDefinition], rules: [Rule]
  ) {
    self.configuration = configuration
    self.arguments = arguments
    self.options = options
    self.rules = rules
  }

  /// The option called `name` (or with that short name), if this command takes it.
  public func option(named name: String) -> OptionDefinition? {
    options.first { $0.name == name || $0.shortName == name }
  }

  /// The synopsis after `USAGE:`, from the declarations: the arguments, then the options,
  /// required ones bare, optional ones in brackets, and those of which exactly one is needed
  /// as `(--at <time> | --delay <minutes>)`. Lines break before 80 columns (counting the
  /// `USAGE: ` before it) and continue under the first argument.
  ///
  /// - Parameter program: The program's name, which starts the line.
  public func synopsis(of program: String) -> String {
    var parts = arguments.map(\.synopsis)
    var grouped: Set<String> = []
    for option in options where !grouped.contains(option.name) {
      if let rule = rules.first(where: { $0.kind == .exactlyOne && $0.names.contains(option.name) })
      {
        grouped.formUnion(rule.names)
        let members = options.filter { rule.names.contains($0.name) }.map(\.synopsis)
        parts.append("(" + members.joined(separator: " | ") + ")")
      } else {
        parts.append(option.isRequired ? option.synopsis : "[\(option.synopsis)]")
      }
    }
    let head = "\(program) \(name)"
    let prefix = "USAGE: ".count
    var lines = [head]
    var partsOnLine = 0
    for part in parts {
      let width = (lines.count == 1 ? prefix : 0) + lines[lines.count - 1].count + 1 + part.count
      if partsOnLine > 0, width > 80 {
        lines.append(String(repeating: " ", count: prefix + head.count))
        partsOnLine = 0
      }
      lines[lines.count - 1] += " " + part
      partsOnLine += 1
    }
    return lines.joined(separator: "\n")
  }
}
