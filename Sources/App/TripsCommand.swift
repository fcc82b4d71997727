import Application
import CommandLineKit
import Foundation
import Localization
import Presentation
import PresentationConsole
import PresentationText
import RunLog
import StoreOpening

/// The root of the command line: parses the arguments against ``CommandList``, runs the
/// command with a ``CommandContext``, and turns a usage error into words on standard error
/// and exit status 64.
@MainActor
struct TripsCommand {
  /// The version `trips --version` prints.
  nonisolated static let version = "0.1.0"

  /// The time since the program's clock first read, on the system's forward-only clock.
  nonisolated static let sinceStart: @Sendable () -> Duration = {
    let start = ContinuousClock.now
    return { ContinuousClock.now - start }
  }()

  var arguments: [String]
  var environment: [String: String]
  var output: any TextOutput
  var errorOutput: any TextOutput
  var outputIsTerminal: Bool
  var inputIsTerminal = false
  /// Whether standard error is a terminal: `--log -` then ends with the timings.
  var errorOutputIsTerminal = false
  /// The time standard output spent in the system's `write` so far, for those timings.
  var timeWriting: @MainActor () -> Duration = { .zero }
  /// The system's time zone, asked for only when neither `--time-zone` nor `TZ` names one:
  /// finding it costs a read of the zone database.
  var systemTimeZone: @Sendable () -> TimeZone
  var now: @Sendable () -> Date
  /// A clock that only moves forward, for the times the log gives.
  var elapsed: @Sendable () -> Duration = TripsCommand.sinceStart
  /// The id the log's lines carry: new for each run.
  var runID: @Sendable () -> String = { UUID().uuidString.lowercased() }
  /// Opens the store: `StoreOpening.open(at:busyTimeout:reporting:)`, unless a test
  /// shares one in-memory store between runs.
  var openStore: StoreOpener = StoreOpening.open

  /// Runs the command and returns the process's exit status.
  ///
  /// With a log (`--log` or `TRIPS_LOG`), the command's line is written when it ends, and
  /// `--log -` on a terminal ends with the timings (``CommandLogging``). A log that cannot
  /// be written is told once, as a warning, and never changes the status.
  func run() async -> ExitStatus {
    let invocation: Invocation
    do {
      invocation = try Invocation.parse(arguments)
    } catch {
      // A usage error is logged too, when TRIPS_LOG asks for a log.
      let logging = openLog(option: GlobalOptions.log(in: arguments))
      let command = arguments.first { CommandList.names.contains($0) } ?? ""
      return finish(logging, command: command, status: usageError(error))
    }
    let logging = openLog(option: invocation.options.log)
    let status: ExitStatus
    let command: String
    switch invocation.action {
    case .printVersion:
      (command, status) = ("version", .success)
      output.write("trips \(Self.version)\n")
    case .help(let topic):
      (command, status) = ("help", .success)
      output.write(CommandList.help(for: topic))
    case .run(let chosen):
      command = type(of: chosen).configuration.name
      do {
        status = try await chosen.run(in: context(invocation.options, logging: logging))
      } catch {
        status = usageError(error)
      }
    }
    return finish(logging, command: command, status: status)
  }

  /// Says what is wrong with the command line, and returns status 64.
  private func usageError(_ error: UsageError) -> ExitStatus {
    let program = CommandList.program
    // A usage error repeats what was typed, so it is escaped like any other message.
    errorOutput.write(
      "error: " + TerminalText.escaped(error.message(locale, program: program)) + "\n")
    if let hint = error.hint(locale, program: program) {
      errorOutput.write("hint: " + TerminalText.escaped(hint) + "\n")
    }
    return .usage
  }

  /// The log `option` or `TRIPS_LOG` names, with a warning for each problem found.
  private func openLog(option: String?) -> CommandLogging? {
    let (logging, problems) = CommandLogging.open(
      option: option, environment: environment, clock: LogClock(now: now, elapsed: elapsed),
      runID: runID())
    for problem in problems { warn(problem) }
    return logging
  }

  /// Writes the command's line, then on a terminal the timings of `--log -`, then the
  /// warning of a log that could not be written.
  private func finish(_ logging: CommandLogging?, command: String, status: ExitStatus)
    -> ExitStatus
  {
    guard let logging else { return status }
    let showsTimings = logging.path == "-" && errorOutputIsTerminal
    // Written out first, so the time in all includes the last of the output.
    if showsTimings { output.flush() }
    let took = logging.finish(command: command, status: status)
    if showsTimings {
      let inStore = logging.timeInStore
      let writing = timeWriting()
      let strings = LocalizedStrings.trips(locale)
      errorOutput.write(
        "timings: "
          + strings.logTimings(
            total:
              Self.milliseconds(took), store: Self.milliseconds(inStore),
            formatting: Self.milliseconds(max(.zero, took - inStore - writing)),
            writing: Self.milliseconds(writing))
          + "\n")
    }
    // A log on standard error that failed would fail the warning too, and that failure would
    // change the exit status: the one thing a log must never do.
    if let failure = logging.log.writeFailure, logging.path != "-" {
      warn(.cannotWrite(path: logging.path, failure))
    }
    return status
  }

  private func warn(_ problem: CommandLogging.Problem) {
    let strings = LocalizedStrings.trips(locale)
    let text =
      switch problem {
      case .cannotWrite(let path, let failure):
        strings.logCannotWrite(path: path, reason: failure.reason)
      case .unknownLevel(let name): strings.logUnknownLevel(value: name)
      }
    errorOutput.write("warning: " + TerminalText.escaped(text) + "\n")
  }

  /// The locale of the messages, read from the arguments as typed, since they may not parse.
  private var locale: Locale {
    RegionSettings.locale(GlobalOptions.locale(in: arguments), environment: environment)
  }

  /// `duration` in whole milliseconds.
  private static func milliseconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    return String(seconds * 1000 + attoseconds / 1_000_000_000_000_000)
  }

  private func context(_ options: GlobalOptions, logging: CommandLogging?) -> CommandContext {
    CommandContext(
      options: options, environment: environment, output: output,
      errorOutput: errorOutput, outputIsTerminal: outputIsTerminal,
      inputIsTerminal: inputIsTerminal, systemTimeZone: systemTimeZone, now: now,
      openStore: openStore, logging: logging)
  }
}
