import Foundation
import IntegrationTestSupport
import LessonTestSupport

/// What one run of the built `trips` binary printed and how it exited.
struct TripsRun {
  let status: Int32
  let output: String
  let error: String
}

/// Runs the built `trips` binary with a fixed, minimal environment: a private home folder,
/// American English, Amsterdam time, and no terminal, so output never depends on the machine.
struct TripsProcess {
  let home = TemporaryDirectory()
  var environment: [String: String] = [:]

  var baseEnvironment: [String: String] {
    ["HOME": home.path, "LANG": "en_US.UTF-8", "TZ": "Europe/Amsterdam", "PATH": "/usr/bin:/bin"]
      .merging(environment) { $1 }
  }

  /// The default store's path under the private home folder.
  var defaultStore: String { home.file(".local/share/trips/trips.sqlite") }

  @discardableResult
  func run(_ arguments: String...) throws -> TripsRun {
    try run(arguments)
  }

  func run(_ arguments: [String]) throws -> TripsRun {
    try launch(BuiltProducts.executable("trips"), arguments, environment: baseEnvironment)
  }

  /// Runs `script` in bash with the same environment, and `$TRIPS` naming the built binary,
  /// for what needs a shell: `/dev/full`, a pipe a reader closes early.
  ///
  /// - Parameters:
  ///   - script: The script; `arguments` are its `$0`, `$1` and so on.
  ///   - arguments: Values handed to the script without quoting.
  /// - Returns: What bash printed and its exit status.
  @discardableResult
  func runInShell(_ script: String, arguments: [String] = []) throws -> TripsRun {
    try launch(
      "/bin/bash", ["-c", script] + arguments,
      environment: baseEnvironment.merging(["TRIPS": BuiltProducts.executable("trips")]) { $1 })
  }

  /// Runs `executable` to its end with standard input from `/dev/null`, and collects what it
  /// printed.
  private func launch(_ executable: String, _ arguments: [String], environment: [String: String])
    throws -> TripsRun
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.environment = environment
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return TripsRun(
      status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
      error: String(decoding: errorData, as: UTF8.self))
  }
}
