import Application

/// `trips add --departure <time> --arrival <time> [--from <name>] [--to <name>]`: plans a new
/// trip.
struct AddCommand: Command, Equatable {
  static let configuration = CommandConfiguration(
    name: "add",
    abstract: "Plan a new trip.",
    overview: "Plan a new trip and show it with the number it was given.",
    usage: """
      trips add --departure <time> --arrival <time>
                       [--from <name>] [--to <name>]
      """,
    options: [
      .value(
        "--departure", valueName: "time", help: "When the trip is scheduled to leave.",
        isRequired: true),
      .value(
        "--arrival", valueName: "time",
        help: """
          When the trip is scheduled to arrive; after the
          departure.
          """,
        isRequired: true),
      .value("--from", valueName: "name", help: "Where the trip starts (1 to 100 characters)."),
      .value("--to", valueName: "name", help: "Where the trip goes (1 to 100 characters)."),
    ],
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

  /// When the trip is scheduled to leave, as typed.
  var departure: TimeArgument
  /// When the trip is scheduled to arrive, as typed.
  var arrival: TimeArgument
  /// Where the trip starts, as typed.
  var origin: String?
  /// Where the trip goes, as typed.
  var destination: String?

  init(
    departure: TimeArgument, arrival: TimeArgument, origin: String? = nil,
    destination: String? = nil
  ) {
    self.departure = departure
    self.arrival = arrival
    self.origin = origin
    self.destination = destination
  }

  init(parsing arguments: ParsedArguments) throws(UsageError) {
    try arguments.expectPositionals(atMost: 0)
    let departure = try Self.required("--departure", arguments)
    let arrival = try Self.required("--arrival", arguments)
    self.departure = try TimeArgument.parse(departure, option: "--departure")
    self.arrival = try TimeArgument.parse(arrival, option: "--arrival")
    origin = arguments.value("--from")
    destination = arguments.value("--to")
  }

  private static func required(_ option: String, _ arguments: ParsedArguments)
    throws(UsageError) -> String
  {
    guard let value = arguments.value(option) else {
      throw UsageError(.needsTime(option: option, command: arguments.command))
    }
    return value
  }

  @MainActor
  func run(in context: CommandContext) async throws(UsageError) -> ExitStatus {
    let app = try await context.compose()
    let timeZone = app.settings.timeZone
    let departure = try departure.instant(in: timeZone, today: app.now())
    let request = PlanTrip.Request(
      departure: departure, arrival: try arrival.instant(in: timeZone, after: departure),
      origin: origin, destination: destination)
    let useCase = PlanTrip(
      repository: app.repository, tripView: app.tripView, messageView: app.messageView,
      formats: app.formats)
    return ExitStatus(await useCase.plan(request))
  }
}
