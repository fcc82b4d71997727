/// The commands of `trips`, in the order help lists them: the one registration of a command.
///
/// The parser, `trips help`, usage errors and their suggestions, the shell completions and the
/// manual page all read this list; adding a command is adding its type here.
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
    MoveCommand.self,
    CopiesCommand.self,
    WatchCommand.self,
    CompletionsCommand.self,
    ManualCommand.self,
    HelpCommand.self,
  ]

  /// The names of the commands, in order.
  static var names: [String] { commands.map { $0.configuration.name } }

  /// The names of the commands that take `--format format`, in order.
  ///
  /// - Parameter format: A value of `--format`.
  static func names(writing format: OutputFormat) -> [String] {
    commands.filter { $0.configuration.formats.contains(format) }.map { $0.configuration.name }
  }

  /// The command called `name`.
  ///
  /// - Parameters:
  ///   - name: The name as typed.
  ///   - commands: The commands to look in.
  /// - Throws: ``UsageError/Problem/unknownCommand(_:suggestion:)`` with the nearest name.
  static func command(named name: String, in commands: [any Command.Type] = commands)
    throws(UsageError) -> any Command.Type
  {
    if let command = commands.first(where: { $0.configuration.name == name }) { return command }
    let names = commands.map { $0.configuration.name }
    throw UsageError(
      .unknownCommand(name, suggestion: NearestName.suggestion(for: name, among: names)))
  }
}
