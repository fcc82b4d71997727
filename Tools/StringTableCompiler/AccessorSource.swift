import StringsFileFormat

/// The Swift source of a module's typed sentences: one accessor on `LocalizedStrings` (or the
/// module's own type of sentences) per key
/// of the English table, with one named parameter per placeholder, so a call site names a
/// sentence the compiler knows (`strings.messageNotFound(trip: id)`) and never a key as a
/// string. The English comment just before an entry with placeholders names them, in the
/// order of their positions: `/* Where a trip goes. Arguments: origin, destination. */`.
///
/// It also checks every other language against English: a key missing or extra, or a
/// different number of placeholders, is a problem that stops the build.
enum AccessorSource {
  /// The accessor for each key of `english`, and `StringTables.Key`, an enum of the keys for
  /// code that fills a sentence itself.
  ///
  /// - Parameters:
  ///   - english: The English table, which defines the keys.
  ///   - type: The type the accessors extend, which has `callAsFunction(_:_:)`.
  /// - Returns: The text of Swift declarations.
  static func source(for english: StringsFile, extending type: String = "LocalizedStrings")
    -> String
  {
    var lines = [
      "",
      "/// The sentences of this module, one accessor per key of its English `Localizable.strings`;",
      "/// each fills the sentence of the person's language.",
      "extension \(type) {",
    ]
    for (key, value) in english.entries {
      let name = accessorName(key)
      let names = argumentNames(english.comments[key])
      lines.append("  /// \(comment(value))")
      if placeholderCount(value) == 0 {
        lines.append("  var \(name): String { self(\(TableSource.literal(key))) }")
      } else {
        let parameters = names.map { "\($0): String" }.joined(separator: ", ")
        let arguments = names.joined(separator: ", ")
        lines.append("  func \(name)(\(parameters)) -> String {")
        lines.append("    self(\(TableSource.literal(key)), \(arguments))")
        lines.append("  }")
      }
    }
    lines += [
      "}",
      "",
      "extension StringTables {",
      "  /// The keys of this module's sentences, for code that needs a sentence unfilled.",
      "  enum Key: String, CaseIterable {",
    ]
    for (key, _) in english.entries {
      lines.append("    case \(accessorName(key)) = \(TableSource.literal(key))")
    }
    lines += ["  }", "}", ""]
    return lines.joined(separator: "\n")
  }

  /// What is wrong with the keys and placeholders of `tables` against English, one sentence
  /// each naming the language and the key; empty when nothing is.
  ///
  /// - Parameter tables: The files read, keyed by language folder; `en` is the reference.
  static func problems(in tables: [String: StringsFile]) -> [String] {
    guard let english = tables["en"] else { return ["there is no en.lproj to take the keys from"] }
    var problems: [String] = []
    for (key, _) in english.entries where !isUsable(key) {
      problems.append("en: the key '\(key)' is not letters and digits between dots")
    }
    for (key, value) in english.entries {
      let names = argumentNames(english.comments[key])
      let count = placeholderCount(value)
      if names.count != count {
        problems.append(
          "en: '\(key)' takes \(count == 1 ? "1 value" : "\(count) values"), and its comment"
            + " names \(names.count)"
            + " ('Arguments: first, second.')")
      } else if let name = names.first(where: { !isUsableName($0) }) {
        problems.append("en: '\(key)' names a value '\(name)', which is no Swift parameter name")
      } else if Set(names).count != names.count {
        problems.append("en: '\(key)' names a value twice")
      }
    }
    let reference = Dictionary(english.entries, uniquingKeysWith: { first, _ in first })
    for (language, file) in tables.sorted(by: { $0.key < $1.key }) where language != "en" {
      let table = Dictionary(file.entries, uniquingKeysWith: { first, _ in first })
      for (key, _) in english.entries where table[key] == nil {
        problems.append("\(language): the key '\(key)' is missing")
      }
      for (key, value) in file.entries {
        guard let englishValue = reference[key] else {
          problems.append("\(language): the key '\(key)' is not in English")
          continue
        }
        let count = placeholderCount(value)
        let expected = placeholderCount(englishValue)
        if count != expected {
          problems.append(
            "\(language): '\(key)' has \(count) placeholders, English has \(expected)")
        }
      }
    }
    return problems
  }

  /// The accessor's name: `usage.notATime.hint` is `usageNotATimeHint`.
  static func accessorName(_ key: String) -> String {
    let parts = key.split(separator: ".")
    guard let first = parts.first else { return key }
    return first.prefix(1).lowercased() + first.dropFirst()
      + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }

  /// The names of a sentence's values, from the `Arguments:` of its comment: the words after
  /// it, separated by commas, up to a full stop or the end of the line.
  ///
  /// - Parameter comment: The comment before the English entry, if any.
  /// - Returns: The names, in order; empty when the comment names none.
  static func argumentNames(_ comment: String?) -> [String] {
    guard let comment, let start = comment.range(of: "Arguments:") else { return [] }
    let rest = comment[start.upperBound...]
    let list = rest.prefix { $0 != "." && !$0.isNewline }
    return list.split(separator: ",").map {
      $0.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
  }

  /// How many values `template` takes: `%@` in order, or `%1$@`, `%2$@` by position.
  static func placeholderCount(_ template: String) -> Int {
    var inOrder = 0
    var highest = 0
    var rest = Substring(template)
    while let percent = rest.firstIndex(of: "%") {
      let after = rest[rest.index(after: percent)...]
      if after.hasPrefix("@") {
        inOrder += 1
        rest = after.dropFirst()
      } else if let dollar = after.firstIndex(of: "$"), let position = Int(after[..<dollar]) {
        highest = max(highest, position)
        rest = after[dollar...].dropFirst()
      } else {
        rest = after.dropFirst()
      }
    }
    return max(inOrder, highest)
  }

  private static func isUsableName(_ name: String) -> Bool {
    name.wholeMatch(of: /[a-z][A-Za-z0-9]*/) != nil && !keywords.contains(name)
  }

  /// The words Swift keeps for itself that a lower-case name could be.
  private static let keywords: Set = [
    "as", "case", "catch", "class", "default", "defer", "do", "else", "for", "func", "if",
    "import", "in", "is", "let", "nil", "repeat", "return", "self", "struct", "switch", "throw",
    "try", "var", "where", "while",
  ]

  private static func isUsable(_ key: String) -> Bool {
    key.wholeMatch(of: /[a-z][A-Za-z0-9]*(?:\.[A-Za-z][A-Za-z0-9]*)*/) != nil
  }

  /// `text` on one comment line.
  private static func comment(_ text: String) -> String {
    text.replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\r", with: "\\r")
  }
}
