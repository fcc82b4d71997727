import Application
import CommandLineKit
import Domain

/// `trips edit <id> [--departure <time>] [--arrival <time>] [--from <name>] [--to <name>]`:
/// changes the plan of a trip.
struct EditCommand: Command {
  static var rules: [OptionRule<Self>] {
    [.atLeastOne(\.$departure, \.$arrival, \.$origin, \.$destination)]
  }

  static let configuration = CommandConfiguration(
    name: "edit",
    abstract: "Change the plan of a trip.",
    overview: "Change when a trip is scheduled, or where it goes, and show it again.",
    discussion: TimeArgument.helpText + """

      Give at least one option; what is left out stays as it is. A time alone,
      such as 8:15, is on the day the trip is scheduled to leave for
      --departure; for --arrival it is on the departure's day, or on the next
      day when that would not be after the departure.

      A departure recorded with 'trips depart' stays as recorded, and the delay
      is measured against the new departure. A trip whose departure was never
      recorded stays on time. An edit that changes nothing writes nothing.
      """,
    examples: [
      CommandExample(
        commandLine: "trips edit 1 --departure 8:20 --arrival 9:07",
        explanation: "Trip 1 now leaves at 8:20 and arrives at 9:07, on the same day."),
      CommandExample(
        commandLine: "trips edit 1 --to Delft --from ''",
        explanation: "Trip 1 goes to Delft, and its origin has no name."),
    ])

  /// The trip to change.
  @Argument("id", .tripNumber, help: "The number of the trip; 'trips list --all' shows it.")
  var id: TripID

  /// The new departure, as stated.
  @Option("--departure", .time, help: "When the trip is scheduled to leave.")
  var departure: StatedTime?

  /// The new arrival, as stated.
  @Option("--arrival", .time, help: "When the trip is scheduled to arrive; after the departure.")
  var arrival: StatedTime?

  /// The new origin, as typed; empty for none.
  @Option(
    "--from", .placeName,
    help: "Where the trip starts (1 to \(PlaceName.maximumLength) characters; '' for none).")
  var origin: String?

  /// The new destination, as typed; empty for none.
  @Option(
    "--to", .placeName,
    help: "Where the trip goes (1 to \(PlaceName.maximumLength) characters; '' for none).")
  var destination: String?

  @MainActor
  func run(in context: CommandContext) async throws(UsageError) -> ExitStatus {
    let app = try await context.compose()
    let request = EditTrip.Request(
      departure: departure, arrival: arrival, origin: origin, destination: destination)
    let useCase = EditTrip(
      repository: app.trips, presenter: app.presenter, messageView: app.messageView,
      formats: app.formats, storeKind: app.storeKind)
    return await app.run(useCase) { await $0.edit(request, tripWithID: id) }
  }
}
