import CommandLineKit
import Foundation
import Testing

@testable import App

/// The completion scripts: pinned to golden files, and loaded into the real shells to check
/// what they offer. A shell that is not installed is skipped with a note; `.ci/run` installs
/// all three.
@MainActor @Suite struct CompletionScriptTests {
  private let commands = CommandList.commands
  private let program = CommandList.program

  @Test func bash_matchesTheGoldenScript() throws {
    try Golden.folder.expect(BashCompletion.script(for: program), matches: "completions.bash")
  }

  @Test func zsh_matchesTheGoldenScript() throws {
    try Golden.folder.expect(ZshCompletion.script(for: program), matches: "completions.zsh")
  }

  @Test func fish_matchesTheGoldenScript() throws {
    try Golden.folder.expect(FishCompletion.script(for: program), matches: "completions.fish")
  }

  /// What bash offers for the words typed so far, the last being the word being completed.
  private func bashCompletions(_ words: [String]) throws -> [String] {
    let bash = try #require(Shell("bash"), "bash is not installed")
    let script = BashCompletion.script(for: program)
    let quoted = words.map { "'\($0)'" }.joined(separator: " ")
    let run = try bash.run([
      "-c",
      script + "\nCOMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _trips; "
        + "printf '%s\\n' \"${COMPREPLY[@]}\"",
    ])
    #expect(run.error == "")
    return run.output.split(separator: "\n").map(String.init)
  }

  @Test(
    arguments: [
      (["trips", "--format", ""], ["text", "json", "ics", "html"]),
      (["trips", "--color", "a"], ["auto", "always"]),
      (["trips", "list", "--a"], ["--all"]),
      (["trips", "depart", "1", "--d"], ["--delay"]),
      (["trips", "help", "show", ""], []),
      (["trips", "completions", ""], ["bash", "zsh", "fish"]),
      (["trips", "show", "--lo"], ["--locale", "--log"]),
      (["trips", "add", "--departure", ""], []),
    ] as [([String], [String])])
  func bash_offersWhatFitsTheWordsBefore(words: [String], expected: [String]) throws {
    #expect(try bashCompletions(words) == expected)
  }

  /// The commands come from the registry, so a new command is expected without editing this.
  @Test(arguments: ["sh", "d", "li", "w"])
  func bash_offersTheCommandsThatStartWithWhatIsTyped(prefix: String) throws {
    let expected = CommandList.names.filter { $0.hasPrefix(prefix) }

    #expect(!expected.isEmpty)
    #expect(try bashCompletions(["trips", prefix]) == expected)
    #expect(try bashCompletions(["trips", "--store", "x.json", prefix]) == expected)
    #expect(try bashCompletions(["trips", "help", prefix]) == expected)
  }

  @Test func fish_offersCommandsOptionsAndValues() throws {
    guard let fish = Shell("fish") else {
      print("note: fish is not installed; its completion script was checked as text only")
      return
    }
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("trips-\(UUID().uuidString).fish")
    try FishCompletion.script(for: program).write(to: file, atomically: false, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }

    let run = try fish.run([
      "--no-config", "-c",
      "source \(file.path); complete -C 'trips sh'; complete -C 'trips --format '; "
        + "complete -C 'trips list --a'; complete -C 'trips completions z'",
    ])

    #expect(run.error == "")
    // fish lists the candidates sorted by name, whatever order the commands are registered in.
    let commands = CommandList.commands.map { $0.configuration }
      .filter { $0.name.hasPrefix("sh") }.sorted { $0.name < $1.name }
      .map { "\($0.name)\t\($0.abstract)\n" }.joined()
    #expect(
      run.output == commands + """
        html\ttext or json; ics or html for show and list.
        ics\ttext or json; ics or html for show and list.
        json\ttext or json; ics or html for show and list.
        text\ttext or json; ics or html for show and list.
        --all\tInclude trips that have already arrived.
        zsh

        """)
  }

  @Test func zsh_acceptsTheScript() throws {
    guard let zsh = Shell("zsh") else {
      print("note: zsh is not installed; its completion script was checked as text only")
      return
    }

    let run = try zsh.run(["-n", "-c", ZshCompletion.script(for: program)])

    #expect(run.status == 0)
    #expect(run.error == "")
  }

  @Test func everyScript_namesEveryCommandAndEveryOption() {
    let scripts = [
      BashCompletion.script(for: program), ZshCompletion.script(for: program),
      FishCompletion.script(for: program),
    ]
    let options = (GlobalOptions.options + commands.flatMap { $0.definition.options })
      .map(\.name)

    for script in scripts {
      for name in CommandList.names { #expect(script.contains(name)) }
      for option in options {
        #expect(script.contains(option) || script.contains("-l \(option.dropFirst(2))"))
      }
    }
  }
}
