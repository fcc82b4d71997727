import CommandLineKit

/// What the person asked for on the command line, before anything is resolved against the
/// environment.
struct Invocation: Sendable {
  /// What to do.
  enum Action: Sendable {
    /// Run a command.
    case run(any Command)
    /// Print the help of `trips`, or of a command.
    case help(topic: (any Command.Type)?)
    /// Print the version of `trips`.
    case printVersion
  }

  /// The global options, wherever they stood.
  var options: GlobalOptions
  /// What to do.
  var action: Action

  /// The command to run, or `nil` when only help or the version was asked for.
  var command: (any Command)? {
    guard case .run(let command) = action else { return nil }
    return command
  }

  /// Reads the arguments that follow the program's name against ``CommandList/program``,
  /// and checks that the command writes the `--format` asked for.
  ///
  /// - Parameter arguments: The arguments, without the program's name.
  /// - Throws: ``UsageError`` when the arguments cannot be run as typed.
  static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
    let line = try CommandLineParser.read(arguments, program: CommandList.program)
    let options = GlobalOptions(parsing: line.options)
    let command = line.command.map { CommandList.command(named: $0.name) }
    if options.help { return Invocation(options: options, action: .help(topic: command)) }
    guard let command, let values = line.values else {
      return Invocation(options: options, action: .printVersion)
    }
    guard command.formats.contains(options.format) else {
      throw UsageError(
        .formatNotForCommand(
          options.format.rawValue, command: command.configuration.name,
          takenBy: CommandList.names(writing: options.format),
          allowed: command.formats.map(\.rawValue)))
    }
    return Invocation(options: options, action: .run(command.init(parsing: values)))
  }
}
