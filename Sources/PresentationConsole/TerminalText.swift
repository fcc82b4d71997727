import Presentation

/// Text made safe for a terminal: every ``UnsafeCharacters`` scalar is written as a visible
/// escape, so what a store holds can never move the cursor, change the screen or reorder a
/// line.
///
/// An unsafe scalar becomes `\u{` and its hexadecimal value and `}`, as in Swift source
/// (`\u{1B}` for ESC), and a backslash becomes `\\`, so that ``unescaped(_:)`` can always
/// give the original back. The escapes are printable ASCII, so ``DisplayWidth`` counts them
/// like any other text and a card keeps its border in line.
public enum TerminalText {
  /// `text` with every unsafe character escaped; text without one comes back unchanged.
  ///
  /// - Parameter text: Text from a person or another program.
  /// - Returns: Text that is safe to write to a terminal.
  public static func escaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: needsEscape) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      if scalar == "\\" {
        result += "\\\\"
      } else if UnsafeCharacters.contains(scalar) {
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// The text that ``escaped(_:)`` was given, or `nil` when `text` holds an escape it would
  /// not have written.
  ///
  /// - Parameter text: Text written by ``escaped(_:)``.
  /// - Returns: The original text.
  public static func unescaped(_ text: String) -> String? {
    guard text.unicodeScalars.contains("\\") else { return text }
    var result = ""
    var scalars = text.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      guard scalar == "\\" else {
        result.unicodeScalars.append(scalar)
        continue
      }
      switch scalars.next() {
      case "\\": result += "\\"
      case "u":
        guard scalars.next() == "{" else { return nil }
        var digits = ""
        var isClosed = false
        while let digit = scalars.next() {
          if digit == "}" {
            isClosed = true
            break
          }
          digits.unicodeScalars.append(digit)
        }
        guard isClosed, let value = UInt32(digits, radix: 16), let decoded = Unicode.Scalar(value),
          UnsafeCharacters.contains(decoded)
        else { return nil }
        result.unicodeScalars.append(decoded)
      default: return nil
      }
    }
    return result
  }

  private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "\\" || UnsafeCharacters.contains(scalar)
  }
}
