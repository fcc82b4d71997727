import Application
import CommandLineKit
import Domain

/// `trips remove <id>`: removes a trip.
struct RemoveCommand: Command {
  static let configuration = CommandConfiguration(
    name: "remove",
    abstract: "Remove a trip.",
    overview: "Remove a trip. Its number is never given to another trip.",
    examples: [
      CommandExample(
        commandLine: "trips remove 3", explanation: "Remove trip 3; no other trip gets its number.")
    ])

  /// The trip to remove.
  @Argument("id", .tripNumber, help: "The number of the trip.") var id: TripID

  @MainActor
  func run(in context: CommandContext) async throws(UsageError) -> ExitStatus {
    let app = try await context.compose()
    let useCase = CancelTrip(
      repository: app.trips, messageView: app.messageView, formats: app.formats,
      storeKind: app.storeKind)
    return await app.run(useCase) { await $0.cancel(tripWithID: id) }
  }
}
