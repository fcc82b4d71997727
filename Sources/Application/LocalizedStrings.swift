import Foundation

/// The user-visible sentences of one language, with English behind them.
///
/// The sentences are written in `Resources/<language>.lproj/Localizable.strings` and compiled
/// into the module at build time by the `StringTables` plugin, so nothing is read from disk
/// when the program starts. This type picks the table that fits the locale — `zh-hans` before
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
  /// - Parameters:
  ///   - key: The key in the `.strings` table.
  ///   - arguments: The values for the placeholders.
  /// - Returns: The sentence, in English when the language lacks the key, or the key itself
  ///   when no table has it.
  public func callAsFunction(_ key: String, _ arguments: String...) -> String {
    let template = table[key] ?? fallback[key] ?? key
    return Self.fill(template, with: arguments)
  }

  /// The raw template for `key`, with its placeholders unfilled.
  func template(_ key: String) -> String {
    table[key] ?? fallback[key] ?? key
  }

  static func fill(_ template: String, with arguments: [String]) -> String {
    var result = ""
    var nextArgument = 0
    var rest = Substring(template)
    while let percent = rest.firstIndex(of: "%") {
      result += rest[..<percent]
      let afterPercent = rest[rest.index(after: percent)...]
      if afterPercent.hasPrefix("@") {
        result += nextArgument < arguments.count ? arguments[nextArgument] : ""
        nextArgument += 1
        rest = afterPercent.dropFirst()
      } else if let dollar = afterPercent.firstIndex(of: "$"),
        let position = Int(afterPercent[..<dollar]),
        afterPercent[afterPercent.index(after: dollar)...].hasPrefix("@")
      {
        result += position - 1 < arguments.count ? arguments[position - 1] : ""
        rest = afterPercent[afterPercent.index(dollar, offsetBy: 2)...]
      } else if afterPercent.hasPrefix("%") {
        result += "%"
        rest = afterPercent.dropFirst()
      } else {
        result += "%"
        rest = afterPercent
      }
    }
    return result + rest
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

/// A template parsed once into text and placeholders, for text filled for every trip.
///
/// Filling a parsed template is plain concatenation, several times faster than scanning the
/// template for `%` on every call.
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
        after[after.index(after: dollar)...].hasPrefix("@")
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
