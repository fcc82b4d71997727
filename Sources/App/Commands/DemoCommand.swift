import Application
import CommandLineKit
import Domain
import Foundation

/// `trips demo`: stores the trip of the original trip screen unless it is there, and shows it.
struct DemoCommand: Command {
  static let configuration = CommandConfiguration(
    name: "demo",
    abstract: "Store the sample trip if needed and show it.",
    overview: "Store the sample trip unless it is there already, and show it.",
    discussion: """
      The sample is the trip of the original trip screen: it departs
      2015-10-09T13:09:53Z, arrives 2015-10-09T13:26:33Z and left 5 minutes
      late. Running the demo again shows the same stored trip.
      """,
    examples: [
      CommandExample(
        commandLine: "trips --locale de_DE --time-zone Europe/Berlin demo",
        explanation: "Show the sample trip in German, in Berlin time.")
    ])

  /// The trip of the original trip screen: departs 1444396193, arrives 1444397193 and left
  /// at 1444396493 (Unix seconds), five minutes late.
  static let sampleTrip = try! TripDraft(
    departure: Date(timeIntervalSince1970: 1_444_396_193),
    arrival: Date(timeIntervalSince1970: 1_444_397_193),
    recordedDeparture: Date(timeIntervalSince1970: 1_444_396_493))

  @MainActor
  func run(in context: CommandContext) async throws(UsageError) -> ExitStatus {
    let app = try await context.compose()
    let useCase = ShowSampleTrip(
      repository: app.trips, sample: Self.sampleTrip, presenter: app.presenter,
      messageView: app.messageView, formats: app.formats, storeKind: app.storeKind)
    return await app.run(useCase) { await $0.show() }
  }
}
