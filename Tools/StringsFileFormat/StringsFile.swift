/// The entries of one `.strings` file, read by the rules Foundation reads it by.
///
/// A file is a list of `"key" = "value";` entries between white space and comments
/// (`/* … */` and `// …`). Keys and values are quoted; inside the quotes a backslash starts an
/// escape: `\"`, `\'`, `\\`, `\n`, `\t`, `\r`, `\0`, or `\U` (or `\u`) with four hexadecimal
/// digits. A key given twice keeps its last value, as Foundation keeps it.
public struct StringsFile {
  /// The entries, in the order of the file, each key once.
  public private(set) var entries: [(key: String, value: String)] = []
  /// The comment written just before each key's entry, without its `/*` and `*/`, for the keys
  /// that have one: where a table says what its sentence means and names the values it takes.
  public private(set) var comments: [String: String] = [:]

  /// Reads `text`.
  ///
  /// - Parameter text: The contents of a `.strings` file.
  /// - Throws: ``StringsFileError`` naming the line where the text stops following the rules.
  public init(parsing text: String) throws(StringsFileError) {
    var reader = Reader(text)
    var positions: [String: Int] = [:]
    while try reader.skipSpaceAndComments() {
      let comment = reader.takeComment()
      let key = try reader.quoted(what: "a quoted key")
      comments[key] = comment
      try reader.expect("=", after: "the key \"\(key)\"")
      let value = try reader.quoted(what: "the quoted value of \"\(key)\"")
      try reader.expect(";", after: "the value of \"\(key)\"")
      if let position = positions[key] {
        entries[position].value = value
      } else {
        positions[key] = entries.count
        entries.append((key, value))
      }
    }
  }

  /// A cursor over the scalars of the file that knows its line.
  ///
  /// It reads scalars, not characters: a combining mark after an escape's letter (`\t` then
  /// U+0598) would otherwise join the letter into one character that is no escape.
  private struct Reader {
    private let characters: [Unicode.Scalar]
    private var index = 0
    private var line = 1
    /// The text of the last comment read since ``takeComment()`` was last called.
    private var comment: String?

    init(_ text: String) {
      characters = Array(text.unicodeScalars)
    }

    /// The last comment read, which the reader then forgets.
    mutating func takeComment() -> String? {
      defer { comment = nil }
      return comment
    }

    /// Skips white space and comments; `false` at the end of the text.
    mutating func skipSpaceAndComments() throws(StringsFileError) -> Bool {
      while let character = peek() {
        if character.properties.isWhitespace {
          advance()
        } else if character == "/" && peek(1) == "*" {
          let start = line
          advance(2)
          var text = String.UnicodeScalarView()
          while !(peek() == "*" && peek(1) == "/") {
            guard let next = peek() else {
              throw StringsFileError(line: start, problem: "a comment is not closed with */")
            }
            text.append(next)
            advance()
          }
          advance(2)
          comment = String(text)
        } else if character == "/" && peek(1) == "/" {
          advance(2)
          var text = String.UnicodeScalarView()
          while let next = peek(), !Self.isNewline(next) {
            text.append(next)
            advance()
          }
          comment = String(text)
        } else {
          return true
        }
      }
      return false
    }

    /// Reads a quoted text, resolving its escapes.
    mutating func quoted(what: String) throws(StringsFileError) -> String {
      _ = try skipSpaceAndComments()
      guard peek() == "\"" else { throw unexpected(expected: what) }
      let start = line
      advance()
      var text = ""
      while true {
        guard let character = peek() else {
          throw StringsFileError(line: start, problem: "a quoted text is not closed with \"")
        }
        advance()
        switch character {
        case "\"": return text
        case "\\": text.unicodeScalars.append(try escape())
        default: text.unicodeScalars.append(character)
        }
      }
    }

    /// Reads `symbol`, after white space and comments.
    mutating func expect(_ symbol: Unicode.Scalar, after what: String) throws(StringsFileError) {
      _ = try skipSpaceAndComments()
      guard peek() == symbol else { throw unexpected(expected: "'\(symbol)' after \(what)") }
      advance()
    }

    /// The character an escape stands for; the backslash is already read.
    private mutating func escape() throws(StringsFileError) -> Unicode.Scalar {
      guard let character = peek() else {
        throw StringsFileError(line: line, problem: "the file ends inside an escape")
      }
      advance()
      switch character {
      case "n": return "\n"
      case "t": return "\t"
      case "r": return "\r"
      case "0": return "\0"
      case "\"", "\\", "'": return character
      case "U", "u":
        var value: UInt32 = 0
        for _ in 0..<4 {
          guard let digit = peek().flatMap({ Character($0).hexDigitValue }) else {
            throw StringsFileError(line: line, problem: "\\U needs four hexadecimal digits")
          }
          value = value * 16 + UInt32(digit)
          advance()
        }
        guard let scalar = Unicode.Scalar(value) else {
          throw StringsFileError(line: line, problem: "\\U names no character")
        }
        return scalar
      default:
        throw StringsFileError(line: line, problem: "'\\\(character)' is not an escape")
      }
    }

    private func unexpected(expected: String) -> StringsFileError {
      let found = peek().map { "'\($0)'" } ?? "the end of the file"
      return StringsFileError(line: line, problem: "expected \(expected), found \(found)")
    }

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
      index + offset < characters.count ? characters[index + offset] : nil
    }

    private mutating func advance(_ count: Int = 1) {
      for _ in 0..<count where index < characters.count {
        // A line ends at each line break Swift counts as one: CR LF is one.
        let crBeforeLF = characters[index] == "\r" && peek(1) == "\n"
        if Self.isNewline(characters[index]) && !crBeforeLF { line += 1 }
        index += 1
      }
    }

    /// Whether `scalar` breaks a line, as `Character.isNewline` has it.
    private static func isNewline(_ scalar: Unicode.Scalar) -> Bool {
      Character(scalar).isNewline
    }
  }
}
