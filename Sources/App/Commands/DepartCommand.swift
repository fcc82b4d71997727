import Application
import CommandLineKit
import Domain

/// `trips depart <id> (--at <time> | --delay <minutes>)`: records when a trip really left.
struct DepartCommand: Command {
  static var rules: [OptionRule<Self>] { [.exactlyOne(\.$at, \.$delay)] }

  static let configuration = CommandConfiguration(
    name: "depart",
    abstract: "Record when a trip really left.",
    overview: "Record when a trip really left, and show it again.",
    discussion: TimeArgument.helpText + """

      A time alone, such as 8:20, is on the day the trip was scheduled to leave.
      A delay is at most \(RecordActualDeparture.maximumDelayMinutes) minutes (a year) either way.
      """,
    examples: [
      CommandExample(
        commandLine: "trips depart 1 --delay 7", explanation: "Trip 1 left 7 minutes late."),
      CommandExample(
        commandLine: "trips depart 1 --at 8:20",
        explanation: "Trip 1 left at 8:20 on the day it was scheduled to leave."),
    ])

  /// The trip that left.
  @Argument("id", .tripNumber, help: "The number of the trip.") var id: TripID

  /// The moment it left.
  @Option("--at", .time, help: "The moment the trip left.") var at: StatedTime?

  /// How late it left.
  @Option(
    "--delay", .minutes,
    help: "Minutes after the scheduled departure; 0 is on time, a negative number an early start."
  )
  var delay: Int?

  /// When it left, from whichever of `--at` and `--delay` was given.
  var departure: RecordActualDeparture.Departure {
    switch (at, delay) {
    case (let time?, _): .at(time)
    case (nil, let minutes?): .delayed(minutes: minutes)
    case (nil, nil): preconditionFailure("the parser lets depart run only with --at or --delay")
    }
  }

  @MainActor
  func run(in context: CommandContext) async throws(UsageError) -> ExitStatus {
    let app = try await context.compose()
    let useCase = RecordActualDeparture(
      repository: app.trips, presenter: app.presenter, messageView: app.messageView,
      formats: app.formats, storeKind: app.storeKind)
    return await app.run(useCase) { await $0.record(departure, forTripWithID: id) }
  }
}
