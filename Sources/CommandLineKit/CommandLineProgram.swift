import Foundation

/// A program's command line: its name, the options it takes before or after any command, its
/// commands, and the words of its main help.
///
/// The parser, the help, usage errors, the shell completions and the manual page read it, so
/// a program describes itself here once.
public struct CommandLineProgram: Sendable {
  /// The program's name, as typed: `trips`.
  public var name: String
  /// The first line of the main help.
  public var overview: String
  /// The options every command takes, before or after its name.
  public var options: [OptionDefinition]
  /// The commands' types, in the order help lists them.
  public var commandTypes: [any ParsableCommand.Type]
  /// Titled paragraphs at the end of the main help, such as the exit statuses.
  public var helpSections: [(title: String, text: String)]
  /// The program's own hint when no command is given, in the person's language, instead of
  /// the kit's pointer to the help.
  public var noCommandHint: (@Sendable (Locale) -> String)?

  /// Describes a program.
  ///
  /// - Parameters:
  ///   - name: The program's name, as typed.
  ///   - overview: The first line of the main help.
  ///   - options: The options every command takes; `--help` and `--version`, when declared,
  ///     ask for an answer instead of a run, so the command's own values are not read.
  ///   - commands: The commands, in the order help lists them. A command's declarations are
  ///     read when it is asked for, so a run reads only those of the command it runs.
  ///   - helpSections: Titled paragraphs at the end of the main help.
  ///   - noCommandHint: The hint when no command is given, if the kit's will not do.
  public init(
    name: String, overview: String, options: [OptionDefinition],
    commands: [any ParsableCommand.Type], helpSections: [(title: String, text: String)] = [],
    noCommandHint: (@Sendable (Locale) -> String)? = nil
  ) {
    self.name = name
    self.overview = overview
    self.options = options
    self.commandTypes = commands
    self.helpSections = helpSections
    self.noCommandHint = noCommandHint
  }

  /// Every command, in the order help lists them; this reads every command's declarations.
  public var commands: [CommandDefinition] { commandTypes.map { $0.definition } }

  /// The names of the commands, in order.
  public var commandNames: [String] { commandTypes.map { $0.configuration.name } }

  /// The command called `name`, if there is one.
  public func command(named name: String) -> CommandDefinition? {
    commandTypes.first { $0.configuration.name == name }?.definition
  }

  /// The program's option called `name`, long or short, if there is one.
  public func option(named name: String) -> OptionDefinition? {
    options.first { $0.names.contains(name) }
  }
}
