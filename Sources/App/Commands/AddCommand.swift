import Application
import CommandLineKit

/// `trips add --departure <time> --arrival <time> [--from <name>] [--to <name>]`: plans a new
/// trip.
struct AddCommand: Command {
  static let configuration = CommandConfiguration(
    name: "add",
    abstract: "Plan a new trip.",
    overview: "Plan a new trip and show it with the number it was given.",
    discussion: TimeArgument.helpText + """

      A time alone, such as 8:15, is today for --departure; for --arrival it is
      on the departure's day, or on the next day when that would not be after
      the departure.
      """,
    examples: [
      CommandExample(
        commandLine: "trips add --departure \"2035-10-09 8:15\" --arrival 9:02 --from Amsterdam",
        explanation: "Plan a trip from Amsterdam that arrives the same morning."),
      CommandExample(
        commandLine: "trips add --departure 23:40 --arrival 0:35",
        explanation: "Plan a trip that leaves tonight and arrives after midnight."),
    ])

  /// When the trip is scheduled to leave, as stated.
  @Option("--departure", .time, help: "When the trip is scheduled to leave.")
  var departure: StatedTime

  /// When the trip is scheduled to arrive, as stated.
  @Option("--arrival", .time, help: "When the trip is scheduled to arrive; after the departure.")
  var arrival: StatedTime

  /// Where the trip starts, as typed.
  @Option(
    "--from", .placeName,
    help: "Where the trip starts (1 to \(PlaceName.maximumLength) characters).")
  var origin: String?

  /// Where the trip goes, as typed.
  @Option(
    "--to", .placeName, help: "Where the trip goes (1 to \(PlaceName.maximumLength) characters).")
  var destination: String?

  @MainActor
  func run(in context: CommandContext) async throws(UsageError) -> ExitStatus {
    let app = try await context.compose()
    let request = PlanTrip.Request(
      departure: departure, arrival: arrival, origin: origin, destination: destination)
    let useCase = PlanTrip(
      repository: app.trips, presenter: app.presenter, messageView: app.messageView,
      formats: app.formats, storeKind: app.storeKind, now: app.now)
    return await app.run(useCase) { await $0.plan(request) }
  }
}
