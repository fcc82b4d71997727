import CommandLineKit

/// `trips help [<subcommand>]`, also reached with `-h` or `--help` anywhere.
struct HelpCommand: Command {
  static let usesTheStore = false
  static let formats: [OutputFormat] = [.text]

  static let configuration = CommandConfiguration(
    name: "help",
    abstract: "Show help for a subcommand.",
    overview: "Show help for trips or one of its subcommands.",
    examples: [
      CommandExample(commandLine: "trips help add", explanation: "Show how to plan a trip.")
    ])

  /// The name of the command to explain, or `nil` for `trips` itself.
  @Argument(
    "subcommand", .name("subcommand", among: { CommandList.names }),
    help: "The subcommand to explain.")
  var topic: String?

  @MainActor
  func run(in context: CommandContext) async throws(UsageError) -> ExitStatus {
    context.output.write(CommandList.help(for: topic.map(CommandList.command(named:))))
    return .success
  }
}
