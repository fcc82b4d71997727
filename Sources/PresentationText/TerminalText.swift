import Presentation

/// Text made safe for a terminal: every ``UnsafeCharacters`` scalar is written as a visible
/// escape, so what a store holds can never move the cursor, change the screen or reorder a
/// line.
///
/// An unsafe scalar becomes `\u{` and its hexadecimal value and `}`, as in Swift source
/// (`\u{1B}` for ESC), and a backslash becomes `\\`, so that ``unescaped(_:)`` can always
/// give the original back. The escapes are printable ASCII, so the console's `DisplayWidth`
/// counts them like any other text and a card keeps its border in line.
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

  private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "\\" || UnsafeCharacters.contains(scalar)
  }
}
