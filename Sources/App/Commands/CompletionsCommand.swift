/// `trips completions bash|zsh|fish`: prints a script that teaches a shell to complete
/// `trips`'s commands, options and fixed option values.
struct CompletionsCommand: Command, Equatable {
  /// A shell that `trips` can write a completion script for.
  enum Shell: String, CaseIterable, Sendable {
    case bash
    case zsh
    case fish
  }

  static let shell = Argument.required(
    "shell", ValueKind<Shell>.choice("shell"), help: "bash, zsh or fish.")

  static let usesTheStore = false

  static let configuration = CommandConfiguration(
    name: "completions",
    abstract: "Print a shell completion script.",
    overview: "Print a script that completes trips's commands and options in a shell.",
    arguments: [Self.shell],
    formats: [.text],
    discussion: """
      Load it into the current bash with 'source <(trips completions bash)', or
      save it where the shell looks for completions:
        trips completions bash > ~/.local/share/bash-completion/completions/trips
        trips completions zsh > "${fpath[1]}/_trips"
        trips completions fish > ~/.config/fish/completions/trips.fish
      """,
    examples: [
      CommandExample(
        commandLine: "source <(trips completions bash)",
        explanation: "Complete trips in the current bash session.")
    ])

  /// The shell to write for.
  var shell: Shell

  init(shell: Shell) {
    self.shell = shell
  }

  init(parsing arguments: ParsedArguments) {
    shell = arguments[Self.shell]
  }

  @MainActor
  func run(in context: CommandContext) async throws(UsageError) -> ExitStatus {
    let commands = CommandList.commands
    let script: String
    switch shell {
    case .bash: script = BashCompletion.script(for: commands)
    case .zsh: script = ZshCompletion.script(for: commands)
    case .fish: script = FishCompletion.script(for: commands)
    }
    context.output.write(script)
    return .success
  }
}
