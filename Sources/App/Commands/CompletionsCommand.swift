import CommandLineKit

/// `trips completions bash|zsh|fish`: prints a script that teaches a shell to complete
/// `trips`'s commands, options and fixed option values.
struct CompletionsCommand: Command {
  /// A shell that `trips` can write a completion script for.
  enum Shell: String, CaseIterable, Sendable {
    case bash
    case zsh
    case fish
  }

  static let usesTheStore = false
  static let formats: [OutputFormat] = [.text]

  static let configuration = CommandConfiguration(
    name: "completions",
    abstract: "Print a shell completion script.",
    overview: "Print a script that completes trips's commands and options in a shell.",
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
  @Argument("shell", .choice("shell"), help: "bash, zsh or fish.") var shell: Shell

  @MainActor
  func run(in context: CommandContext) async throws(UsageError) -> ExitStatus {
    let program = CommandList.program
    let script: String
    switch shell {
    case .bash: script = BashCompletion.script(for: program)
    case .zsh: script = ZshCompletion.script(for: program)
    case .fish: script = FishCompletion.script(for: program)
    }
    context.output.write(script)
    return .success
  }
}
