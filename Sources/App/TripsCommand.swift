import Application
import Domain
import Foundation
import Persistence
import Presentation

/// The composition root: reads the command line, chooses the store, the views and the
/// formats, and runs one use case. It is the only code that names concrete adapters.
struct TripsCommand {
  /// The trip of the original trip screen: departs 1444396193, arrives 1444397193 and left
  /// at 1444396493 (Unix seconds), five minutes late.
  static let sampleTrip = try! TripDraft(
    departure: Date(timeIntervalSince1970: 1_444_396_193),
    arrival: Date(timeIntervalSince1970: 1_444_397_193),
    actualDeparture: Date(timeIntervalSince1970: 1_444_396_493))

  var arguments: [String]
  var environment: [String: String]
  var output: any TextOutput
  var errorOutput: any TextOutput
  var outputIsTerminal: Bool
  var inputIsTerminal = false
  var systemTimeZone: TimeZone
  var now: @Sendable () -> Date

  /// Runs the command and returns the process's exit status.
  func run() async -> ExitStatus {
    do {
      let invocation = try CommandLineParser.parse(arguments)
      switch invocation.command {
      case .help(let topic):
        output.write(HelpText.text(for: topic))
        return .success
      case .version:
        output.write("trips \(HelpText.version)\n")
        return .success
      default:
        return try await execute(invocation)
      }
    } catch {
      let locale = DisplaySettings.locale(
        CommandLineParser.localeOption(in: arguments), environment: environment)
      let strings = LocalizedStrings(bundle: CommandLineResources.bundle, locale: locale)
      errorOutput.write("error: \(error.message(strings))\n")
      if let hint = error.hint(strings) { errorOutput.write("hint: \(hint)\n") }
      return .usage
    }
  }

  private func execute(_ invocation: Invocation) async throws(UsageError) -> ExitStatus {
    let settings = try DisplaySettings.resolve(
      invocation.options, environment: environment, systemTimeZone: systemTimeZone,
      outputIsTerminal: outputIsTerminal)
    let location = try StoreLocation.resolve(
      option: invocation.options.store, environment: environment)
    let formats = TripFormats(locale: settings.locale, timeZone: settings.timeZone)
    let repository = Self.repository(at: location)
    let views = makeViews(invocation.options.format, usesColor: settings.usesColor)

    let outcome: UseCaseOutcome
    switch invocation.command {
    case .demo:
      outcome = await ShowSampleTrip(
        repository: repository, sample: Self.sampleTrip, tripView: views.trip,
        messageView: views.message, formats: formats
      ).show()
    case .show(let id):
      outcome = await ShowExistingTrip(
        repository: repository, tripView: views.trip, messageView: views.message,
        formats: formats
      ).show(tripWithID: id)
    case .list(let all):
      outcome = await ListTrips(
        repository: repository, listView: views.list, messageView: views.message,
        formats: formats, now: now
      ).list(all ? .all : .upcoming)
    case .add(let departure, let arrival, let origin, let destination):
      let request = PlanTrip.Request(
        departure: try TimeArgument.parse(
          departure, option: "--departure", timeZone: settings.timeZone),
        arrival: try TimeArgument.parse(arrival, option: "--arrival", timeZone: settings.timeZone),
        origin: origin, destination: destination)
      outcome = await PlanTrip(
        repository: repository, tripView: views.trip, messageView: views.message,
        formats: formats
      ).plan(request)
    case .depart(let id, let argument):
      let departure: RecordActualDeparture.Departure
      switch argument {
      case .at(let text):
        departure = .at(try TimeArgument.parse(text, option: "--at", timeZone: settings.timeZone))
      case .delay(let minutes):
        departure = .delayed(minutes: minutes)
      }
      outcome = await RecordActualDeparture(
        repository: repository, tripView: views.trip, messageView: views.message,
        formats: formats
      ).record(departure, forTripWithID: id)
    case .remove(let id):
      outcome = await CancelTrip(
        repository: repository, messageView: views.message, formats: formats
      ).cancel(tripWithID: id)
    case .watch(let id):
      return await watch(
        id, repository: repository, formats: formats, format: invocation.options.format,
        usesColor: settings.usesColor)
    case .help, .version:
      outcome = .completed
    }
    return ExitStatus(outcome)
  }

  /// Watches a trip until it is removed, the store fails, or the person quits. On a
  /// terminal (input and output both) keys act on the trip; elsewhere the store is checked
  /// five times a second and each change is printed.
  private func watch(
    _ id: TripID, repository: any TripRepository & TripChangeTracking, formats: TripFormats,
    format: OutputFormat, usesColor: Bool
  ) async -> ExitStatus {
    let interactive = inputIsTerminal && outputIsTerminal && format == .text
    let card = LiveTripCard(
      output: output, errorOutput: errorOutput, usesColor: usesColor,
      redrawsInPlace: interactive)
    let json = JSONRenderer(output: output, errorOutput: errorOutput)
    let tripView: any TripView = format == .json ? json : card
    let watch = WatchTrip(
      repository: repository, changes: repository, tripView: tripView, messageView: card,
      formats: formats)
    if interactive { card.footer = watch.keysHint }
    let started = await watch.start(tripWithID: id)
    output.flush()
    guard started == .completed else { return ExitStatus(started) }
    let terminal = interactive ? RawTerminal() : nil
    defer { terminal?.restore() }
    while true {
      var keys: [Character] = []
      if let terminal {
        keys = terminal.keys(waitingUpTo: Self.checkIntervalMilliseconds)
      } else {
        try? await Task.sleep(for: .milliseconds(Self.checkIntervalMilliseconds))
      }
      for key in keys {
        guard let intent = card.control.intent(forKey: key) else { continue }
        if case .finished(let outcome) = await watch.perform(intent) {
          return ExitStatus(outcome)
        }
      }
      if case .finished(let outcome) = await watch.refresh() { return ExitStatus(outcome) }
      output.flush()
    }
  }

  /// How often `watch` looks for changes: often enough to show them within a second, seldom
  /// enough to cost nothing (reading the change token is one small query or one `stat`).
  static let checkIntervalMilliseconds: Int32 = 200

  private static func repository(at location: StoreLocation)
    -> any TripRepository & TripChangeTracking
  {
    switch location {
    case .memory: InMemoryTripRepository()
    case .json(let path): JSONFileTripRepository(path: path)
    case .sqlite(let path): SQLiteTripRepository(path: path)
    }
  }

  private func makeViews(_ format: OutputFormat, usesColor: Bool) -> (
    trip: any TripView, list: any TripListView, message: any MessageView
  ) {
    switch format {
    case .text:
      let renderer = ConsoleRenderer(
        output: output, errorOutput: errorOutput, usesColor: usesColor)
      return (renderer, renderer, renderer)
    case .json:
      let renderer = JSONRenderer(output: output, errorOutput: errorOutput)
      return (renderer, renderer, renderer)
    }
  }
}
