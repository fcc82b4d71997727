import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `trips` executable: hands the process's arguments, environment and streams to
/// ``TripsCommand`` and exits with its status.
@main
@MainActor
enum Main {
  /// Starts the command in a task on the main actor, then gives the main thread to the main
  /// run loop, which runs the main actor's jobs until the task ends the process.
  ///
  /// An `async` entry point would instead end in `dispatch_main()`, which on Linux exits the
  /// main thread — glibc loads the GCC runtime to unwind it — and leaves the main actor to a
  /// thread Dispatch starts; this way the main actor stays on the main thread.
  static func main() {
    Task {
      let status = await run()
      exit(status.rawValue)
    }
    RunLoop.main.run()
    // The main run loop always has the main queue to serve, so it does not return; if it
    // ever did, Dispatch would serve the main actor instead of the process ending early.
    dispatchMain()
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
      environment: processEnvironment(),
      output: output,
      errorOutput: errorOutput,
      outputIsTerminal: output.isTerminal,
      inputIsTerminal: isatty(STDIN_FILENO) == 1,
      systemTimeZone: { TimeZone.current },
      now: { Date() })
    return await command.run()
  }

  /// The process's environment variables, read straight from `environ`.
  ///
  /// `ProcessInfo` would first gather facts about the process that `trips` never asks for,
  /// which costs more than a short command's own work. A variable without `=` is skipped; the
  /// first of two with the same name wins, as with `getenv`. The dictionary is sized for every
  /// entry before the first is added, so it is not grown and rehashed along the way.
  private static func processEnvironment() -> [String: String] {
    var count = 0
    while environ[count] != nil { count += 1 }
    var variables = [String: String](minimumCapacity: count)
    var entry = environ
    while let pointer = entry.pointee {
      let text = String(cString: pointer)
      if let equals = text.firstIndex(of: "=") {
        let name = String(text[..<equals])
        if variables[name] == nil {
          variables[name] = String(text[text.index(after: equals)...])
        }
      }
      entry += 1
    }
    return variables
  }
}
