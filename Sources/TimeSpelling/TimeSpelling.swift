import Application
import Foundation

/// The text forms of a time and of a day, as a person types them on the command line or into
/// the window. This is only their spelling: which instant a stated time means is the rule of
/// `StatedTime`, in Application.
///
/// Three forms of a time are accepted:
/// - ISO 8601 with an offset or `Z`: `2015-10-09T15:09:53+02:00`, `2015-10-09T13:09:53Z`
///   (seconds optional). It names an instant by itself.
/// - A local date and time, `2015-10-09 15:09` or `2015-10-09 8:15`, read in the time zone.
/// - A time alone, `8:15` or `08:15`; the use case says which day it falls on.
///
/// A day is `2015-10-09`.
public enum TimeSpelling {
  /// The time `text` states, or `nil` when it has none of the forms, or names a date that no
  /// calendar has (a 31st of February) or an hour past 23.
  public static func time(_ text: String) -> StatedTime? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    return iso8601(trimmed) ?? local(trimmed) ?? timeOfDay(trimmed)
  }

  /// The day `text` names, `YYYY-MM-DD`, or `nil`.
  public static func day(_ text: String) -> CalendarDay? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard let match = trimmed.wholeMatch(of: #/^(\d{4})-(\d{2})-(\d{2})$/#) else { return nil }
    return date(match.1, match.2, match.3)
  }

  /// The spelling of `time` that ``time(_:)`` reads back to it: an instant in UTC with its
  /// seconds, a day and a time as `YYYY-MM-DD HH:MM`, a time alone as `HH:MM`.
  public static func text(of time: StatedTime) -> String {
    switch time {
    case .instant(let date):
      return date.formatted(.iso8601)
    case .local(let day, let time):
      return "\(day) \(time)"
    case .timeOfDay(let time):
      return time.description
    }
  }

  private static func iso8601(_ text: String) -> StatedTime? {
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
      let day = date(match.1, match.2, match.3)
    else { return nil }
    let components = DateComponents(
      year: day.year, month: day.month, day: day.day, hour: time.hour, minute: time.minute,
      second: second)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    return calendar.date(from: components).map { .instant($0) }
  }

  private static func local(_ text: String) -> StatedTime? {
    let pattern = #/^(\d{4})-(\d{2})-(\d{2})[ T](\d{1,2}):(\d{2})$/#
    guard let match = text.wholeMatch(of: pattern), let time = wallClock(match.4, match.5),
      let day = date(match.1, match.2, match.3)
    else { return nil }
    return .local(day, time)
  }

  private static func timeOfDay(_ text: String) -> StatedTime? {
    guard let match = text.wholeMatch(of: #/^(\d{1,2}):(\d{2})$/#) else { return nil }
    return wallClock(match.1, match.2).map { .timeOfDay($0) }
  }

  private static func wallClock(_ hour: Substring, _ minute: Substring) -> WallClockTime? {
    guard let hour = Int(hour), let minute = Int(minute) else { return nil }
    return WallClockTime(hour: hour, minute: minute)
  }

  /// The day, when the Gregorian calendar has it.
  private static func date(_ year: Substring, _ month: Substring, _ day: Substring)
    -> CalendarDay?
  {
    guard let year = Int(year), let month = Int(month), let day = Int(day) else { return nil }
    return CalendarDay(year: year, month: month, day: day)
  }
}
