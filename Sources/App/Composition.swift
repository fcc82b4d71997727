import Application
import Domain
import Foundation
import Persistence
import Presentation
import PresentationConsole
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
  let tripView: any TripView
  /// Where a list of trips is shown.
  let listView: any TripListView
  /// Where messages and failures are shown.
  let messageView: any MessageView
  /// Text or JSON.
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
    switch format {
    case .text:
      let renderer = ConsoleRenderer(
        output: output, errorOutput: errorOutput, colors: settings.colors)
      (tripView, listView, messageView) = (renderer, renderer, renderer)
    case .json:
      let renderer = JSONRenderer(output: output, errorOutput: errorOutput)
      (tripView, listView, messageView) = (renderer, renderer, renderer)
    }
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
}
