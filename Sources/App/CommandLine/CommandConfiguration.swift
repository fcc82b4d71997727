/// What a command is called and what it takes: everything that help, usage errors, shell
/// completions and the manual page need to know about it.
///
/// Help text is wrapped by hand (a `\n` in a summary starts a new line in the help column),
/// so the help a person reads is exactly the text written here; the synopsis is built from
/// the declarations.
struct CommandConfiguration: Sendable {
  /// The word typed after `trips`.
  var name: String
  /// One line for the list of commands in `trips help` and in the manual page.
  var abstract: String
  /// The first line of the command's own help.
  var overview: String
  /// The positional arguments, in order.
  var arguments: [ArgumentDefinition]
  /// The options only this command takes; the global options come on top.
  var options: [OptionDefinition]
  /// Which options go together; the parser checks them.
  var rules: [OptionRule]
  /// The values of the global `--format` this command accepts; the parser checks them.
  var formats: [OutputFormat]
  /// Paragraphs after the options in the command's help and in the manual page.
  var discussion: String?
  /// Command lines worth showing in the manual page, each with what it does; the first is the
  /// example a usage error of this command gives.
  var examples: [CommandExample]

  /// Describes a command.
  init(
    name: String,
    abstract: String,
    overview: String? = nil,
    arguments: [any ArgumentDeclaration] = [],
    options: [any OptionDeclaration] = [],
    rules: [OptionRule] = [],
    formats: [OutputFormat] = OutputFormat.streams,
    discussion: String? = nil,
    examples: [CommandExample] = []
  ) {
    self.name = name
    self.abstract = abstract
    self.overview = overview ?? abstract
    self.arguments = arguments.map(\.definition)
    self.options = options.map(\.definition)
    self.rules = rules
    self.formats = formats
    self.discussion = discussion
    self.examples = examples
  }

  /// The synopsis after `USAGE:`, from the declarations: the arguments, then the options,
  /// required ones bare, optional ones in brackets, and those of which exactly one is needed
  /// as `(--at <time> | --delay <minutes>)`. Lines break before 80 columns (counting the
  /// `USAGE: ` before it) and continue under the first argument.
  var synopsis: String {
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
    let head = "trips \(name)"
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

  /// The option called `name` (or with that short name), if this command takes it.
  func option(named name: String) -> OptionDefinition? {
    options.first { $0.name == name || $0.shortName == name }
  }
}

/// A command line shown in the manual page, with what it does.
struct CommandExample: Sendable, Equatable {
  /// What to type, starting with `trips`.
  var commandLine: String
  /// What it does, as one sentence.
  var explanation: String
}
