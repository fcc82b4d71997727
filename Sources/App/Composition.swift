import Application
import Domain
import Foundation
import Persistence
import Presentation
import PresentationCalendar
import PresentationConsole
import PresentationHTML
import PresentationJSON

/// The store, the views and the formats of one run of `trips`, built from resolved settings.
/// It is the only place that names the concrete adapters: ``openStore(at:busyTimeout:)`` picks
/// the store, and the initializer the renderers.
@MainActor
struct Composition {
  /// The locale, time zone and colour in force.
  let settings: DisplaySettings
  /// The store the settings chose.
  let repository: any TripStoreMoving & TripChangeTracking
  /// The store's announcements of its changes, when it makes them: a live view listens
  /// instead of asking again and again.
  var announcer: (any TripChangeAnnouncing)? {
    repository as? any TripChangeAnnouncing
  }
  /// How trips are put into words.
  let formats: TripFormats
  /// Where one trip is shown.
  let tripView: any TripScreen
  /// Where a list of trips is shown.
  let listView: any TripListScreen
  /// Where messages and failures are shown.
  let messageView: any MessageView
  /// The calendar, with `--format ics`: it needs the store's identity before it writes
  /// (``identifyStoreForCalendar()``).
  let calendar: CalendarRenderer?
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

  /// Builds the views around `repository` and `formats`.
  init(
    settings: DisplaySettings, repository: any TripStoreMoving & TripChangeTracking,
    formats: TripFormats, format: OutputFormat,
    output: any TextOutput, errorOutput: any TextOutput, isInteractive: Bool,
    now: @escaping @Sendable () -> Date
  ) {
    self.settings = settings
    self.repository = repository
    self.formats = formats
    // The choice of views: one delivery per format. Documents keep standard output to
    // themselves, so their messages go to standard error as lines.
    let instants = InstantText(timeZone: settings.timeZone)
    var calendar: CalendarRenderer?
    switch format {
    case .text:
      let renderer = ConsoleRenderer(
        output: output, errorOutput: errorOutput, colors: settings.colors)
      (tripView, listView, messageView) = (renderer, renderer, renderer)
    case .json:
      let renderer = JSONRenderer(output: output, errorOutput: errorOutput, instants: instants)
      (tripView, listView, messageView) = (renderer, renderer, renderer)
    case .ics:
      let renderer = CalendarRenderer(output: output, stamp: now())
      calendar = renderer
      (tripView, listView, messageView) = (renderer, renderer, MessageLines(output: errorOutput))
    case .html:
      let strings = LocalizedStrings(locale: settings.locale, tables: StringTables.table)
      let renderer = HTMLRenderer(
        output: output, language: settings.locale.identifier(.bcp47),
        listTitle: strings.pageListTitle, instants: instants)
      (tripView, listView, messageView) = (renderer, renderer, MessageLines(output: errorOutput))
    }
    self.calendar = calendar
    self.format = format
    self.output = output
    self.errorOutput = errorOutput
    self.isInteractive = isInteractive
    self.now = now
  }

  /// Opens the store at `location` with the adapter for its kind.
  ///
  /// An SQLite store opens and checks its file now, on its own executor, so that the first
  /// request finds it open; a missing file stays missing, and a file that fails the checks is
  /// reported by the first request. JSON and memory stores read nothing until asked.
  ///
  /// - Parameters:
  ///   - location: Where the settings say the trips are kept.
  ///   - busyTimeout: How long a file store waits while another program holds it.
  static func openStore(at location: StoreLocation, busyTimeout: Duration) async
    -> any TripStoreMoving & TripChangeTracking
  {
    switch location {
    case .memory:
      return InMemoryTripRepository()
    case .json(let path):
      return JSONFileTripRepository(path: path, busyTimeout: busyTimeout)
    case .postgresql(let address, let environment):
      return PostgreSQLTripRepository(
        address: address, environment: environment, busyTimeout: busyTimeout)
    case .sqlite(let path):
      let store = SQLiteTripRepository(path: path, busyTimeout: busyTimeout)
      await store.openIfPresent()
      return store
    }
  }

  /// Reads the store's identity into the calendar, which names its events by it; nothing to
  /// do for other formats.
  ///
  /// - Returns: `nil` when the use case may run, or the exit status of a store that could
  ///   not say which it is (its failure was reported).
  func identifyStoreForCalendar() async -> ExitStatus? {
    guard let calendar else { return nil }
    let reading = await IdentifyStore(
      repository: repository, messageView: messageView, formats: formats
    ).identity()
    guard reading.outcome == .completed else { return ExitStatus(reading.outcome) }
    calendar.storeIdentity = reading.identity
    return nil
  }
}
