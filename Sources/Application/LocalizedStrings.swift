import Foundation

/// The user-visible sentences of one language, with English behind them.
///
/// The sentences are written in `Resources/<language>.lproj/Localizable.strings` and compiled
/// into Swift by `StringTableCompiler`, which the `StringTables` build plugin runs for every
/// module that has sentences. Nothing is read from disk when the program starts. This type picks the table that fits the locale — `zh-hans` before
/// `zh` — and falls back to English for keys or languages without a translation. The
/// Application layer uses its own tables; the command line its usage errors, with the same
/// type.
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

  /// The strings of the Application layer for `locale`.
  init(locale: Locale) {
    self.init(locale: locale, tables: StringTables.table)
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
  package func callAsFunction(_ key: String, _ arguments: String...) -> String {
    Template(table[key] ?? fallback[key] ?? key).filled(with: arguments)
  }

  /// The raw template for `key`, with its placeholders unfilled.
  func template(_ key: StringTables.Key) -> String {
    table[key.rawValue] ?? fallback[key.rawValue] ?? key.rawValue
  }

  /// The resource folders to try for `locale`, most specific first: `zh-hans`, then `zh`.
  static func languageFolders(for locale: Locale) -> [String] {
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

/// A sentence's template parsed into text and placeholders: the one reader of `%@` and
/// `%1$@`. ``TripFormats`` keeps the templates a card fills for every trip parsed once.
struct Template: Sendable {
  private enum Piece: Sendable {
    case text(String)
    case argument(Int)
  }

  private let pieces: [Piece]

  init(_ template: String) {
    var pieces: [Piece] = []
    var next = 0
    var text = ""
    var rest = Substring(template)
    while let percent = rest.firstIndex(of: "%") {
      text += rest[..<percent]
      let after = rest[rest.index(after: percent)...]
      if after.hasPrefix("@") {
        pieces.append(.text(text))
        pieces.append(.argument(next))
        text = ""
        next += 1
        rest = after.dropFirst()
      } else if let dollar = after.firstIndex(of: "$"), let position = Int(after[..<dollar]),
        position >= 1, after[after.index(after: dollar)...].hasPrefix("@")
      {
        pieces.append(.text(text))
        pieces.append(.argument(position - 1))
        text = ""
        rest = after[after.index(dollar, offsetBy: 2)...]
      } else if after.hasPrefix("%") {
        text += "%"
        rest = after.dropFirst()
      } else {
        text += "%"
        rest = after
      }
    }
    pieces.append(.text(text + rest))
    self.pieces = pieces.filter {
      if case .text(let text) = $0 { return !text.isEmpty }
      return true
    }
  }

  /// The template with its placeholders replaced by `arguments`; a placeholder without an
  /// argument becomes empty.
  func filled(with arguments: [String]) -> String {
    var result = ""
    for piece in pieces {
      switch piece {
      case .text(let text): result += text
      case .argument(let index): result += index < arguments.count ? arguments[index] : ""
      }
    }
    return result
  }

  /// The template with its placeholders replaced by `first` and `second`; a placeholder
  /// without an argument becomes empty.
  ///
  /// Two fixed parameters rather than a variadic list: the factory fills a template for
  /// every trip of a list, and a variadic call allocates an array each time.
  func callAsFunction(_ first: String = "", _ second: String = "") -> String {
    var result = ""
    for piece in pieces {
      switch piece {
      case .text(let text): result += text
      case .argument(0): result += first
      case .argument(1): result += second
      case .argument: break
      }
    }
    return result
  }
}
