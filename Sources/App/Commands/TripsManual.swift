import CommandLineKit

/// The manual page of `trips`, `trips(1)`: the kit writes the commands, options and examples
/// from the declarations, around the prose here.
enum TripsManual {
  /// The page, in roff.
  static var text: String {
    ManualPage(
      program: CommandList.program, version: TripsCommand.version,
      summary: "plan trips, and see when they leave and arrive and how late they are",
      description: description, sections: sections,
      seeAlso: ".BR sqlite3 (1),\n.BR psql (1)\n"
    ).text
  }

  private static let description = """
    .B trips
    keeps planned trips in a store and shows each as a card: the date, the departure and
    arrival times, the duration and, when the trip left late, the delay, with the departure
    time in red.
    Words, dates and times follow the locale and the time zone; results can be written as
    text or as JSON.
    """

  /// ENVIRONMENT, FILES, SECURITY and EXIT STATUS.
  private static let sections = """
    .SH ENVIRONMENT
    .TP
    .B TRIPS_STORE
    The store when \\fB\\-\\-store\\fR is not given: a \\fBpostgresql://\\fR or
    \\fBpostgres://\\fR address, a file ending in .json, \\fB:memory:\\fR, or an SQLite file.
    An address may name a primary and its standbys, such as
    \\fBpostgresql://db1,db2/trips?target_session_attrs=read\\-write\\fR: libpq takes the
    first host that accepts changes. A standby named alone answers reads, and \\fBwatch\\fR
    on it says once that it asks for changes five times a second instead of being told. A
    change on a standby, or while no host takes changes during a failover, exits with status
    75 and changes nothing.
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
    .B TRIPS_LOG
    The log when \\fB\\-\\-log\\fR is not given: a file that each command appends JSON lines
    to, or \\fB\\-\\fR for standard error. A log that cannot be written is said once as a
    warning and changes neither the output nor the exit status.
    .TP
    .B TRIPS_LOG_LEVEL
    How much the log tells: \\fBerror\\fR, \\fBwarning\\fR, \\fBinfo\\fR (when unset) or
    \\fBdebug\\fR, which adds each page of a list and each poll of \\fBwatch\\fR.
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
    Another program holds the store, or its server cannot be reached or takes no changes now
    (a standby, a failover); nothing was changed. Try again later. Also when the server stopped answering while it saved a change, which may then
    have been saved: look with \\fBtrips list \\-\\-all\\fR before trying again.
    .TP
    .B 77
    The store refused access: the user name or password, or a privilege.

    """
}
