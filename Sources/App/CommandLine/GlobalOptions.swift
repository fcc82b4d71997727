/// The options every command accepts, before or after the command's name.
struct GlobalOptions: Equatable, Sendable {
  /// `--store`: the store's path, `:memory:`, or `nil` for the environment's or the default.
  var store: String?
  /// `--locale`: a locale identifier such as `de_DE`.
  var locale: String?
  /// `--time-zone`: an IANA time zone name.
  var timeZone: String?
  /// `--format`: text or JSON.
  var format: OutputFormat = .text
  /// `--color`: when the console colours the departure time.
  var color: ColorChoice = .auto

  /// The global options as help, completions and the manual page show them, in that order.
  static let definitions: [OptionDefinition] = [
    .value(
      "--store", valueName: "path",
      help: """
        The trip store: a file ending in .json, :memory:,
        or an SQLite file. (default: TRIPS_STORE, else
        $XDG_DATA_HOME/trips/trips.sqlite)
        """,
      completion: .file),
    .value(
      "--locale", valueName: "id",
      help: """
        Words and formats, such as en_US or de_DE. (default:
        LC_ALL, LC_MESSAGES or LANG, else en_US)
        """),
    .value(
      "--time-zone", valueName: "id",
      help: """
        The time zone for times, such as Europe/Amsterdam.
        (default: TZ, else the system's)
        """),
    .value(
      "--format", valueName: "format", help: "text or json. (default: text)",
      allowedValues: OutputFormat.allCases.map(\.rawValue)),
    .value(
      "--color", valueName: "when",
      help: """
        auto, always or never. auto colours a terminal unless
        NO_COLOR is set. (default: auto)
        """,
      allowedValues: ColorChoice.allCases.map(\.rawValue)),
    .flag("--version", help: "Show the version."),
    .flag("--help", shortName: "-h", help: "Show help information."),
  ]

  /// The global option called `name`, long or short, if there is one.
  static func definition(named name: String) -> OptionDefinition? {
    definitions.first { $0.names.contains(name) }
  }

  /// Sets the option that takes a value; the parser has checked `value` against the
  /// option's allowed values.
  mutating func set(_ name: String, to value: String) {
    switch name {
    case "--store": store = value
    case "--locale": locale = value
    case "--time-zone": timeZone = value
    case "--format": format = OutputFormat(rawValue: value) ?? format
    case "--color": color = ColorChoice(rawValue: value) ?? color
    default: preconditionFailure("\(name) is not a global option with a value")
    }
  }
}
