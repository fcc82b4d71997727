import Foundation

/// Reads a TIME typed on the command line.
///
/// Two forms are accepted:
/// - ISO 8601 with an offset or `Z`: `2015-10-09T15:09:53+02:00`, `2015-10-09T13:09:53Z`
///   (seconds optional);
/// - a local date and time, `2015-10-09 15:09`, read in the given time zone. A local time that
///   a daylight-saving change skips does not exist and is refused; one that it repeats means
///   the first of the two instants.
enum TimeArgument {
  static func parse(_ text: String, option: String, timeZone: TimeZone) throws(UsageError)
    -> Date
  {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    if let date = iso8601(trimmed) ?? local(trimmed, timeZone: timeZone) {
      return date
    }
    throw UsageError(.notATime(text, option: option))
  }

  private static func iso8601(_ text: String) -> Date? {
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
    guard let zone = TimeZone(secondsFromGMT: offset) else { return nil }
    return instant(
      year: match.1, month: match.2, day: match.3, hour: match.4, minute: match.5,
      second: match.6 ?? "00", timeZone: zone)
  }

  private static func local(_ text: String, timeZone: TimeZone) -> Date? {
    let pattern = #/^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})$/#
    guard let match = text.wholeMatch(of: pattern) else { return nil }
    return instant(
      year: match.1, month: match.2, day: match.3, hour: match.4, minute: match.5,
      second: "00", timeZone: timeZone)
  }

  /// The instant of a wall-clock reading, or `nil` when the reading is not a real time there
  /// (a 31st of February, or an hour a daylight-saving change skips).
  private static func instant(
    year: Substring, month: Substring, day: Substring, hour: Substring, minute: Substring,
    second: Substring, timeZone: TimeZone
  ) -> Date? {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let components = DateComponents(
      year: Int(year), month: Int(month), day: Int(day), hour: Int(hour), minute: Int(minute),
      second: Int(second))
    guard let date = calendar.date(from: components) else { return nil }
    let check = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
    guard check.year == components.year, check.month == components.month,
      check.day == components.day, check.hour == components.hour,
      check.minute == components.minute, check.second == components.second
    else { return nil }
    return date
  }
}
