import Application
import CommandLineKit

/// `trips sync`: sends the changes made on this computer while the team store was away.
struct SyncCommand: Command {
  static let configuration = CommandConfiguration(
    name: "sync",
    abstract: "Send the changes made while the team store was away.",
    overview: """
      Send the changes made on this computer while the team store
      could not be reached, in the order they were made.
      """,
    discussion: """
      Any command that reaches the store first sends what waits, for
      up to 3 seconds, and a change made online first sends every
      change made before it. A change to a trip that someone else changed or
      removed meanwhile is not applied: it is kept as a conflict, and
      the later changes to that trip wait behind it. 'trips pending'
      shows both versions, and 'trips resolve' chooses one. Exits 0
      when everything was sent, 1 when conflicts remain, and 75 when
      the store cannot be reached.
      """,
    examples: [
      CommandExample(
        commandLine: "trips sync", explanation: "Send what waits, and say how it went.")
    ])

  @MainActor
  func run(in context: CommandContext) async throws(UsageError) -> ExitStatus {
    let app = try await context.compose()
    let useCase = SyncChanges(
      changes: app.pending, pendingOutput: app.pendingOutput, messageView: app.messageView,
      formats: app.formats, storeKind: app.storeKind)
    return await app.run(useCase) { await $0.send() }
  }
}
