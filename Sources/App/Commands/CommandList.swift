import Application
import CommandLineKit
import Foundation
import Localization

/// The commands of `trips`, in the order help lists them: the one registration of a command.
///
/// The parser, `trips help`, usage errors and their suggestions, the shell completions and the
/// manual page all read ``program``, made from this list; adding a command is adding its type
/// here.
enum CommandList {
  /// Every command, in the order help lists them.
  static let commands: [any Command.Type] = [
    DemoCommand.self,
    ShowCommand.self,
    ListCommand.self,
    AddCommand.self,
    DepartCommand.self,
    EditCommand.self,
    RemoveCommand.self,
    SyncCommand.self,
    PendingCommand.self,
    ResolveCommand.self,
    MoveCommand.self,
    CopiesCommand.self,
    WatchCommand.self,
    CompletionsCommand.self,
    ManualCommand.self,
    HelpCommand.self,
  ]

  /// The command line of `trips`, for the kit's parser, help, completions and manual page.
  static let program = CommandLineProgram(
    name: "trips",
    overview: "Plan trips, and see when they leave and arrive and how late they are.",
    options: GlobalOptions.options,
    // Each upcast is static; converting the array as a whole would check each element's
    // conformance at run time, a search of the program's conformances.
    commands: commands.map { $0 as any ParsableCommand.Type },
    helpSections: [("EXIT STATUS", exitStatus)],
    noCommandHint: { LocalizedStrings.trips($0).usageNoCommandFirstSteps })

  /// What `EXIT STATUS` says in the main help and the manual page.
  static let exitStatus = """
    0 success, 1 no such trip, request refused or trip changed elsewhere,
    64 usage error, 74 the store cannot be read or written, 75 the store is in
    use by another program, cannot be reached or takes no changes now (try
    again; the message says when to look first), 77 the store refused access.
    """

  /// The names of the commands, in order.
  static var names: [String] { program.commandNames }

  /// The names of the commands that take `--format format`, in order.
  ///
  /// - Parameter format: A value of `--format`.
  static func names(writing format: OutputFormat) -> [String] {
    commands.filter { $0.formats.contains(format) }.map { $0.configuration.name }
  }

  /// The command called `name`, which the parser has found in ``program``.
  static func command(named name: String) -> any Command.Type {
    guard let command = commands.first(where: { $0.configuration.name == name }) else {
      preconditionFailure("the program lists only the commands of this list")
    }
    return command
  }

  /// The help of `trips` when `topic` is `nil`, else of that command, which lists `--format`
  /// only when the command writes more than one format.
  static func help(for topic: (any Command.Type)?) -> String {
    guard let topic else { return HelpText.text(for: program) }
    let format = GlobalOptions().$format.definition.name
    let options = program.options.filter { $0.name != format || topic.formats.count > 1 }
    return HelpText.text(for: topic.definition, program: program.name, options: options)
  }
}
