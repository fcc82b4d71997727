/// The help of `trips` and of each command, laid out the way swift-argument-parser lays out
/// help (OVERVIEW, USAGE, ARGUMENTS, OPTIONS, SUBCOMMANDS) and built from the commands'
/// ``CommandConfiguration``s.
enum HelpText {
  /// The help of `trips` itself when `topic` is `nil`, else of that command.
  static func text(
    for topic: (any Command.Type)?, commands: [any Command.Type] = CommandList.commands
  )
    -> String
  {
    guard let topic else { return main(commands) }
    let configuration = topic.configuration
    var text = "OVERVIEW: \(configuration.overview)\n\nUSAGE: \(configuration.synopsis)\n\n"
    if !configuration.arguments.isEmpty {
      text += section("ARGUMENTS", configuration.arguments.map { ("<\($0.name)>", $0.help) })
    }
    // A command that writes one format only does not offer --format.
    let globals = GlobalOptions.definitions.filter {
      $0.name != GlobalOptions.format.definition.name || configuration.formats.count > 1
    }
    text += section(
      "OPTIONS", (configuration.options + globals).map { ($0.label, $0.help) })
    if let discussion = configuration.discussion { text += discussion + "\n" }
    return text
  }

  /// What `EXIT STATUS` says in the main help and the manual page.
  static let exitStatus = """
    0 success, 1 no such trip, request refused or trip changed elsewhere,
    64 usage error, 74 the store cannot be read or written, 75 the store is in
    use by another program or cannot be reached (try again; the message says
    when to look first), 77 the store refused access.
    """

  private static func main(_ commands: [any Command.Type]) -> String {
    "OVERVIEW: Plan trips, and see when they leave and arrive and how late they are.\n\n"
      + "USAGE: trips [<options>] <subcommand>\n\n"
      + section("OPTIONS", GlobalOptions.definitions.map { ($0.label, $0.help) })
      + section(
        "SUBCOMMANDS", commands.map { ($0.configuration.name, $0.configuration.abstract) })
      + "  See 'trips help <subcommand>' for detailed help.\n\n"
      + "EXIT STATUS:\n"
      + exitStatus.split(separator: "\n").map { "  \($0)\n" }.joined()
  }

  /// A titled list of names and their help; the help starts in column 27 and continues
  /// there on each of its lines.
  private static func section(_ title: String, _ rows: [(name: String, help: String)]) -> String {
    let indent = String(repeating: " ", count: 26)
    let lines = rows.map { name, help in
      let helpLines = help.split(separator: "\n", omittingEmptySubsequences: false)
      let rest = helpLines.dropFirst().map { "\n" + indent + $0 }.joined()
      let first = helpLines.first ?? ""
      let gap = String(repeating: " ", count: max(2, 24 - name.count))
      let head =
        name.count > 22 ? "  \(name)\n" + indent + first : "  \(name)\(gap)\(first)"
      return head + rest
    }
    return "\(title):\n" + lines.joined(separator: "\n") + "\n\n"
  }
}
