import CommandLineKit
import Testing

@testable import App

/// The examples every command shows in its help and the manual page, read as a person would
/// type them: each parses to its command, and writes back to the same command line.
@MainActor @Suite struct CommandExampleTests {
  /// Every command from the registry, so a new command is covered without editing this test.
  @Test func everyCommand_hasAnExample_andEachParsesToIt() throws {
    for command in CommandList.commands {
      let examples = CommandExamples.arguments(of: command)
      #expect(!examples.isEmpty, "\(command) has no example")
      for words in examples {
        let parsed = try Invocation.parse(words).command
        #expect(parsed.map { type(of: $0) == command } == true, "\(words)")
      }
    }
  }

  /// Each example of each command, read, written back as a command line and read again.
  @Test func everyExample_writtenBack_readsToTheSameValues() throws {
    for command in CommandList.commands {
      for arguments in CommandExamples.arguments(of: command) {
        let first = try #require(
          try CommandLineParser.read(arguments, program: CommandList.program).values)
        let written = first.commandLine(command.definition)
        let again = try #require(
          try CommandLineParser.read(written, program: CommandList.program).values)

        #expect(written.first == command.configuration.name)
        #expect(again.commandLine(command.definition) == written, "\(arguments)")
      }
    }
  }
}
