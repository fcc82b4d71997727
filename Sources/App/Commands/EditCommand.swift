import Application
import Domain

/// `trips edit <id> [--departure <time>] [--arrival <time>] [--from <name>] [--to <name>]`:
/// changes the plan of a trip.
struct EditCommand: Command, Equatable {
  static let configuration = CommandConfiguration(
    name: "edit",
    abstract: "Change the plan of a trip.",
    overview: "Change when a trip is scheduled, or where it goes, and show it again.",
    usage: """
      trips edit <id> [--departure <time>] [--arrival <time>]
                       [--from <name>] [--to <name>]
      """,
    arguments: [
      ArgumentDefinition("id", help: "The number of the trip; 'trips list --all' shows it.")
    ],
    options: [
      .value("--departure", valueName: "time", help: "When the trip is scheduled to leave."),
      .value(
        "--arrival", valueName: "time",
        help: """
          When the trip is scheduled to arrive; after the
          departure.
          """),
      .value(
        "--from", valueName: "name",
        help: """
          Where the trip starts (1 to 100 characters; ''
          for none).
          """),
      .value(
        "--to", valueName: "name",
        help: """
          Where the trip goes (1 to 100 characters; '' for
          none).
          """),
    ],
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
  /// The new departure, as typed.
  var departure: TimeArgument?
  /// The new arrival, as typed.
  var arrival: TimeArgument?
  /// The new origin, as typed; empty for none.
  var origin: String?
  /// The new destination, as typed; empty for none.
  var destination: String?

  init(
    id: TripID, departure: TimeArgument? = nil, arrival: TimeArgument? = nil,
    origin: String? = nil, destination: String? = nil
  ) {
    self.id = id
    self.departure = departure
    self.arrival = arrival
    self.origin = origin
    self.destination = destination
  }

  init(parsing arguments: ParsedArguments) throws(UsageError) {
    id = try arguments.tripID()
    try arguments.expectPositionals(atMost: 1)
    departure = try arguments.value("--departure").map { text throws(UsageError) in
      try TimeArgument.parse(text, option: "--departure")
    }
    arrival = try arguments.value("--arrival").map { text throws(UsageError) in
      try TimeArgument.parse(text, option: "--arrival")
    }
    origin = arguments.value("--from")
    destination = arguments.value("--to")
    guard departure != nil || arrival != nil || origin != nil || destination != nil else {
      throw UsageError(.editNeedsAChange(id))
    }
  }

  @MainActor
  func run(in context: CommandContext) async throws(UsageError) -> ExitStatus {
    let app = try await context.compose()
    let request = EditTrip.Request(
      departure: try departure.map { time throws(UsageError) in try Self.time(time, app) },
      arrival: try arrival.map { time throws(UsageError) in try Self.time(time, app) },
      origin: origin, destination: destination)
    let useCase = EditTrip(
      repository: app.repository, tripView: app.tripView, messageView: app.messageView,
      formats: app.formats)
    return ExitStatus(await useCase.edit(request, tripWithID: id))
  }

  /// A time alone is left to the use case, which knows the trip's day; any other form is an
  /// instant in the time zone in force.
  @MainActor
  private static func time(_ time: TimeArgument, _ app: Composition) throws(UsageError)
    -> EditTrip.Time
  {
    if case .timeOfDay(let wallClock) = time.form { return .atTimeOfDay(wallClock) }
    return .at(try time.instant(in: app.settings.timeZone, today: app.now()))
  }
}
