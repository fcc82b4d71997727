import Application
import CommandLineKit
import StoreOpening

/// `trips move --to <store>`: copies every trip into a new store, for example from the local
/// file to the team's server.
struct MoveCommand: Command {
  static let configuration = CommandConfiguration(
    name: "move",
    abstract: "Copy every trip into a new store.",
    overview: """
      Copy every trip into a new store, keeping numbers
      and revisions.
      """,
    discussion: """
      The new store carries on numbering where the old one
      stopped, so a number removed before the move is not
      given out after it, and calendar events keep their
      names. The move is all or nothing. The old store
      (--store or TRIPS_STORE) is only read: remove it
      once the new one is in use. A store that has ever
      handed out a number is refused.
      """,
    examples: [
      CommandExample(
        commandLine: "trips move --to postgresql://db.example.net/team",
        explanation: "Bring the local trips to the team's server.")
    ])

  /// Where the trips go, as typed.
  @Option(
    "--to", .file("path"),
    help: """
      The new store, named as for --store. It must
      never have held a trip.
      """)
  var target: String

  @MainActor
  func run(in context: CommandContext) async throws(UsageError) -> ExitStatus {
    let app = try await context.compose()
    let location = try UsageError.fromSettings(
      try StoreLocation.resolve(option: target, environment: context.environment))
    let busyTimeout = try UsageError.fromSettings(
      try BusyTimeout.resolve(environment: context.environment))
    let opened = await context.openStore(location, busyTimeout, context.storeEvents)
    let newStore = context.logging?.wrap(opened) ?? opened
    let useCase = MoveStore(
      from: app.moving, to: newStore.store, messageView: app.messageView, formats: app.formats,
      storeKind: app.storeKind, targetKind: location.kind)
    return await app.run(useCase) { await $0.move() }
  }
}
