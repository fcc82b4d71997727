import Foundation

/// The user-visible sentences of one module in one language, with English behind them: the
/// one way every module of Trips puts a sentence into words.
///
/// A module writes its sentences in `Resources/<language>.lproj/Localizable.strings`; the
/// `StringTables` build plugin compiles them into the module as `StringTables.table`, with one
/// typed accessor per key on this type (`strings.messageNotFound(trip:)`). Nothing is read from
/// disk when the program starts. This type picks the table that fits the locale — `zh-hans`
/// before `zh` — and falls back to English for keys or languages without a translation.
public struct LocalizedStrings: Sendable {
  private let table: [String: String]
  private let fallback: [String: String]

  /// The strings for `locale`'s language, with English behind them.
  ///
  /// - Parameters:
  ///   - locale: The locale whose language to prefer.
  ///   - tables: A module's compiled tables: the table of a lowercased language folder such
  ///     as `de` or `zh-hans`, or `nil` when the module has none for it.
  public init(locale: Locale, tables: (String) -> [String: String]?) {
    let english = tables("en") ?? [:]
    self.fallback = english
    var chosen = english
    for folder in Self.languageFolders(for: locale) {
      // English is built once: as the fallback, and as the table when the locale is English.
      if let table = folder == "en" ? english : tables(folder) {
        chosen = table
        break
      }
    }
    self.table = chosen
  }

  /// The sentence for `key`, its `%@` placeholders filled with `arguments` in order, or
  /// `%1$@`, `%2$@` … by position.
  ///
  /// Call sites use the typed accessor that the compiler writes for each key,
  /// such as `strings.messageNotFound(id)`, which calls this.
  ///
  /// - Parameters:
  ///   - key: The key in the `.strings` table.
  ///   - arguments: The values for the placeholders.
  /// - Returns: The sentence, in English when the language lacks the key, or the key itself
  ///   when no table has it.
  public func callAsFunction(_ key: String, _ arguments: String...) -> String {
    Template(table[key] ?? fallback[key] ?? key).filled(with: arguments)
  }

  /// The raw template for `key`, with its placeholders unfilled.
  package func template(_ key: String) -> String {
    table[key] ?? fallback[key] ?? key
  }

  /// The resource folders to try for `locale`, most specific first: `zh-hans`, then `zh`.
  package static func languageFolders(for locale: Locale) -> [String] {
    guard let language = locale.language.languageCode?.identifier.lowercased() else {
      return []
    }
    var folders: [String] = []
    if let script = locale.language.script?.identifier.lowercased() {
      folders.append("\(language)-\(script)")
    }
    folders.append(language)
    return folders
  }
}
