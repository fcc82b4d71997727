import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory new-use-case <Name> --kind K`: writes a
/// new use case with its tests, command, registration, strings and golden help.
///
/// The plugin is a thin shell; the work is done by the `UseCaseGenerator` tool, which has tests
/// of its own. The plugin runs it, builds `trips` with the new command, and has the tool record
/// the golden texts from that program.
@main
struct NewUseCase: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let generator = try context.tool(named: "UseCaseGenerator").url
    let root = context.package.directoryURL.path
    let generated = try run(generator, ["generate", root] + arguments)
    guard generated.status == 0 else { throw Stop(status: generated.status) }
    guard let line = generated.output.split(separator: "\n").last, line.hasPrefix("command: ")
    else { return }  // --help
    let command = String(line.dropFirst("command: ".count))

    print("building trips to record the golden texts of '\(command)'…")
    let build = try packageManager.build(
      .product("trips"), parameters: .init(configuration: .debug, logging: .concise))
    guard build.succeeded,
      let trips = build.builtArtifacts.first(where: { $0.kind == .executable })
    else {
      print(build.logText)
      Diagnostics.error(
        "trips did not build with the new files; fix the error above, then record the goldens "
          + "with: TRIPS_RECORD_GOLDEN=1 swift test --filter "
          + "'HelpTextTests|CompletionScriptTests|ManualPageTests'")
      throw Stop(status: 1)
    }
    let recorded = try run(
      generator, ["record-goldens", root, "--trips", trips.url.path, "--command", command])
    guard recorded.status == 0 else { throw Stop(status: recorded.status) }
    print("next: fill in the use case and its tests, then run 'swift test'.")
  }

  /// Runs the generator, passing its output through, and returns its status and output.
  private func run(_ tool: URL, _ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let output = String(decoding: data, as: UTF8.self)
    print(output, terminator: "")
    return (process.terminationStatus, output)
  }
}

/// Ends the plugin with a failure whose reason has been printed already.
struct Stop: Error, CustomStringConvertible {
  /// The generator's exit status.
  let status: Int32

  var description: String { "new-use-case stopped (status \(status))" }
}
