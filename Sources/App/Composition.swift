import Application
import Domain
import Foundation
import Localization
import OfflineChanges
import OfflineCopy
import PostgreSQLStore
import Presentation
import PresentationCalendar
import PresentationConsole
import PresentationHTML
import PresentationJSON
import PresentationText
import StoreCapabilities
import StoreEvents
import StoreOpening

/// The store, the views and the formats of one run of `trips`, built from resolved settings.
/// The store comes opened (`StoreOpening`); the initializer picks the renderers. A command takes from it only the ports its
/// use case uses, each under its own protocol.
@MainActor
struct Composition {
  /// The locale, time zone and colour in force.
  let settings: DisplaySettings
  /// The store the settings chose.
  private let opened: OpenedStore
  /// The articles' port: find, page, add, change and remove trips.
  var trips: any TripStore { opened.store }
  /// The store's change token, for a live view that asks whether anything changed.
  var changes: any TripChangeTracking { opened.store }
  /// The store's announcements of its changes, when it makes them: a live view listens
  /// instead of asking again and again.
  var announcements: (any TripChangeAnnouncing)? { opened.announcements }
  /// The changes made on this computer while the store was away.
  var pending: any PendingChangeSending { opened.pending ?? NoPendingChanges(store: opened.store) }
  /// The store as the source or the target of a move.
  var moving: any TripStoreMoving { opened.store }
  /// How trips are put into words.
  let formats: TripFormats
  /// The kind of store the settings chose, for advice that fits its failures.
  let storeKind: StoreKind
  /// Where one trip is shown.
  let tripOutput: TripOutput
  /// Shows one trip where ``tripOutput`` says.
  var presenter: TripPresenter { tripOutput.presenter(formats: formats) }
  /// Where the trips one change set changed are shown, in one push.
  let cardsOutput: TripCardsOutput
  /// Shows the trips one change set changed where ``cardsOutput`` says.
  var cardsPresenter: TripCardsPresenter { cardsOutput.presenter(formats: formats) }
  /// Where the changes kept on this computer are shown: as text, or as one JSON document.
  let pendingOutput: PendingChangesOutput
  /// Where a list of trips is shown.
  let listOutput: TripListOutput
  /// Lists trips where ``listOutput`` says.
  var listPresenter: TripListPresenter { listOutput.presenter(formats: formats) }
  /// Where messages and failures are shown, with the command line's hints.
  let messageView: any MessageView
  /// What a delivery must learn from the store before it can show trips: the calendar names
  /// its events by the store's identity. `nil` for the deliveries that need nothing.
  private let prepareDelivery: (@MainActor () async -> UseCaseOutcome)?
  /// Text, JSON, a calendar or a web page.
  let format: OutputFormat
  /// Standard output.
  let output: any TextOutput
  /// Standard error.
  let errorOutput: any TextOutput
  /// Whether both standard input and standard output are a terminal.
  let isInteractive: Bool
  /// The clock.
  let now: @Sendable () -> Date
  /// The run's log, when one was asked for.
  let logging: CommandLogging?

  /// Builds the views around `store` and `formats`.
  init(
    settings: DisplaySettings, store: OpenedStore, storeKind: StoreKind,
    formats: TripFormats, format: OutputFormat,
    output: any TextOutput, errorOutput: any TextOutput, isInteractive: Bool,
    now: @escaping @Sendable () -> Date, logging: CommandLogging? = nil
  ) {
    self.settings = settings
    self.opened = store
    self.formats = formats
    self.storeKind = storeKind
    // The choice of views: one delivery per format. Documents keep standard output to
    // themselves, so their messages go to standard error as lines.
    let instants = InstantText(timeZone: settings.timeZone)
    var prepareDelivery: (@MainActor () async -> UseCaseOutcome)?
    var screen: TripOutput
    var listScreen: TripListOutput
    var messageView: any MessageView
    let strings = LocalizedStrings(locale: settings.locale, tables: StringTables.table)
    let console = ConsoleRenderer(
      output: output, errorOutput: errorOutput, colors: settings.colors)
    var pendingOutput = PendingChangesOutput.words(console)
    var cards = TripCardsOutput.words(console)
    switch format {
    case .text:
      (screen, listScreen, messageView) = (.words(console), .words(console), console)
    case .json:
      let renderer = JSONRenderer(output: output, errorOutput: errorOutput, instants: instants)
      (screen, listScreen, messageView) = (.data(renderer), .data(renderer), renderer)
      (pendingOutput, cards) = (.data(renderer), .data(renderer))
    case .ics:
      let renderer = CalendarRenderer(output: output, stamp: now())
      let messages = MessageLines(output: errorOutput)
      (screen, listScreen, messageView) = (.data(renderer), .data(renderer), messages)
      cards = .data(renderer)
      prepareDelivery = {
        let reading = await IdentifyStore(
          repository: store.store, messageView: CommandLineHints(messages, strings: strings),
          formats: formats, storeKind: storeKind
        ).identity()
        renderer.storeIdentity = reading.identity
        return reading.outcome
      }
    case .html:
      let renderer = HTMLRenderer(
        output: output, language: settings.locale.identifier(.bcp47),
        listTitle: strings.pageListTitle, instants: instants)
      (screen, listScreen, messageView) = (
        .data(renderer), .data(renderer), MessageLines(output: errorOutput)
      )
      cards = .data(renderer)
    }
    if let marks = store.marks {
      // A team store's trips may have changes kept on this computer: the screens mark them.
      let marked = MarkedTripScreen(
        screen: screen, listScreen: listScreen, marks: marks, formats: formats)
      (screen, listScreen) = (marked.output ?? screen, marked.listOutput ?? listScreen)
    }
    // The use cases say what happened; the command line adds what to type next.
    self.messageView = CommandLineHints(messageView, strings: strings)
    (self.tripOutput, self.listOutput, self.pendingOutput) = (screen, listScreen, pendingOutput)
    self.cardsOutput = cards
    self.prepareDelivery = prepareDelivery
    self.format = format
    self.output = output
    self.errorOutput = errorOutput
    self.isInteractive = isInteractive
    self.now = now
    self.logging = logging
  }

  /// `screen` marking each trip with a change kept on this computer, as the composed screens
  /// do: for a screen drawn outside them, such as `watch`'s live card.
  func markingTrips(on screen: TripOutput) -> TripOutput {
    guard let marks = opened.marks else { return screen }
    let marked = MarkedTripScreen(
      screen: screen, listScreen: nil, marks: marks, formats: formats)
    return marked.output ?? screen
  }

  /// `view` with the command line's hints, for a view drawn outside the composed ones, such
  /// as `watch`'s live card.
  func withHints(_ view: any MessageView) -> any MessageView {
    CommandLineHints(
      view, strings: LocalizedStrings(locale: settings.locale, tables: StringTables.table))
  }

  /// Runs a use case, after whatever the delivery must first learn from the store, and
  /// returns the exit status of its outcome; with a log, writes the outcome's line.
  ///
  /// The use cases are concrete types that know nothing of a log, so their outcomes are
  /// logged here, where App runs them.
  ///
  /// - Parameters:
  ///   - useCase: The use case to run, already composed.
  ///   - body: What to ask of it.
  /// - Returns: The exit status of the use case's outcome, or of the store's failure when the
  ///   delivery could not learn what it needs (the failure was reported, and the use case did
  ///   not run).
  func run<UseCase>(_ useCase: UseCase, _ body: @MainActor (UseCase) async -> UseCaseOutcome) async
    -> ExitStatus
  {
    let start = logging?.log.clock.elapsed()
    var outcome = UseCaseOutcome.completed
    if let prepareDelivery { outcome = await prepareDelivery() }
    if outcome == .completed { outcome = await body(useCase) }
    if let logging, let start {
      logging.record(
        useCase: String(describing: UseCase.self), outcome: outcome,
        took: logging.log.clock.elapsed() - start)
    }
    return ExitStatus(outcome)
  }
}
