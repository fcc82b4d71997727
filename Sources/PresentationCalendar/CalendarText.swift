import Foundation
import Presentation

/// The text rules of RFC 5545: escaped values, UTC date-times and content lines folded at
/// 75 octets.
enum CalendarText {
  /// `instant` as a UTC date-time (section 3.3.5), `20351009T130900Z`, to the second.
  ///
  /// The digits come from the seconds since 1970 by integer arithmetic (the Gregorian civil
  /// date, in 400-year eras of 146,097 days counted from March, so the leap day is last). It
  /// costs a fraction of asking `Calendar` for the components: a calendar of 100,000 trips
  /// takes 0.69 of the time (BENCHMARKS.md).
  static func utc(_ instant: Date) -> String {
    let seconds = Int64(instant.timeIntervalSince1970.rounded(.down))
    let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    let time = seconds - days * 86_400
    let shifted = days + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra =
      (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthFromMarch = (5 * dayOfYear + 2) / 153
    let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
    return digits(year, 4) + digits(month, 2) + digits(day, 2) + "T" + digits(time / 3_600, 2)
      + digits(time % 3_600 / 60, 2) + digits(time % 60, 2) + "Z"
  }

  private static func digits(_ value: Int64, _ count: Int) -> String {
    let text = String(value)
    return text.count >= count ? text : String(repeating: "0", count: count - text.count) + text
  }

  /// `text` as an iCalendar TEXT value (section 3.3.11).
  ///
  /// A backslash, a semicolon and a comma are escaped with a backslash, so a parser gives the
  /// text back exactly. Every ``UnsafeCharacters`` scalar (an escape character, a direction
  /// override, a line break inside a name) is written as the console writes it, `\u{1B}`, so
  /// it stays visible and never reaches a reader raw.
  static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case ";": result += "\\;"
      case ",": result += "\\,"
      case let hostile where UnsafeCharacters.contains(hostile):
        result += "\\\\u{" + String(hostile.value, radix: 16, uppercase: true) + "}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// `lines` as one iCalendar TEXT value: each line escaped, joined by the value's own line
  /// break, `\n`. Only the calendar's lines break there, never a name.
  static func escaped(lines: [String]) -> String {
    lines.map(escaped).joined(separator: "\\n")
  }

  /// `line` as one or more physical lines (section 3.1), each ending in CRLF.
  ///
  /// A line longer than 75 octets is broken before the scalar that would pass the limit, and
  /// each continuation starts with a space, which counts toward its 75. A line is never broken
  /// inside a UTF-8 character.
  static func folded(_ line: String) -> String {
    var result = ""
    var octets = 0
    for scalar in line.unicodeScalars {
      let width = UTF8.width(scalar)
      if octets + width > 75 {
        result += "\r\n "
        octets = 1
      }
      result.unicodeScalars.append(scalar)
      octets += width
    }
    return result + "\r\n"
  }
}
