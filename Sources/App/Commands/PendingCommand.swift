import Application
import CommandLineKit

/// `trips pending`: lists the changes that wait to be sent, and the conflicts.
struct PendingCommand: Command {
  static let configuration = CommandConfiguration(
    name: "pending",
    abstract: "List the changes that wait to be sent, and the conflicts.",
    overview: """
      List the changes made on this computer that wait to be sent to
      the team store, and for each conflict show the server's trip
      and the trip as your change leaves it.
      """,
    examples: [
      CommandExample(
        commandLine: "trips pending", explanation: "See what waits and what conflicts.")
    ])

  @MainActor
  func run(in context: CommandContext) async throws(UsageError) -> ExitStatus {
    let app = try await context.compose()
    let useCase = SyncChanges(
      changes: app.pending, pendingOutput: app.pendingOutput, messageView: app.messageView,
      formats: app.formats, storeKind: app.storeKind)
    return await app.run(useCase) { await $0.list() }
  }
}
