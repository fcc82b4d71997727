import Presentation

extension TerminalText {
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
}
