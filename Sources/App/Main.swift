import Foundation

/// The `trips` executable: hands the process's arguments, environment and streams to
/// ``TripsCommand`` and exits with its status.
@main
@MainActor
enum Main {
  static func main() async {
    let status = await run()
    exit(status.rawValue)
  }

  private static func run() async -> ExitStatus {
    let output = StandardStream.output()
    let errorOutput = StandardStream.error()
    defer {
      output.flush()
      errorOutput.flush()
    }
    let command = TripsCommand(
      arguments: Array(CommandLine.arguments.dropFirst()),
      environment: ProcessInfo.processInfo.environment,
      output: output,
      errorOutput: errorOutput,
      outputIsTerminal: output.isTerminal,
      inputIsTerminal: isatty(STDIN_FILENO) == 1,
      systemTimeZone: TimeZone.current,
      now: { Date() })
    return await command.run()
  }
}
