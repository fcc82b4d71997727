import CommandLineKit

/// The options every command accepts, before or after the command's name.
struct GlobalOptions: ParsableArguments {
  /// The store's path or address, `:memory:`, or `nil` for the environment's or the default.
  @Option(
    "--store", .file("path"),
    help: """
      The trip store: a postgresql:// address, a file
      ending in .json, :memory:, or an SQLite file.
      (default: TRIPS_STORE, else
      $XDG_DATA_HOME/trips/trips.sqlite)
      """)
  var store: String?

  /// A locale identifier such as `de_DE`.
  @Option(
    "--locale", .text("id"),
    help: """
      Words and formats, such as en_US or de_DE. (default:
      LC_ALL, LC_MESSAGES or LANG, else en_US)
      """)
  var locale: String?

  /// An IANA time zone name.
  @Option(
    "--time-zone", .text("id"),
    help: """
      The time zone for times, such as Europe/Amsterdam.
      (default: TZ, else the system's)
      """)
  var timeZone: String?

  /// Text, JSON, a calendar or a web page.
  @Option(
    "--format", .choice("format"),
    help: """
      text or json; ics or html for show and list.
      (default: text)
      """)
  var format: OutputFormat = .text

  /// When the console colours the departure time.
  @Option(
    "--color", .choice("when"),
    help: """
      auto, always or never. auto colours a terminal unless
      NO_COLOR is set. (default: auto)
      """)
  var color: ColorChoice = .auto

  /// A team store's own answers only, never its local copy's.
  @Flag(
    "--fresh-only",
    help: """
      Answer from a team store itself, never from its
      local copy. (default: TRIPS_FRESH_ONLY, else off)
      """)
  var freshOnly: Bool

  /// Where the run's log goes: a file, or `-` for standard error.
  @Option(
    "--log", .file("path"),
    help: """
      Write what the command did as JSON lines to a file,
      or - for standard error; TRIPS_LOG_LEVEL=debug adds
      pages and polls. (default: TRIPS_LOG, else none)
      """)
  var log: String?

  /// Whether only the version was asked for.
  @Flag("--version", help: "Show the version.") var version: Bool

  /// Whether help was asked for.
  @Flag("--help", shortName: "-h", help: "Show help information.") var help: Bool

}

extension GlobalOptions {
  /// The value of `--locale` if the arguments give it, found without parsing the rest, so
  /// that even a usage error can be explained in the language asked for.
  ///
  /// - Parameter arguments: The arguments, without the program's name.
  static func locale(in arguments: [String]) -> String? {
    CommandLineParser.value(of: GlobalOptions().$locale.definition.name, in: arguments)
  }

  /// The value of `--log` in `arguments` that could not be parsed, so that a usage error is
  /// logged where the command line asked.
  static func log(in arguments: [String]) -> String? {
    CommandLineParser.value(of: GlobalOptions().$log.definition.name, in: arguments)
  }
}
