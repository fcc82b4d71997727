/// `trips help [<subcommand>]`, also reached with `-h` or `--help` anywhere.
struct HelpCommand: Command {
  static let configuration = CommandConfiguration(
    name: "help",
    abstract: "Show help for a subcommand.",
    overview: "Show help for trips or one of its subcommands.",
    usage: "trips help [<subcommand>]",
    arguments: [
      ArgumentDefinition(
        "subcommand", help: "The subcommand to explain.", isOptional: true,
        completion: .commandNames)
    ])

  /// The command to explain, or `nil` for `trips` itself.
  var topic: (any Command.Type)?

  init(topic: (any Command.Type)?) {
    self.topic = topic
  }

  init(parsing arguments: ParsedArguments) throws(UsageError) {
    try arguments.expectPositionals(atMost: 1)
    topic = try arguments.positionals.first.map { name throws(UsageError) in
      try CommandList.command(named: name)
    }
  }

  @MainActor
  func run(in context: CommandContext) async throws(UsageError) -> ExitStatus {
    context.output.write(HelpText.text(for: topic))
    return .success
  }
}
