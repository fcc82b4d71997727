import Foundation

/// The kit's sentences in one language, with English behind them.
///
/// They are written in `Resources/<language>.lproj/Localizable.strings` and compiled into
/// Swift by the `StringTables` build plugin, with one accessor per key
/// (`strings.usageNoCommand`). This type picks the table that fits the locale — `zh-hans`
/// before `zh` — and falls back to English for a language the kit has no table for.
struct CommandLineStrings {
  private let table: [String: String]

  /// The sentences for `locale`'s language.
  init(locale: Locale) {
    var folders: [String] = []
    if let language = locale.language.languageCode?.identifier.lowercased() {
      if let script = locale.language.script?.identifier.lowercased() {
        folders.append("\(language)-\(script)")
      }
      folders.append(language)
    }
    table = folders.lazy.compactMap(StringTables.table).first ?? StringTables.table("en") ?? [:]
  }

  /// The sentence for `key`, its `%@` placeholders filled with `arguments` in order, or
  /// `%1$@`, `%2$@` … by position.
  func callAsFunction(_ key: String, _ arguments: String...) -> String {
    fill(table[key] ?? key, arguments)
  }

  /// `template` with its placeholders filled: `%@` in order, `%1$@` by position. A `%@` past
  /// the last argument is left out; any other `%` that fills nothing is kept.
  func fill(_ template: String, _ arguments: [String]) -> String {
    var result = ""
    var next = 0
    var rest = Substring(template)
    while let percent = rest.firstIndex(of: "%") {
      result += rest[..<percent]
      let after = rest[rest.index(after: percent)...]
      if after.hasPrefix("@") {
        result += next < arguments.count ? arguments[next] : ""
        next += 1
        rest = after.dropFirst()
      } else if let dollar = after.firstIndex(of: "$"), let position = Int(after[..<dollar]),
        position >= 1, position <= arguments.count
      {
        result += arguments[position - 1]
        rest = after[dollar...].dropFirst(2)
      } else {
        result += "%"
        rest = after
      }
    }
    return result + rest
  }
}
