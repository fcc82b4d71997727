/// What a command is called and what it takes: everything that help, usage errors, shell
/// completions and the manual page need to know about it.
///
/// Help text is wrapped by hand (a `\n` in a summary starts a new line in the help column),
/// so the help a person reads is exactly the text written here.
struct CommandConfiguration: Sendable {
  /// The word typed after `trips`.
  var name: String
  /// One line for the list of commands in `trips help` and in the manual page.
  var abstract: String
  /// The first line of the command's own help.
  var overview: String
  /// The synopsis after `USAGE:`; when `nil`, it is built from the arguments and options.
  var usage: String?
  /// The positional arguments, in order.
  var arguments: [ArgumentDefinition]
  /// The options only this command takes; the global options come on top.
  var options: [OptionDefinition]
  /// Paragraphs after the options in the command's help and in the manual page.
  var discussion: String?
  /// Command lines worth showing in the manual page, each with what it does.
  var examples: [CommandExample]

  /// Describes a command.
  init(
    name: String,
    abstract: String,
    overview: String? = nil,
    usage: String? = nil,
    arguments: [ArgumentDefinition] = [],
    options: [OptionDefinition] = [],
    discussion: String? = nil,
    examples: [CommandExample] = []
  ) {
    self.name = name
    self.abstract = abstract
    self.overview = overview ?? abstract
    self.usage = usage
    self.arguments = arguments
    self.options = options
    self.discussion = discussion
    self.examples = examples
  }

  /// The synopsis: ``usage`` if given, else the name, the arguments, the options and
  /// `[<options>]` for the global options.
  var synopsis: String {
    if let usage { return usage }
    let parts =
      ["trips", name]
      + arguments.map(\.synopsis)
      + options.map { $0.isRequired ? $0.synopsis : "[\($0.synopsis)]" }
      + ["[<options>]"]
    return parts.joined(separator: " ")
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
