import Application
import CommandLineKit
import Foundation
import Presentation
import PresentationConsole

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `trips` program: hands the process's arguments, environment and streams to
/// ``TripsCommand`` and exits with its status. The `trips` executable (`Sources/TripsMain`)
/// only calls ``main()``, so the command line is a library that tests and fuzz targets link.
@MainActor
public enum TripsProgram {
  /// Starts the command in a task on the main actor, then gives the main thread to the main
  /// run loop, which runs the main actor's jobs until the task ends the process.
  ///
  /// An `async` entry point would instead end in `dispatch_main()`, which on Linux exits the
  /// main thread — glibc loads the GCC runtime to unwind it — and leaves the main actor to a
  /// thread Dispatch starts; this way the main actor stays on the main thread.
  public static func main() {
    // A reader that closes the pipe early gives EPIPE, which ``WriteFailure`` handles, rather
    // than a signal that kills the process.
    signal(SIGPIPE, SIG_IGN)
    Task {
      let status = await run()
      exit(status.rawValue)
    }
    RunLoop.main.run()
    // The main run loop always has the main queue to serve, so it does not return; if it
    // ever did, Dispatch would serve the main actor instead of the process ending early.
    dispatchMain()
  }

  /// Runs the command in a task of its own, which a failed write cancels, so a list stops
  /// reading the store as soon as nobody can receive it; then settles the exit status with
  /// ``WriteFailure/outcome(status:output:errorOutput:)``.
  private static func run() async -> ExitStatus {
    let output = StandardStream.output()
    let errorOutput = StandardStream.error()
    let arguments = Array(CommandLine.arguments.dropFirst())
    let environment = processEnvironment()
    let command = TripsCommand(
      arguments: arguments,
      environment: environment,
      output: output,
      errorOutput: errorOutput,
      outputIsTerminal: output.isTerminal,
      inputIsTerminal: isatty(STDIN_FILENO) == 1,
      systemTimeZone: { TimeZone.current },
      now: { Date() })
    let running = Task { await command.run() }
    output.onFailure = { running.cancel() }
    errorOutput.onFailure = { running.cancel() }
    let status = await running.value
    output.flush()
    errorOutput.flush()
    let outcome = WriteFailure.outcome(
      status: status, output: output.failure, errorOutput: errorOutput.failure)
    if let report = outcome.report {
      let strings = LocalizedStrings(
        locale: DisplaySettings.locale(
          GlobalOptions.locale(in: arguments), environment: environment),
        tables: StringTables.table)
      errorOutput.write(
        "error: " + TerminalText.escaped(strings.outputFailed(report.reason)) + "\n")
      errorOutput.flush()
    }
    return outcome.status
  }

  /// The process's environment variables, read straight from `environ`.
  ///
  /// `ProcessInfo` would first gather facts about the process that `trips` never asks for,
  /// which costs more than a short command's own work (see BENCHMARKS.md). This is App's
  /// business, at the edge of the process: the layers are handed the dictionary. A variable
  /// without `=` is skipped; the first of two with the same name wins, as with `getenv`.
  private static func processEnvironment() -> [String: String] {
    var variables: [String: String] = [:]
    var entry = environ
    while let pointer = entry.pointee {
      entry += 1
      let scalars = String(cString: pointer).unicodeScalars
      // Split on the first `=` scalar: a name can end in a mark that joins the `=` into one
      // character.
      guard let equals = scalars.firstIndex(of: "=") else { continue }
      let name = String(scalars[..<equals])
      if variables[name] == nil {
        variables[name] = String(scalars[scalars.index(after: equals)...])
      }
    }
    return variables
  }
}
