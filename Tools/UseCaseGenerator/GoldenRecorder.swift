import Foundation

/// Writes the golden files of a new command from the `trips` program just built: its help,
/// and the texts that list every command (the main help, the completion scripts, the manual
/// page).
///
/// They are what the golden tests compare `trips` with, so they are recorded the way
/// `TRIPS_RECORD_GOLDEN=1 swift test` would record them; the diff shows a reviewer the new
/// command everywhere a person meets it.
struct GoldenRecorder {
  /// The package's folder.
  let root: URL
  /// The `trips` program to run.
  let trips: URL

  /// The golden files and the arguments of `trips` that print them.
  static func goldens(forCommand command: String) -> [(file: String, arguments: [String])] {
    [
      ("help-\(command).txt", ["help", command]),
      ("help-main.txt", ["help"]),
      ("completions.bash", ["completions", "bash"]),
      ("completions.zsh", ["completions", "zsh"]),
      ("completions.fish", ["completions", "fish"]),
      ("trips.1", ["manual"]),
    ]
  }

  /// Records the golden files of `command`.
  ///
  /// - Parameter command: The new command's name.
  /// - Returns: The paths written, relative to the package's folder.
  /// - Throws: ``GeneratorError/io(_:hint:)`` when `trips` fails or a file cannot be written.
  func record(command: String) throws(GeneratorError) -> [String] {
    var written: [String] = []
    for (file, arguments) in Self.goldens(forCommand: command) {
      let text = try output(of: arguments)
      let path = "Tests/AppTests/Golden/\(file)"
      do {
        try PackageFolder.replaceFile(root.appendingPathComponent(path), with: text)
      } catch {
        throw .io(
          "\(path) cannot be written (\(error.localizedDescription))",
          hint: "Check that the package's folder can be written.")
      }
      written.append(path)
    }
    return written
  }

  private func output(of arguments: [String]) throws(GeneratorError) -> String {
    let process = Process()
    process.executableURL = trips
    process.arguments = ["--color", "never"] + arguments
    process.environment = ["LANG": "en_US.UTF-8", "TZ": "UTC"]
    let pipe = Pipe()
    process.standardOutput = pipe
    do {
      try process.run()
    } catch {
      throw .io(
        "\(trips.path) cannot be run (\(error.localizedDescription))",
        hint: "Build it with 'swift build --product trips'.")
    }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw .io(
        "'trips \(arguments.joined(separator: " "))' exited with status "
          + "\(process.terminationStatus)",
        hint: "Run it by hand to see why; the new command's files are written.")
    }
    return String(decoding: data, as: UTF8.self)
  }
}
