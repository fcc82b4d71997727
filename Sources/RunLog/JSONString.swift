import Presentation

/// Text as a JSON string that is safe on a terminal: the quote, the backslash and every
/// character of ``UnsafeCharacters`` (C0 and C1 controls, bidirectional controls, the line
/// and paragraph separators) are escaped, the unsafe ones as `\uXXXX`.
enum JSONString {
  /// `text` between quotes, escaped.
  ///
  /// - Parameter text: Text from a person, a store or the system.
  /// - Returns: A JSON string that reads back as `text`.
  static func quoted(_ text: String) -> String {
    var quoted = "\""
    quoted.reserveCapacity(text.utf8.count + 2)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": quoted += "\\\""
      case "\\": quoted += "\\\\"
      case _ where UnsafeCharacters.contains(scalar):
        let hex = String(scalar.value, radix: 16)
        quoted += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: quoted.unicodeScalars.append(scalar)
      }
    }
    return quoted + "\""
  }
}
