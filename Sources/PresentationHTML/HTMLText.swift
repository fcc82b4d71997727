import Presentation

/// Text as HTML writes it: the five characters that could open markup are written as
/// character references, so a name such as `<script>` is shown, never run.
enum HTMLText {
  /// `text` escaped for an element's content or a quoted attribute's value.
  ///
  /// Any ``UnsafeCharacters`` scalar (an escape character, a direction override) is written
  /// as the console writes it, `\u{1B}`, so it stays visible on the page.
  static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      case let hostile where UnsafeCharacters.contains(hostile):
        result += "\\u{" + String(hostile.value, radix: 16, uppercase: true) + "}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
