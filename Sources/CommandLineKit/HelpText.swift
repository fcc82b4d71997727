/// The help of a program and of each command, laid out the way swift-argument-parser lays out
/// help (OVERVIEW, USAGE, ARGUMENTS, OPTIONS, SUBCOMMANDS), built from the declarations and
/// wrapped to fit 80 columns.
public enum HelpText {
  /// The width help fits in.
  public static let width = 80
  /// The column where the help of an option or a command starts, counting from 0.
  static let helpColumn = 26

  /// The help of the program.
  ///
  /// - Parameter program: The program's options, commands and closing sections.
  public static func text(for program: CommandLineProgram) -> String {
    "OVERVIEW: \(program.overview)\n\n"
      + "USAGE: \(program.name) [<options>] <subcommand>\n\n"
      + section("OPTIONS", program.options.map { ($0.label, $0.help) })
      + section("SUBCOMMANDS", program.commands.map { ($0.name, $0.abstract) })
      + "  See '\(program.name) help <subcommand>' for detailed help.\n\n"
      + program.helpSections.map { title, text in
        "\(title):\n" + wrapped(text, width: width - 2).map { "  \($0)\n" }.joined()
      }.joined(separator: "\n")
  }

  /// The help of one command.
  ///
  /// - Parameters:
  ///   - command: The command.
  ///   - program: The program's name.
  ///   - options: The program's options to list after the command's own.
  public static func text(
    for command: CommandDefinition, program: String, options: [OptionDefinition]
  ) -> String {
    var text = "OVERVIEW: \(command.overview)\n\nUSAGE: \(command.synopsis(of: program))\n\n"
    if !command.arguments.isEmpty {
      text += section("ARGUMENTS", command.arguments.map { ("<\($0.name)>", $0.help) })
    }
    text += section("OPTIONS", (command.options + options).map { ($0.label, $0.help) })
    if let discussion = command.discussion {
      text += wrapped(discussion, width: width).map { $0 + "\n" }.joined()
    }
    return text
  }

  /// `text` in lines of at most `width` characters: each line is broken between words where
  /// it is longer, and a line that starts with a space (a command to type) is kept whole.
  ///
  /// - Parameters:
  ///   - text: Lines of text; a `\n` always starts a new line.
  ///   - width: The most characters a line may have.
  public static func wrapped(_ text: String, width: Int) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line in
      guard line.count > width, !line.hasPrefix(" ") else { return [String(line)] }
      var lines: [String] = []
      var current = ""
      for word in line.split(separator: " ") {
        if !current.isEmpty, current.count + 1 + word.count > width {
          lines.append(current)
          current = ""
        }
        current += (current.isEmpty ? "" : " ") + word
      }
      return lines + [current]
    }
  }

  /// A titled list of names and their help; the help starts in ``helpColumn`` and continues
  /// there on each of its lines.
  private static func section(_ title: String, _ rows: [(name: String, help: String)]) -> String {
    let indent = String(repeating: " ", count: helpColumn)
    let lines = rows.map { name, help in
      let helpLines = wrapped(help, width: width - helpColumn)
      let rest = helpLines.dropFirst().map { "\n" + indent + $0 }.joined()
      let first = helpLines.first ?? ""
      let gap = String(repeating: " ", count: max(2, helpColumn - 2 - name.count))
      let head =
        name.count > helpColumn - 4 ? "  \(name)\n" + indent + first : "  \(name)\(gap)\(first)"
      return head + rest
    }
    return "\(title):\n" + lines.joined(separator: "\n") + "\n\n"
  }
}
