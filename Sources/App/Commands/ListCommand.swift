import Application
import CommandLineKit

/// `trips list [--all]`: lists upcoming trips, or all of them, one per line.
struct ListCommand: Command {
  static let formats = OutputFormat.documents

  static let configuration = CommandConfiguration(
    name: "list",
    abstract: "List upcoming trips, or all of them.",
    overview: "List trips in departure order, one per line.",
    discussion: "Without --all, only trips that have not yet arrived are listed.",
    examples: [
      CommandExample(
        commandLine: "trips list --all --color never",
        explanation: "List every stored trip, without colour."),
      CommandExample(
        commandLine: "trips list --format ics",
        explanation: "Print the upcoming trips as an iCalendar file, to import into a calendar."),
    ])

  /// Whether trips that have arrived are listed too.
  @Flag("--all", help: "Include trips that have already arrived.") var includesPastTrips: Bool

  @MainActor
  func run(in context: CommandContext) async throws(UsageError) -> ExitStatus {
    let app = try await context.compose(remembering: true)
    let useCase = ListTrips(
      repository: app.trips, presenter: app.listPresenter, messageView: app.messageView,
      formats: app.formats, storeKind: app.storeKind, now: app.now)
    return await app.run(useCase) { await $0.list(includesPastTrips ? .all : .upcoming) }
  }
}
