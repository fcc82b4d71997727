/// The forms of a time on the command line, as the help of every command that takes one
/// explains them; `TimeSpelling` reads them.
enum TimeArgument {
  /// The forms of TIME, as the help of every command that takes one explains them.
  static let helpText = """
    A <time> is ISO 8601 with an offset, such as 2015-10-09T15:09:53+02:00 or
    2015-10-09T13:09:53Z, or a local 'YYYY-MM-DD HH:MM' read in the time zone
    (--time-zone, else TZ, else the system's); the hour may have one digit.
    A local time that a daylight-saving change skips is refused (status 1),
    naming the change; one that the change repeats is the first of the two.
    """
}
