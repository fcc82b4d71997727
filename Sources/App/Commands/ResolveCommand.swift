import Application
import CommandLineKit
import Domain
import OfflineChanges

/// `trips resolve <id> --keep mine|theirs`: chooses which version of a conflicting trip stays.
struct ResolveCommand: Command {
  /// Which version stays.
  enum Side: String, CaseIterable, Sendable {
    case mine
    case theirs
  }

  static let configuration = CommandConfiguration(
    name: "resolve",
    abstract: "Choose which version of a conflicting trip stays.",
    overview: """
      Resolve the conflict of a trip changed on this computer and
      elsewhere: make your change again on top of the server's trip,
      or drop it.
      """,
    discussion: """
      --keep mine makes your change again, through the same rules, on
      the server's trip as it is now; it may still be refused, which
      is said, and then the conflict is kept. --keep theirs drops
      your change.
      """,
    examples: [
      CommandExample(
        commandLine: "trips resolve 3 --keep mine",
        explanation: "Make your change to trip 3 again, on top of the server's."),
      CommandExample(
        commandLine: "trips resolve 3 --keep theirs",
        explanation: "Drop your change to trip 3."),
    ])

  /// The trip whose conflict is resolved.
  @Argument("id", .tripNumber, help: "The number of the trip.") var id: TripID

  /// Which version stays.
  @Option("--keep", .choice("side"), help: "mine or theirs.") var keep: Side

  @MainActor
  func run(in context: CommandContext) async throws(UsageError) -> ExitStatus {
    let app = try await context.compose()
    let useCase = ResolveConflict(
      changes: app.pending, presenter: app.presenter, messageView: app.messageView,
      formats: app.formats, storeKind: app.storeKind)
    let side: ChangeConflict.Side = keep == .mine ? .mine : .theirs
    return await app.run(useCase) { await $0.resolve(tripWithID: id, keeping: side) }
  }
}
