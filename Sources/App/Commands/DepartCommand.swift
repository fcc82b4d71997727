import Application
import Domain

/// `trips depart <id> (--at <time> | --delay <minutes>)`: records when a trip really left.
struct DepartCommand: Command, Equatable {
  static let configuration = CommandConfiguration(
    name: "depart",
    abstract: "Record when a trip really left.",
    overview: "Record when a trip really left, and show it again.",
    usage: "trips depart <id> (--at <time> | --delay <minutes>)",
    arguments: [ArgumentDefinition("id", help: "The number of the trip.")],
    options: [
      .value("--at", valueName: "time", help: "The moment the trip left."),
      .value(
        "--delay", valueName: "minutes",
        help: """
          Minutes after the scheduled departure; 0 is on time,
          a negative number an early start.
          """),
    ],
    discussion: TimeArgument.helpText + """

      A time alone, such as 8:20, is on the day the trip was scheduled to leave.
      A delay is at most \(maximumDelayMinutes) minutes (a year) either way.
      """,
    examples: [
      CommandExample(
        commandLine: "trips depart 1 --delay 7", explanation: "Trip 1 left 7 minutes late."),
      CommandExample(
        commandLine: "trips depart 1 --at 8:20",
        explanation: "Trip 1 left at 8:20 on the day it was scheduled to leave."),
    ])

  /// The largest delay accepted: a year, in minutes, either way.
  static let maximumDelayMinutes = 525_600

  /// When the trip left, as typed.
  enum Departure: Equatable, Sendable {
    /// At a time.
    case at(TimeArgument)
    /// This many minutes after the scheduled departure.
    case delay(minutes: Int)
  }

  /// The trip that left.
  var id: TripID
  /// When it left.
  var departure: Departure

  init(id: TripID, departure: Departure) {
    self.id = id
    self.departure = departure
  }

  init(parsing arguments: ParsedArguments) throws(UsageError) {
    id = try arguments.tripID()
    switch (arguments.value("--at"), arguments.value("--delay")) {
    case (let at?, nil):
      departure = .at(try TimeArgument.parse(at, option: "--at"))
    case (nil, let delay?):
      departure = .delay(minutes: try Self.minutes(delay))
    case (nil, nil):
      throw UsageError(.departNeedsAtOrDelay(id))
    case (_?, _?):
      throw UsageError(.departTakesOneOfAtAndDelay)
    }
  }

  /// Whole minutes within a year either way; a number beyond that is refused with the limit.
  private static func minutes(_ text: String) throws(UsageError) -> Int {
    guard text.wholeMatch(of: #/[+-]?[0-9]+/#) != nil else {
      throw UsageError(.notMinutes(text))
    }
    guard let minutes = Int(text), abs(minutes) <= maximumDelayMinutes else {
      throw UsageError(.minutesOutOfRange(text, limit: maximumDelayMinutes))
    }
    return minutes
  }

  @MainActor
  func run(in context: CommandContext) async throws(UsageError) -> ExitStatus {
    let app = try await context.compose()
    let recorded: RecordActualDeparture.Departure
    switch departure {
    case .delay(let minutes):
      recorded = .delayed(minutes: minutes)
    case .at(let time):
      if case .timeOfDay(let wallClock) = time.form {
        recorded = .atTimeOfDay(wallClock)
      } else {
        recorded = .at(try time.instant(in: app.settings.timeZone, today: app.now()))
      }
    }
    let useCase = RecordActualDeparture(
      repository: app.repository, tripView: app.tripView, messageView: app.messageView,
      formats: app.formats)
    return ExitStatus(await useCase.record(recorded, forTripWithID: id))
  }
}
