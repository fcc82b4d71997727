import Application
import CommandLineKit
import Domain
import Foundation
import Presentation
import StoreEvents
import StoreOpening

/// How the composition root turns a store's location and busy timeout into an adapter, ready
/// for its first request.
typealias StoreOpener =
  @MainActor (StoreLocation, Duration, any StoreEventReporting) async -> OpenedStore

/// What the composition root hands a command: the process's streams, environment and clock,
/// and — when the command asks — the composed store, views and formats.
///
/// Composing is left to the command because not every command needs a store: help,
/// completions and the manual page work without a home folder or a valid `TZ`.
@MainActor
struct CommandContext {
  /// The global options, as parsed.
  var options: GlobalOptions
  /// The process's environment variables.
  var environment: [String: String]
  /// Standard output.
  var output: any TextOutput
  /// Standard error.
  var errorOutput: any TextOutput
  /// Whether standard output is a terminal.
  var outputIsTerminal: Bool
  /// Whether standard input is a terminal.
  var inputIsTerminal: Bool
  /// The time zone of the system, asked for only when neither `--time-zone` nor `TZ` names
  /// one.
  var systemTimeZone: @Sendable () -> TimeZone
  /// The clock.
  var now: @Sendable () -> Date
  /// Opens the store the settings name (``TripsCommand/openStore``).
  var openStore: StoreOpener
  /// The run's log, when one was asked for.
  var logging: CommandLogging?

  /// Where the adapters tell what only they know: the log, or nowhere.
  var storeEvents: any StoreEventReporting { logging?.storeEvents ?? NoStoreEvents() }

  /// Resolves the locale, time zone, colour and store from the options and the environment,
  /// and builds what the use cases need.
  ///
  /// The formats are prepared off this actor
  /// (``TripFormats/prepare(locale:timeZone:remembers:)``) while the store opens on
  /// its own executor. Both are awaited here, so nothing started for a command outlives its
  /// composition.
  ///
  /// - Throws: ``UsageError`` when a setting names an unknown time zone or no store can be
  ///   found.
  func compose(remembering: Bool = false) async throws(UsageError) -> Composition {
    let settings = try DisplaySettings.resolve(
      options, environment: environment, systemTimeZone: systemTimeZone,
      outputIsTerminal: outputIsTerminal)
    let location = try UsageError.fromSettings(
      try StoreLocation.resolve(option: options.store, environment: environment))
    let busyTimeout = try UsageError.fromSettings(
      try BusyTimeout.resolve(environment: environment))
    async let formats = TripFormats.prepare(
      locale: settings.locale, timeZone: settings.timeZone, remembers: remembering)
    let storeEvents = storeEvents
    // A team store is read through a local copy, which answers while it cannot be reached.
    let errorOutput = errorOutput
    var store = StoreOpening.throughOfflineCopy(
      await openStore(location, busyTimeout, storeEvents), at: location,
      environment: environment, freshOnly: options.freshOnly, now: now,
      notify: { @MainActor notice in
        OfflineNotices.write(notice, to: errorOutput, settings: settings)
      }, reporting: storeEvents)
    if let logging {
      // Outermost, so each line times what the use case waited for.
      store = logging.wrap(store)
    }
    return await Composition(
      settings: settings, store: store, storeKind: location.kind, formats: formats,
      format: options.format,
      output: output, errorOutput: errorOutput,
      isInteractive: inputIsTerminal && outputIsTerminal, now: now, logging: logging)
  }
}
