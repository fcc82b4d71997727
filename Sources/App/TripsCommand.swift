import Application
import CommandLineKit
import Foundation
import Presentation
import PresentationConsole

/// The root of the command line: parses the arguments against ``CommandList``, runs the
/// command with a ``CommandContext``, and turns a usage error into words on standard error
/// and exit status 64.
@MainActor
struct TripsCommand {
  /// The version `trips --version` prints.
  nonisolated static let version = "0.1.0"

  var arguments: [String]
  var environment: [String: String]
  var output: any TextOutput
  var errorOutput: any TextOutput
  var outputIsTerminal: Bool
  var inputIsTerminal = false
  /// The system's time zone, asked for only when neither `--time-zone` nor `TZ` names one:
  /// finding it costs a read of the zone database.
  var systemTimeZone: @Sendable () -> TimeZone
  var now: @Sendable () -> Date
  /// Opens the store: ``Composition/openStore(at:busyTimeout:)``, unless a test shares one
  /// in-memory store between runs.
  var openStore: StoreOpener = Composition.openStore

  /// Runs the command and returns the process's exit status.
  func run() async -> ExitStatus {
    do {
      let invocation = try Invocation.parse(arguments)
      switch invocation.action {
      case .printVersion:
        output.write("trips \(Self.version)\n")
        return .success
      case .help(let topic):
        output.write(CommandList.help(for: topic))
        return .success
      case .run(let command):
        return try await command.run(in: context(invocation.options))
      }
    } catch {
      let locale = DisplaySettings.locale(
        GlobalOptions.locale(in: arguments), environment: environment)
      let program = CommandList.program
      // A usage error repeats what was typed, so it is escaped like any other message.
      errorOutput.write(
        "error: " + TerminalText.escaped(error.message(locale, program: program)) + "\n")
      if let hint = error.hint(locale, program: program) {
        errorOutput.write("hint: " + TerminalText.escaped(hint) + "\n")
      }
      return .usage
    }
  }

  private func context(_ options: GlobalOptions) -> CommandContext {
    CommandContext(
      options: options, environment: environment, output: output, errorOutput: errorOutput,
      outputIsTerminal: outputIsTerminal, inputIsTerminal: inputIsTerminal,
      systemTimeZone: systemTimeZone, now: now, openStore: openStore)
  }
}
