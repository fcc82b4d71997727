import Foundation
import IntegrationTestSupport
import Testing

@testable import UseCaseGenerator

/// The generator's command line: statuses, and what goes to which stream.
@Suite struct GeneratorCommandLineTests {
  private struct Run: Equatable {
    var status: Int32
    var output = ""
    var error = ""
  }

  private func run(_ arguments: [String]) -> Run {
    var output = ""
    var error = ""
    let status = GeneratorCommandLine.run(
      arguments, output: { output += $0 }, errorOutput: { error += $0 })
    return Run(status: status, output: output, error: error)
  }

  @Test func help_printsTheUsage_andSucceeds() {
    let result = run(["generate", "/tmp", "--help"])

    #expect(result == Run(status: 0, output: GeneratorCommandLine.usage + "\n"))
  }

  @Test(
    arguments: [
      (["generate", "/p", "EditTrip"], "error: missing '--kind'"),
      (["generate", "/p", "--kind", "show"], "error: give one name"),
      (
        ["generate", "/p", "EditTrip", "--kind", "show", "--kind", "list"],
        "error: option '--kind' is given more than once"
      ),
      (["generate", "/p", "EditTrip", "--kind"], "error: missing value for '--kind'"),
      (["generate", "/p", "EditTrip", "--sort", "x"], "error: unknown option '--sort'"),
      (["publish", "/p"], "error: unknown step 'publish'"),
      (
        ["record-goldens", "/p", "--command", "edit"],
        "error: 'record-goldens' needs '--trips PATH' and '--command NAME'"
      ),
      (
        ["generate", "/p", "edit", "--kind", "show"], "error: 'edit' is not an UpperCamelCase name"
      ),
    ] as [([String], String)])
  func aBadCommandLine_exits64_withTheErrorOnStandardError(arguments: [String], firstLine: String) {
    let result = run(arguments)

    #expect(result.status == 64)
    #expect(result.output == "")
    #expect(result.error.split(separator: "\n").first.map(String.init) == firstLine)
  }

  @Test func generate_printsThePathsWritten_thenTheCommandName() throws {
    let directory = TemporaryDirectory()
    for (path, text) in [
      (PackageFolder.commandList, "  [\n    CompletionsCommand.self,\n  ]\n"),
      (PackageFolder.englishStrings, ""),
    ] {
      let url = URL(fileURLWithPath: directory.file(path))
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }

    let result = run(["generate", directory.path, "ShowRoute", "--kind", "show"])

    #expect(
      result
        == Run(
          status: 0,
          output: """
            wrote Sources/Application/ShowRoute.swift
            wrote Tests/ApplicationTests/ShowRouteTests.swift
            wrote Sources/App/Commands/ShowRouteCommand.swift
            wrote Sources/App/Commands/CommandList.swift
            command: show-route

            """))
  }

  @Test func recordGoldens_withAProgramThatCannotRun_isAnIOError() {
    let directory = TemporaryDirectory()

    let result = run([
      "record-goldens", directory.path, "--trips", directory.file("missing"), "--command", "edit",
    ])

    #expect(result.status == 74)
    #expect(result.error.hasPrefix("error: \(directory.file("missing")) cannot be run"))
  }
}
