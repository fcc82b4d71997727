import StringsFileFormat

/// The Swift source that holds a module's string tables, one per language folder.
///
/// It declares an internal `enum StringTables` whose `table(_:)` returns the table of a
/// lowercased language folder (`en`, `de`, `zh-hans`) or `nil`, for `LocalizedStrings` to
/// choose from. Only the language asked for is built, when it is asked for.
enum TableSource {
  /// The source for `tables`, keyed by language folder.
  ///
  /// - Parameter tables: The files read, keyed by the name of their `.lproj` folder; the
  ///   key is lowercased in the source.
  /// - Returns: The text of a Swift file.
  static func source(for tables: [String: StringsFile]) -> String {
    var lines = [
      "// swift-format-ignore-file",
      "// Written by StringTableCompiler from this module's Resources/*.lproj/Localizable.strings.",
      "// Edit those files, not this one.",
      "",
      "/// The sentences of this module in every language it has, compiled from its",
      "/// `Localizable.strings` files.",
      "enum StringTables {",
      "  /// The table of `language`, a lowercased language folder such as `zh-hans`, or `nil`.",
      "  static func table(_ language: String) -> [String: String]? {",
      "    switch language {",
    ]
    for (language, file) in tables.sorted(by: { $0.key < $1.key }) {
      lines.append("    case \(literal(language.lowercased())):")
      if file.entries.isEmpty {
        lines.append("      return [:]")
        continue
      }
      lines.append("      return [")
      for (key, value) in file.entries {
        lines.append("        \(literal(key)): \(literal(value)),")
      }
      lines.append("      ]")
    }
    lines += ["    default:", "      return nil", "    }", "  }", "}", ""]
    return lines.joined(separator: "\n")
  }

  /// `text` as a Swift string literal.
  static func literal(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        result += "\\u{\(String(scalar.value, radix: 16))}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
