import Application
import Foundation

/// A TIME typed on the command line, checked for form when the command line is parsed and
/// turned into an instant when the command runs, once the time zone is known.
///
/// Three forms are accepted:
/// - ISO 8601 with an offset or `Z`: `2015-10-09T15:09:53+02:00`, `2015-10-09T13:09:53Z`
///   (seconds optional). It names an instant by itself.
/// - A local date and time, `2015-10-09 15:09` or `2015-10-09 8:15`, read in the time zone.
/// - A time alone, `8:15` or `08:15`; the command says which day it falls on.
///
/// A local time that a daylight-saving change skips does not exist and is refused; one that
/// it repeats means the first of the two instants.
struct TimeArgument: Equatable, Sendable {
  /// What the text says, before the time zone is known.
  enum Form: Equatable, Sendable {
    /// An instant, with its offset from UTC.
    case instant(Date)
    /// A date and a time of day, read in the time zone.
    case local(year: Int, month: Int, day: Int, time: WallClockTime)
    /// A time of day alone.
    case timeOfDay(WallClockTime)
  }

  /// The text as typed, for error messages.
  let text: String
  /// The option it was given to, for error messages.
  let option: String
  /// What the text says.
  let form: Form

  /// Reads `text` given to `option`.
  ///
  /// - Throws: ``UsageError/Problem/notATime(_:option:)`` when the text has none of the
  ///   forms, or names a date that no calendar has (a 31st of February) or an hour past 23.
  static func parse(_ text: String, option: String) throws(UsageError) -> TimeArgument {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard let form = iso8601(trimmed) ?? local(trimmed) ?? timeOfDay(trimmed) else {
      throw UsageError(.notATime(text, option: option))
    }
    return TimeArgument(text: text, option: option, form: form)
  }

  /// The instant, where a time alone means that time today.
  ///
  /// - Parameters:
  ///   - timeZone: The time zone local times are read in.
  ///   - now: The current instant, whose day in `timeZone` is today.
  /// - Throws: ``UsageError/Problem/notATime(_:option:)`` when the local time does not exist.
  func instant(in timeZone: TimeZone, today now: Date) throws(UsageError) -> Date {
    try instant(in: timeZone, onDayOf: now)
  }

  /// The instant, where a time alone means that time on the day of `earlier` or, when that
  /// is not after `earlier`, on the next day: an arrival after midnight.
  ///
  /// - Parameters:
  ///   - timeZone: The time zone local times are read in.
  ///   - earlier: The instant the time must follow when it is given alone.
  /// - Throws: ``UsageError/Problem/notATime(_:option:)`` when the local time does not exist.
  func instant(in timeZone: TimeZone, after earlier: Date) throws(UsageError) -> Date {
    let sameDay = try instant(in: timeZone, onDayOf: earlier)
    guard case .timeOfDay = form, sameDay <= earlier else { return sameDay }
    let calendar = Self.calendar(in: timeZone)
    let nextDay = calendar.date(byAdding: .day, value: 1, to: earlier) ?? earlier
    return try instant(in: timeZone, onDayOf: nextDay)
  }

  /// The instant, where a time alone means that time on the day of `day`.
  private func instant(in timeZone: TimeZone, onDayOf day: Date) throws(UsageError) -> Date {
    let calendar = Self.calendar(in: timeZone)
    let date: Date?
    switch form {
    case .instant(let instant):
      date = instant
    case .local(let year, let month, let dayOfMonth, let time):
      let components = DateComponents(year: year, month: month, day: dayOfMonth, hour: 12)
      date = calendar.date(from: components).flatMap { time.instant(onDayOf: $0, in: calendar) }
    case .timeOfDay(let time):
      date = time.instant(onDayOf: day, in: calendar)
    }
    guard let date else { throw UsageError(.notATime(text, option: option)) }
    return date
  }

  private static func calendar(in timeZone: TimeZone) -> Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    return calendar
  }

  private static func iso8601(_ text: String) -> Form? {
    let pattern = #/^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?(Z|[+-]\d{2}:?\d{2})$/#
    guard let match = text.wholeMatch(of: pattern) else { return nil }
    let offset: Int
    if match.7 == "Z" {
      offset = 0
    } else {
      let digits = match.7.dropFirst().filter(\.isNumber)
      guard let hours = Int(digits.prefix(2)), let minutes = Int(digits.suffix(2)),
        hours <= 23, minutes <= 59
      else { return nil }
      offset = (match.7.first == "-" ? -1 : 1) * (hours * 3600 + minutes * 60)
    }
    // The date and the time are checked on their own; a fixed offset has no gaps to fall in.
    guard let zone = TimeZone(secondsFromGMT: offset), let second = Int(match.6 ?? "00"),
      second <= 59, let time = wallClock(match.4, match.5),
      var components = date(match.1, match.2, match.3)
    else { return nil }
    components.hour = time.hour
    components.minute = time.minute
    components.second = second
    return calendar(in: zone).date(from: components).map { .instant($0) }
  }

  private static func local(_ text: String) -> Form? {
    let pattern = #/^(\d{4})-(\d{2})-(\d{2})[ T](\d{1,2}):(\d{2})$/#
    guard let match = text.wholeMatch(of: pattern), let time = wallClock(match.4, match.5),
      let date = date(match.1, match.2, match.3), let year = date.year, let month = date.month,
      let day = date.day
    else { return nil }
    return .local(year: year, month: month, day: day, time: time)
  }

  private static func timeOfDay(_ text: String) -> Form? {
    guard let match = text.wholeMatch(of: #/^(\d{1,2}):(\d{2})$/#) else { return nil }
    return wallClock(match.1, match.2).map { .timeOfDay($0) }
  }

  private static func wallClock(_ hour: Substring, _ minute: Substring) -> WallClockTime? {
    guard let hour = Int(hour), let minute = Int(minute) else { return nil }
    return WallClockTime(hour: hour, minute: minute)
  }

  /// The components of a date that exists in the Gregorian calendar, or `nil`.
  private static func date(_ year: Substring, _ month: Substring, _ day: Substring)
    -> DateComponents?
  {
    let components = DateComponents(year: Int(year), month: Int(month), day: Int(day), hour: 12)
    let utc = calendar(in: TimeZone(identifier: "UTC")!)
    guard let date = utc.date(from: components) else { return nil }
    let check = utc.dateComponents([.year, .month, .day], from: date)
    guard check.year == components.year, check.month == components.month,
      check.day == components.day
    else { return nil }
    return components
  }
}

extension TimeArgument {
  /// The forms of TIME, as the help of every command that takes one explains them.
  static let helpText = """
    A <time> is ISO 8601 with an offset, such as 2015-10-09T15:09:53+02:00 or
    2015-10-09T13:09:53Z, or a local 'YYYY-MM-DD HH:MM' read in the time zone
    (--time-zone, else TZ, else the system's); the hour may have one digit.
    """
}
