import CommandLineKit
import Foundation
import Testing

@testable import App

/// The list of commands is the one registration: every command type in `Commands/` is on it,
/// once, under a name of its own, and nothing else in App names a command.
@MainActor @Suite struct CommandListTests {
  private static let app = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/App")

  private static func sources(in folder: String) throws -> [(name: String, text: String)] {
    let directory = app.appendingPathComponent(folder)
    return try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasSuffix(".swift") }.sorted()
      .map { ($0, try String(contentsOf: directory.appendingPathComponent($0), encoding: .utf8)) }
  }

  @Test func namesAreUnique() {
    #expect(Set(CommandList.names).count == CommandList.names.count)
  }

  @Test func everyCommandTypeInCommands_isOnTheList_inAFileNamedAfterIt() throws {
    let listed = Set(CommandList.commands.map { String(describing: $0) })
    let declared = try Self.sources(in: "Commands").compactMap { file -> String? in
      guard let match = file.text.firstMatch(of: #/struct (\w+): Command\b/#) else { return nil }
      #expect(file.name == "\(match.1).swift")
      return String(match.1)
    }

    #expect(Set(declared) == listed)
  }

  @Test func noCodeOutsideACommandsOwnFile_matchesOnItsName() throws {
    let files =
      try ["", "Arguments"].flatMap { try Self.sources(in: $0) }
      + Self.sources(in: "Commands").filter { $0.name != "CommandList.swift" }

    for name in CommandList.names {
      let owner = "\(CommandList.commands.first { $0.configuration.name == name }!).swift"
      for file in files where file.name != owner {
        #expect(!file.text.contains("case \"\(name)\""), "\(file.name) switches on '\(name)'")
        #expect(!file.text.contains("== \"\(name)\""), "\(file.name) compares with '\(name)'")
      }
    }
  }
}
