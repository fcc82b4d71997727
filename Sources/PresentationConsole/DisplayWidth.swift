import Presentation

/// How many terminal columns a string takes up.
///
/// Chinese, Japanese and Korean characters and most emoji take two columns; combining marks
/// and joiners take none. Card layout depends on this, or the right border of a card in
/// Chinese would not line up.
enum DisplayWidth {
  /// The number of columns `text` occupies in a monospaced terminal.
  ///
  /// Printable ASCII, the common case, is counted from its bytes without looking up any
  /// Unicode property.
  static func of(_ text: String) -> Int {
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
    return text.reduce(0) { $0 + of($1) }
  }

  /// The number of columns one character occupies.
  ///
  /// An emoji and what joins it (a skin tone, a joiner and the next emoji, the second letter of
  /// a flag) take two columns together. Any other character is counted scalar by scalar, as a
  /// terminal counts it. So a character measures the same whether or not the text beside it
  /// joined it: `"\u{0601}"` (a mark written before a number) followed by a space is one
  /// character, and still one column wide.
  static func of(_ character: Character) -> Int {
    let scalars = character.unicodeScalars
    // A character always has at least one scalar.
    let first = scalars.first!
    if first.properties.isEmojiPresentation { return 2 }
    return scalars.reduce(0) { $0 + of($1) }
  }

  /// The number of columns one scalar occupies on its own: 0, 1 or 2.
  private static func of(_ scalar: Unicode.Scalar) -> Int {
    if scalar.value >= 0x20, scalar.value < 0x7F { return 1 }
    if scalar.properties.isEmojiPresentation { return 2 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control:
      return 0
    default:
      // Hangul vowels and final consonants join the syllable before them.
      if (0x1160...0x11FF).contains(scalar.value) { return 0 }
      return isWide(scalar.value) ? 2 : 1
    }
  }

  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
    0x4E00...0x9FFF, 0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF,
    0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD,
  ]

  private static func isWide(_ value: UInt32) -> Bool {
    wideRanges.contains { $0.contains(value) }
  }

  /// `text` cut to at most `columns` columns, ending in an ellipsis when it was cut.
  static func truncate(_ text: String, toColumns columns: Int) -> String {
    guard of(text) > columns else { return text }
    var result = ""
    var used = 0
    for character in text {
      let width = of(character)
      guard used + width <= columns - 1 else { break }
      result.append(character)
      used += width
    }
    return result + "…"
  }

  /// `text` followed by spaces up to `columns` columns.
  static func pad(_ text: String, toColumns columns: Int) -> String {
    text + String(repeating: " ", count: max(0, columns - of(text)))
  }
}
