import Foundation

/// Runs a shell, if the machine has it, for the tests that load a completion script into the
/// real thing.
struct Shell {
  /// The shell's path.
  let path: String

  /// The shell called `name` in `/usr/bin` or `/bin`, or `nil` when it is not installed.
  init?(_ name: String) {
    guard
      let path = ["/usr/bin/\(name)", "/bin/\(name)"].first(where: {
        FileManager.default.isExecutableFile(atPath: $0)
      })
    else { return nil }
    self.path = path
  }

  /// Runs `arguments` and returns what the shell wrote to standard output and to standard
  /// error, and its exit status.
  func run(_ arguments: [String]) throws -> (output: String, error: String, status: Int32) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    process.environment = ["PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory(), "LANG": "C"]
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      String(decoding: outputData, as: UTF8.self), String(decoding: errorData, as: UTF8.self),
      process.terminationStatus
    )
  }
}
