import Application
import CommandLineKit
import Domain

/// `trips show <id>`: shows one trip as a card.
struct ShowCommand: Command {
  static let formats = OutputFormat.documents

  static let configuration = CommandConfiguration(
    name: "show",
    abstract: "Show one trip as a card.",
    examples: [
      CommandExample(
        commandLine: "trips show 1 --format json",
        explanation: "Print trip 1 as JSON, for another program."),
      CommandExample(
        commandLine: "trips show 1 --format html",
        explanation: "Print trip 1 as a web page, to save and open in a browser."),
    ])

  /// The trip to show.
  @Argument("id", .tripNumber, help: "The number of the trip; 'trips list --all' shows it.")
  var id: TripID

  @MainActor
  func run(in context: CommandContext) async throws(UsageError) -> ExitStatus {
    let app = try await context.compose()
    let useCase = ShowExistingTrip(repository: app.trips, presenter: app.presenter)
    return await app.run(useCase) { useCase in
      do throws(ShowExistingTrip.Problem) {
        try await useCase.show(tripWithID: id)
        return .completed
      } catch {
        return app.messageView.report(error, formats: app.formats, storeKind: app.storeKind)
      }
    }
  }
}
