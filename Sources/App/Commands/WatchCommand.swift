import Application
import CommandLineKit
import ConsoleTerminal
import Domain
import Localization
import Presentation
import PresentationConsole
import PresentationText
import RunLog

/// `trips watch <id>`: keeps a trip's card on screen and redraws it when the trip changes.
struct WatchCommand: Command {
  static let configuration = CommandConfiguration(
    name: "watch",
    abstract: "Keep a trip on screen as it changes.",
    overview: "Keep a trip's card on screen and redraw it when the trip changes.",
    discussion: """
      On a terminal the card is redrawn in place, and keys change the trip:
      + and - move the actual departure by a minute, 0 records an on-time
      departure, q or Ctrl-C quits. In a pipe, each change prints a new card
      after a blank line. Changes made by other commands, such as
      'trips depart 1 --delay 7' in another terminal, appear within a second;
      on a PostgreSQL store, from any machine, as soon as they commit.
      If the trip is removed, watch says so and exits with status 1.
      """,
    examples: [
      CommandExample(
        commandLine: "trips watch 1",
        explanation: "Keep trip 1 on screen; press + to record a minute's delay.")
    ])

  /// How often `watch` looks for changes when the store does not announce them: often enough
  /// to show them within a second, seldom enough to cost nothing (reading the change token is
  /// one small query or one `stat`).
  static let checkInterval = Duration.milliseconds(200)

  /// The trip to watch.
  @Argument("id", .tripNumber, help: "The number of the trip.") var id: TripID

  /// Watches the trip until it is removed, the store fails, or the person quits (`q` or Ctrl-C,
  /// status 0, nothing written). On a terminal (input and output both) keys act on the trip,
  /// and the card is redrawn in place to fit the terminal's width, unless `TERM` is `dumb`;
  /// elsewhere each change is printed. A store that announces its changes is listened to;
  /// any other is checked five times a second.
  @MainActor
  func run(in context: CommandContext) async throws(UsageError) -> ExitStatus {
    let app = try await context.compose(remembering: true)
    let interactive = app.isInteractive && app.format == .text
    // A dumb terminal cannot move its cursor: it gets each card after a blank line, as a pipe
    // does, and keeps the keys.
    let redrawsInPlace = interactive && context.environment["TERM"] != "dumb"
    let width = redrawsInPlace ? TerminalWidth() : nil
    let card = LiveTripCard(
      output: app.output, errorOutput: app.errorOutput, colors: app.settings.colors,
      redrawsInPlace: redrawsInPlace, columns: width?.columns)
    // With --format json, standard output carries JSON documents only; messages go to
    // standard error through the JSON renderer.
    // The card marks a trip with a change kept on this computer, as every card does.
    var screen = app.format == .json ? app.tripOutput : app.markingTrips(on: .words(card))
    // With a log, each drawing is a line; the polls are lines only at debug.
    if let logging = app.logging {
      switch screen {
      case .words(let view): screen = .words(LoggingTripView(view, log: logging.log))
      case .data(let view): screen = .data(LoggingTripDataView(view, log: logging.log))
      }
    }
    let messageView = app.format == .json ? app.messageView : app.withHints(card)
    let watch = WatchTrip(
      repository: app.trips, changes: app.changes,
      presenter: screen.presenter(formats: app.formats),
      messageView: messageView, formats: app.formats, storeKind: app.storeKind)
    if interactive { card.footer = watch.keysHint }
    // Caught before the first card is drawn: a Ctrl-C sent once the card shows is never lost
    // between the default handling and the catching.
    let interrupt = InterruptRequest()
    // Listening starts before the first read, so no change falls between the two.
    let announcements = await app.announcements?.listenForChanges()
    let started = await app.run(watch) { await $0.start(tripWithID: id) }
    app.output.flush()
    guard started == .success else {
      await announcements?.stopListening()
      return started
    }
    var loop = WatchLoop(
      watch: watch, keys: interactive ? RawTerminal() : nil,
      announcements: announcements, clock: ContinuousClock(), interval: Self.checkInterval,
      isInterrupted: { interrupt.wasMade },
      resize: {
        if let columns = width?.takeChange() { card.resize(toColumns: columns) }
      },
      flush: { app.output.flush() })
    loop.cannotListenHere = {
      let notice = LocalizedStrings.trips(app.settings.locale).watchCannotListenHere
      if redrawsInPlace {
        // First, so a narrow terminal cuts the keys rather than the notice.
        card.footer = [notice, card.footer].compactMap { $0 }.joined(separator: "  ·  ")
      } else {
        app.errorOutput.write("notice: " + TerminalText.escaped(notice) + "\n")
      }
    }
    let outcome = await loop.run()
    await announcements?.stopListening()
    return ExitStatus(outcome)
  }
}
