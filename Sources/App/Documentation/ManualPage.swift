/// The manual page of `trips`, section 1, in roff with the `man` macros, written from the
/// commands' configurations.
///
/// Install it with `trips manual > ~/.local/share/man/man1/trips.1`, or read it with
/// `trips manual | man -l -`.
enum ManualPage {
  /// The page for `commands`.
  static func text(for commands: [any Command.Type]) -> String {
    var page = """
      .\\" The manual page of trips, written by 'trips manual'.
      .TH TRIPS 1 "" "trips \(TripsCommand.version)" "User Commands"
      .nh
      .ad l
      .SH NAME
      trips \\- plan trips, and see when they leave and arrive and how late they are
      .SH SYNOPSIS
      .B trips
      .RI [ options ]
      .I command
      .RI [ arguments ]
      .SH DESCRIPTION
      .B trips
      keeps planned trips in a store and shows each as a card: the date, the departure and
      arrival times, the duration and, when the trip left late, the delay, with the departure
      time in red.
      Words, dates and times follow the locale and the time zone; results can be written as
      text or as JSON.
      .SH COMMANDS

      """
    for command in commands {
      page += commandSection(command.configuration)
    }
    page += ".SH OPTIONS\nThese options are accepted before or after any command.\n"
    for option in GlobalOptions.definitions {
      page += optionItem(option)
    }
    page += """
      .SH ENVIRONMENT
      .TP
      .B TRIPS_STORE
      The store when \\fB\\-\\-store\\fR is not given: a \\fBpostgresql://\\fR or
      \\fBpostgres://\\fR address, a file ending in .json, \\fB:memory:\\fR, or an SQLite file.
      .TP
      .BR PGUSER ", " PGPASSFILE ", " PGSERVICE ", " PGCONNECT_TIMEOUT
      With a PostgreSQL store, libpq reads these and the other standard \\fBPG\\fR variables.
      A server that does not answer within \\fBPGCONNECT_TIMEOUT\\fR seconds (5 unless the
      address or this variable says) cannot be reached.
      .TP
      .B XDG_DATA_HOME
      Where the default store lives: \\fI$XDG_DATA_HOME/trips/trips.sqlite\\fR when it is an
      absolute path.
      .TP
      .B XDG_CACHE_HOME
      Where the local copies of PostgreSQL stores live: \\fI$XDG_CACHE_HOME/trips\\fR when it
      is an absolute path.
      .TP
      .B TRIPS_FRESH_ONLY
      When set and neither empty nor 0, as \\fB\\-\\-fresh\\-only\\fR: a PostgreSQL store
      that cannot be reached is never answered for by its local copy.
      .TP
      .BR LC_ALL ", " LC_MESSAGES ", " LANG
      The locale when \\fB\\-\\-locale\\fR is not given: the first that is set and not empty.
      \\fBC\\fR and \\fBPOSIX\\fR mean en_US.
      .TP
      .B TZ
      The time zone when \\fB\\-\\-time\\-zone\\fR is not given, as an IANA name such as
      Europe/Amsterdam.
      .TP
      .B NO_COLOR
      When set and not empty, \\fB\\-\\-color auto\\fR does not colour.
      .TP
      .B TRIPS_BUSY_TIMEOUT
      How many seconds a command waits while another program holds the store, from 0
      to 3600; 10 when unset. A command that waited in vain exits with status 75 and changes
      nothing.
      .TP
      .B COLORTERM
      When it is \\fBtruecolor\\fR or \\fB24bit\\fR, colours are exact; otherwise the terminal's
      16-colour palette is used, which its theme keeps readable.
      .TP
      .B TERM
      When it is \\fBdumb\\fR, nothing is coloured and \\fBwatch\\fR never moves the cursor.
      .SH FILES
      .TP
      .I ~/.local/share/trips/trips.sqlite
      The default store when neither \\fB\\-\\-store\\fR, \\fBTRIPS_STORE\\fR nor
      \\fBXDG_DATA_HOME\\fR names another.
      .TP
      .I ~/.cache/trips
      The local copies of PostgreSQL stores, readable by their owner only. When a server cannot
      be reached, \\fBshow\\fR, \\fBlist\\fR and \\fBwatch\\fR answer from its copy and say so
      on standard error; changes exit with status 75. \\fBtrips copies\\fR lists and removes
      them.
      .SH SECURITY
      A place name holding a control character (U+0000 to U+001F, U+007F to U+009F), a
      bidirectional control (U+061C, U+200E, U+200F, U+202A to U+202E, U+2066 to U+2069) or a
      line or paragraph separator (U+2028, U+2029) is refused with status 1, naming the option,
      the code point and its position, and nothing is stored: such characters can clear the
      screen, retitle the window or make a name read as something else.
      A store that another program wrote may hold them anyway: text output shows each as an
      escape such as \\fB\\e\\&u{1B}\\fR (a backslash as \\fB\\e\\e\\fR), and JSON output as
      \\fB\\e\\&u001b\\fR.
      .PP
      Beside a store,
      .B trips
      creates the JSON store's temporary file and a new SQLite store under construction
      exclusively, with unpredictable names, and never through a symbolic link; it opens the
      JSON store's lock file never through a link either. A link found in place of any of
      them, or of SQLite's own log files, fails the command with status 74, and its target is
      left as it was.
      .SH EXIT STATUS
      .TP
      .B 0
      Success.
      .TP
      .B 1
      There is no such trip, a rule refused the request, or someone changed the trip since it was
      read; nothing was changed.
      .TP
      .B 64
      The command line is wrong: an unknown command or option, a missing or malformed value.
      .TP
      .B 74
      The store cannot be read or written, or the output cannot be written.
      .TP
      .B 75
      Another program holds the store, or its server cannot be reached; nothing was changed. Try
      again later. Also when the server stopped answering while it saved a change, which may then
      have been saved: look with \\fBtrips list \\-\\-all\\fR before trying again.
      .TP
      .B 77
      The store refused access: the user name or password, or a privilege.
      .SH EXAMPLES

      """
    for example in commands.flatMap({ $0.configuration.examples }) {
      page += ".TP\n\\fB\(escaped(example.commandLine))\\fR\n\(escaped(example.explanation))\n"
    }
    page += """
      .SH SEE ALSO
      .BR sqlite3 (1),
      .BR psql (1)

      """
    return page
  }

  private static func commandSection(_ configuration: CommandConfiguration) -> String {
    let synopsis = configuration.synopsis.split(separator: "\n")
      .map { $0.trimmingPrefix(while: { $0 == " " }) }.joined(separator: " ")
    var text = ".SS \(escaped(String(synopsis)))\n\(escaped(configuration.overview))\n"
    for argument in configuration.arguments {
      text += ".TP\n.I \(argument.name)\n\(flowed(argument.help))\n"
    }
    for option in configuration.options {
      text += optionItem(option)
    }
    if let discussion = configuration.discussion {
      text += ".PP\n" + paragraphs(discussion)
    }
    return text
  }

  private static func optionItem(_ option: OptionDefinition) -> String {
    let names = option.names.map { "\\fB\(escaped($0))\\fR" }.joined(separator: ", ")
    let value = option.valueName.map { " \\fI\($0)\\fR" } ?? ""
    return ".TP\n\(names)\(value)\n\(flowed(option.help))\n"
  }

  /// Help text wrapped by hand for the terminal, as one line that roff fills.
  private static func flowed(_ text: String) -> String {
    escaped(text.split(separator: "\n").joined(separator: " "))
  }

  /// Discussion text: paragraphs that roff fills, and lines indented in the help (commands
  /// to type) kept as they are, indented.
  private static func paragraphs(_ text: String) -> String {
    var result = ""
    var inExample = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let indented = line.hasPrefix(" ")
      if indented != inExample {
        result += indented ? ".PP\n.RS 4\n.nf\n" : ".fi\n.RE\n"
        inExample = indented
      }
      if line.isEmpty {
        result += ".PP\n"
      } else {
        result += "\\&" + escaped(String(line.trimmingPrefix(while: { $0 == " " }))) + "\n"
      }
    }
    return result + (inExample ? ".fi\n.RE\n" : "")
  }

  /// Text with roff's control characters made literal.
  private static func escaped(_ text: String) -> String {
    var result = text.replacingOccurrences(of: "\\", with: "\\e")
      .replacingOccurrences(of: "-", with: "\\-")
    if result.hasPrefix(".") || result.hasPrefix("'") { result = "\\&" + result }
    return result
  }
}
