extension UnsafeCharacters {
  /// The first unsafe character of `text`, with its 1-based position in characters as a
  /// person counts them.
  ///
  /// - Parameter text: The text to search.
  /// - Returns: The unsafe scalar and its position, or `nil` when the text is safe.
  public static func first(in text: String) -> (scalar: Unicode.Scalar, position: Int)? {
    var position = 0
    for character in text {
      position += 1
      if let scalar = character.unicodeScalars.first(where: contains) {
        return (scalar, position)
      }
    }
    return nil
  }

  /// A code point as people write it: `U+001B`, with at least four hexadecimal digits.
  ///
  /// - Parameter scalar: The character to name.
  /// - Returns: Its name as a code point.
  public static func codePoint(_ scalar: Unicode.Scalar) -> String {
    let digits = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
