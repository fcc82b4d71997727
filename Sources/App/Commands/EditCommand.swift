import Application
import Domain

/// `trips edit <id> [--departure <time>] [--arrival <time>] [--from <name>] [--to <name>]`:
/// changes the plan of a trip.
struct EditCommand: Command, Equatable {
  static let id = Argument.required(
    "id", .tripNumber, help: "The number of the trip; 'trips list --all' shows it.")
  static let departure = Option.optional(
    "--departure", .time, help: "When the trip is scheduled to leave.")
  static let arrival = Option.optional(
    "--arrival", .time,
    help: """
      When the trip is scheduled to arrive; after the
      departure.
      """)
  static let origin = Option.optional(
    "--from", .placeName,
    help: """
      Where the trip starts (1 to \(PlaceName.maximumLength) characters; ''
      for none).
      """)
  static let destination = Option.optional(
    "--to", .placeName,
    help: """
      Where the trip goes (1 to \(PlaceName.maximumLength) characters; '' for
      none).
      """)

  static let configuration = CommandConfiguration(
    name: "edit",
    abstract: "Change the plan of a trip.",
    overview: "Change when a trip is scheduled, or where it goes, and show it again.",
    arguments: [Self.id],
    options: [Self.departure, Self.arrival, Self.origin, Self.destination],
    rules: [.atLeastOne(Self.departure, Self.arrival, Self.origin, Self.destination)],
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
  var id: TripID
  /// The new departure, as stated.
  var departure: StatedTime?
  /// The new arrival, as stated.
  var arrival: StatedTime?
  /// The new origin, as typed; empty for none.
  var origin: String?
  /// The new destination, as typed; empty for none.
  var destination: String?

  init(parsing arguments: ParsedArguments) {
    id = arguments[Self.id]
    departure = arguments[Self.departure]
    arrival = arguments[Self.arrival]
    origin = arguments[Self.origin]
    destination = arguments[Self.destination]
  }

  @MainActor
  func run(in context: CommandContext) async throws(UsageError) -> ExitStatus {
    let app = try await context.compose()
    let request = EditTrip.Request(
      departure: departure, arrival: arrival, origin: origin, destination: destination)
    let useCase = EditTrip(
      repository: app.trips, screen: app.screen, messageView: app.messageView,
      formats: app.formats)
    return ExitStatus(await useCase.edit(request, tripWithID: id))
  }
}
