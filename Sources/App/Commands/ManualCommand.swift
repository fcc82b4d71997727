import CommandLineKit

/// `trips manual`: prints the manual page, `trips(1)`, in roff.
struct ManualCommand: Command {
  static let usesTheStore = false
  static let formats: [OutputFormat] = [.text]

  static let configuration = CommandConfiguration(
    name: "manual",
    abstract: "Print the manual page.",
    overview: "Print the manual page of trips in roff, for man(1).",
    discussion: """
      Read it now, or install it where man(1) finds it:
        trips manual | man -l -
        trips manual > ~/.local/share/man/man1/trips.1
      """,
    examples: [
      CommandExample(
        commandLine: "trips manual | man -l -", explanation: "Read this page in the pager.")
    ])

  @MainActor
  func run(in context: CommandContext) async throws(UsageError) -> ExitStatus {
    context.output.write(TripsManual.text)
    return .success
  }
}
