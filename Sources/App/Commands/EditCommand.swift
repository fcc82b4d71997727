import Application
import Domain

/// `trips edit <id>`: change the plan of a trip.
struct EditCommand: Command, Equatable {
  static let configuration = CommandConfiguration(
    name: "edit",
    abstract: "Change the plan of a trip.",
    arguments: [
      ArgumentDefinition("id", help: "The number of the trip; 'trips list --all' shows it.")
    ])

  /// The trip.
  var id: TripID

  init(id: TripID) {
    self.id = id
  }

  init(parsing arguments: ParsedArguments) throws(UsageError) {
    id = try arguments.tripID()
  }

  @MainActor
  func run(in context: CommandContext) async throws(UsageError) -> ExitStatus {
    let app = try context.compose()
    let useCase = EditTrip(
      repository: app.repository, tripView: app.tripView, messageView: app.messageView,
      formats: app.formats)
    return ExitStatus(await useCase.edit(tripWithID: id))
  }
}
