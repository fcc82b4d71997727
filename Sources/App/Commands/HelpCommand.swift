/// `trips help [<subcommand>]`, also reached with `-h` or `--help` anywhere.
struct HelpCommand: Command {
  static let topic = Argument.optional(
    "subcommand", .commandName, help: "The subcommand to explain.")

  static let usesTheStore = false

  static let configuration = CommandConfiguration(
    name: "help",
    abstract: "Show help for a subcommand.",
    overview: "Show help for trips or one of its subcommands.",
    arguments: [Self.topic],
    formats: [.text],
    examples: [
      CommandExample(commandLine: "trips help add", explanation: "Show how to plan a trip.")
    ])

  /// The command to explain, or `nil` for `trips` itself.
  var topic: (any Command.Type)?

  init(topic: (any Command.Type)?) {
    self.topic = topic
  }

  init(parsing arguments: ParsedArguments) {
    topic = arguments[Self.topic]
  }

  @MainActor
  func run(in context: CommandContext) async throws(UsageError) -> ExitStatus {
    context.output.write(HelpText.text(for: topic))
    return .success
  }
}
