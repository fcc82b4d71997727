/// The options every command accepts, before or after the command's name.
struct GlobalOptions: Equatable, Sendable {
  /// `--store`: the store's path, `:memory:`, or `nil` for the environment's or the default.
  var store: String?
  /// `--locale`: a locale identifier such as `de_DE`.
  var locale: String?
  /// `--time-zone`: an IANA time zone name.
  var timeZone: String?
  /// `--format`: text, JSON, a calendar or a web page.
  var format: OutputFormat = .text
  /// `--color`: when the console colours the departure time.
  var color: ColorChoice = .auto
  /// `--fresh-only`: a team store's own answers only, never its local copy's.
  var freshOnly = false

  static let store = Option.optional(
    "--store", .path,
    help: """
      The trip store: a postgresql:// address, a file
      ending in .json, :memory:, or an SQLite file.
      (default: TRIPS_STORE, else
      $XDG_DATA_HOME/trips/trips.sqlite)
      """)
  static let locale = Option.optional(
    "--locale", .identifier,
    help: """
      Words and formats, such as en_US or de_DE. (default:
      LC_ALL, LC_MESSAGES or LANG, else en_US)
      """)
  static let timeZone = Option.optional(
    "--time-zone", .identifier,
    help: """
      The time zone for times, such as Europe/Amsterdam.
      (default: TZ, else the system's)
      """)
  static let format = Option.optional(
    "--format", ValueKind<OutputFormat>.choice("format"),
    help: """
      text or json; ics or html for show and list.
      (default: text)
      """)
  static let color = Option.optional(
    "--color", ValueKind<ColorChoice>.choice("when"),
    help: """
      auto, always or never. auto colours a terminal unless
      NO_COLOR is set. (default: auto)
      """)
  static let freshOnly = Option.flag(
    "--fresh-only",
    help: """
      Answer from a team store itself, never from its
      local copy. (default: TRIPS_FRESH_ONLY, else off)
      """)
  static let version = Option.flag("--version", help: "Show the version.")
  static let help = Option.flag("--help", shortName: "-h", help: "Show help information.")

  /// The global options as help, completions and the manual page show them, in that order.
  static let definitions: [OptionDefinition] = [
    store, locale, timeZone, format, color, freshOnly, version, help,
  ].map { (option: any OptionDeclaration) in option.definition }

  /// The global option called `name`, long or short, if there is one.
  static func definition(named name: String) -> OptionDefinition? {
    definitions.first { $0.names.contains(name) }
  }
}

extension GlobalOptions {
  /// The options as the parser read them.
  init(_ arguments: ParsedArguments) {
    store = arguments[Self.store]
    freshOnly = arguments[Self.freshOnly]
    locale = arguments[Self.locale]
    timeZone = arguments[Self.timeZone]
    format = arguments[Self.format] ?? .text
    color = arguments[Self.color] ?? .auto
  }
}
