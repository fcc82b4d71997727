/// The help of `trips` and of each command, laid out the way swift-argument-parser lays out
/// help (OVERVIEW, USAGE, ARGUMENTS, OPTIONS, SUBCOMMANDS), written by hand because the
/// package takes no dependencies.
enum HelpText {
  static let version = "0.1.0"

  static func text(for topic: CommandName?) -> String {
    guard let topic else { return main }
    switch topic {
    case .demo:
      return command(
        overview: "Store the sample trip unless it is there already, and show it.",
        usage: "trips demo [<options>]",
        details: """
          The sample is the trip of the original trip screen: it departs
          2015-10-09T13:09:53Z, arrives 2015-10-09T13:26:33Z and left 5 minutes
          late. Running the demo again shows the same stored trip.
          """)
    case .show:
      return command(
        overview: "Show one trip as a card.",
        usage: "trips show <id> [<options>]",
        arguments: [("<id>", "The number of the trip; 'trips list --all' shows it.")])
    case .list:
      return command(
        overview: "List trips in departure order, one per line.",
        usage: "trips list [--all] [<options>]",
        options: [("--all", "Include trips that have already arrived.")],
        details: "Without --all, only trips that have not yet arrived are listed.")
    case .add:
      return command(
        overview: "Plan a new trip and show it with the number it was given.",
        usage: "trips add --departure <time> --arrival <time>\n"
          + "                 [--from <name>] [--to <name>]",
        options: [
          ("--departure <time>", "When the trip is scheduled to leave."),
          ("--arrival <time>", "When the trip is scheduled to arrive; after the"),
          ("", "departure."),
          ("--from <name>", "Where the trip starts (1 to 100 characters)."),
          ("--to <name>", "Where the trip goes (1 to 100 characters)."),
        ],
        details: timeForms)
    case .depart:
      return command(
        overview: "Record when a trip really left, and show it again.",
        usage: "trips depart <id> (--at <time> | --delay <minutes>)",
        arguments: [("<id>", "The number of the trip.")],
        options: [
          ("--at <time>", "The moment the trip left."),
          ("--delay <minutes>", "Minutes after the scheduled departure; 0 is on time,"),
          ("", "a negative number an early start."),
        ],
        details: timeForms)
    case .remove:
      return command(
        overview: "Remove a trip. Its number is never given to another trip.",
        usage: "trips remove <id> [<options>]",
        arguments: [("<id>", "The number of the trip.")])
    case .watch:
      return command(
        overview: "Keep a trip's card on screen and redraw it when the trip changes.",
        usage: "trips watch <id> [<options>]",
        arguments: [("<id>", "The number of the trip.")],
        details: """
          On a terminal the card is redrawn in place, and keys change the trip:
          + and - move the actual departure by a minute, 0 records an on-time
          departure, q or Ctrl-C quits. In a pipe, each change prints a new card
          after a blank line. Changes made by other commands, such as
          'trips depart 1 --delay 7' in another terminal, appear within a second.
          If the trip is removed, watch says so and exits with status 1.
          """)
    case .help:
      return command(
        overview: "Show help for trips or one of its subcommands.",
        usage: "trips help [<subcommand>]",
        arguments: [("<subcommand>", "The subcommand to explain.")])
    }
  }

  private static let timeForms = """
    A <time> is ISO 8601 with an offset, such as 2015-10-09T15:09:53+02:00 or
    2015-10-09T13:09:53Z, or a local 'YYYY-MM-DD HH:MM' read in the time zone
    (--time-zone, else TZ, else the system's).
    """

  private static let globalOptions: [(String, String)] = [
    ("--store <path>", "The trip store: a file ending in .json, :memory:,"),
    ("", "or an SQLite file. (default: TRIPS_STORE, else"),
    ("", "$XDG_DATA_HOME/trips/trips.sqlite)"),
    ("--locale <id>", "Words and formats, such as en_US or de_DE. (default:"),
    ("", "LC_ALL, LC_MESSAGES or LANG, else en_US)"),
    ("--time-zone <id>", "The time zone for times, such as Europe/Amsterdam."),
    ("", "(default: TZ, else the system's)"),
    ("--format <format>", "text or json. (default: text)"),
    ("--color <when>", "auto, always or never. auto colours a terminal unless"),
    ("", "NO_COLOR is set. (default: auto)"),
    ("--version", "Show the version."),
    ("-h, --help", "Show help information."),
  ]

  private static let subcommands: [(String, String)] = [
    ("demo", "Store the sample trip if needed and show it."),
    ("show", "Show one trip as a card."),
    ("list", "List upcoming trips, or all of them."),
    ("add", "Plan a new trip."),
    ("depart", "Record when a trip really left."),
    ("remove", "Remove a trip."),
    ("watch", "Keep a trip on screen as it changes."),
    ("help", "Show help for a subcommand."),
  ]

  private static let main =
    "OVERVIEW: Plan trips, and see when they leave and arrive and how late they are.\n\n"
    + "USAGE: trips [<options>] <subcommand>\n\n"
    + section("OPTIONS", globalOptions)
    + section("SUBCOMMANDS", subcommands)
    + "  See 'trips help <subcommand>' for detailed help.\n\n"
    + "EXIT STATUS:\n"
    + "  0 success, 1 no such trip or request refused, 64 usage error,\n"
    + "  74 the store cannot be read or written.\n"

  private static func command(
    overview: String, usage: String, arguments: [(String, String)] = [],
    options: [(String, String)] = [], details: String? = nil
  ) -> String {
    var text = "OVERVIEW: \(overview)\n\nUSAGE: \(usage)\n\n"
    if !arguments.isEmpty { text += section("ARGUMENTS", arguments) }
    text += section("OPTIONS", options + globalOptions)
    if let details { text += details + "\n" }
    return text
  }

  private static func section(_ title: String, _ rows: [(String, String)]) -> String {
    let lines = rows.map { name, summary in
      let gap = String(repeating: " ", count: max(2, 24 - name.count))
      return name.count > 22
        ? "  \(name)\n" + String(repeating: " ", count: 26) + summary
        : "  \(name)\(gap)\(summary)"
    }
    return "\(title):\n" + lines.joined(separator: "\n") + "\n\n"
  }
}
