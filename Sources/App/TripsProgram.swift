import Application
import CommandLineKit
import ConsoleTerminal
import Foundation
import Localization
import Presentation
import PresentationConsole
import PresentationText
import StoreOpening

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
  /// ``ExitStatus/settled(_:output:errorOutput:)``.
  private static func run() async -> ExitStatus {
    let output = StandardStream.output()
    let errorOutput = StandardStream.error()
    let arguments = Array(CommandLine.arguments.dropFirst())
    let environment = ProcessEnvironment.variables()
    // The time spent writing the output, for the timings `--log -` ends with on a terminal.
    output.elapsed = TripsCommand.sinceStart
    let command = TripsCommand(
      arguments: arguments,
      environment: environment,
      output: output,
      errorOutput: errorOutput,
      outputIsTerminal: output.isTerminal,
      inputIsTerminal: isatty(STDIN_FILENO) == 1,
      errorOutputIsTerminal: errorOutput.isTerminal,
      timeWriting: { output.timeWriting },
      systemTimeZone: { TimeZone.current },
      now: { Date() })
    let running = Task { await command.run() }
    output.onFailure = { running.cancel() }
    errorOutput.onFailure = { running.cancel() }
    let status = await running.value
    output.flush()
    errorOutput.flush()
    let outcome = ExitStatus.settled(
      status, output: output.failure, errorOutput: errorOutput.failure)
    if let report = outcome.report {
      let strings = LocalizedStrings(
        locale: RegionSettings.locale(
          GlobalOptions.locale(in: arguments), environment: environment),
        tables: StringTables.table)
      errorOutput.write(
        "error: " + TerminalText.escaped(strings.outputFailed(reason: report.reason)) + "\n")
      errorOutput.flush()
    }
    return outcome.status
  }
}

extension StandardStream: TextOutput {}
