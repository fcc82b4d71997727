/// The characters that must never reach a reader as they are, decided in one place.
///
/// Names come from people and from other programs: a shared JSON file, the `sqlite3` shell, a
/// team's server. A control character can clear a terminal, set its title or break a card
/// across lines; a bidirectional control can make text read differently from what it holds
/// (CVE-2021-42574). Every delivery writes these characters in an escaped form: the console,
/// the calendar and the web page as `\u{1B}`, JSON as `\u001b`.
public enum UnsafeCharacters {
  /// Whether `scalar` is unsafe to show as it is.
  ///
  /// Unsafe are the C0 controls and DEL with the C1 controls (U+0000–U+001F,
  /// U+007F–U+009F), the bidirectional controls (U+061C, U+200E, U+200F, U+202A–U+202E,
  /// U+2066–U+2069), and the line and paragraph separators (U+2028, U+2029).
  ///
  /// - Parameter scalar: The character to judge, as one Unicode scalar.
  /// - Returns: `true` when it must be escaped or refused.
  public static func contains(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    case 0x2028, 0x2029: true
    default: false
    }
  }
}
