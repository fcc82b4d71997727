import Presentation

/// The text rules of RFC 5545: escaped values and content lines folded at 75 octets.
enum CalendarText {
  /// `text` as an iCalendar TEXT value (section 3.3.11).
  ///
  /// A backslash, a semicolon and a comma are escaped with a backslash and a line break is
  /// written `\n`, so a parser gives the text back exactly. Any other
  /// ``UnsafeCharacters`` scalar (an escape character, a direction override) is written as
  /// the console writes it, `\u{1B}`, so it stays visible and never reaches a reader raw.
  static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case ";": result += "\\;"
      case ",": result += "\\,"
      case "\n": result += "\\n"
      case let hostile where UnsafeCharacters.contains(hostile):
        result += "\\\\u{" + String(hostile.value, radix: 16, uppercase: true) + "}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
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
      let width = String(scalar).utf8.count
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
