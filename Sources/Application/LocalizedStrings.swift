import Foundation

/// The user-visible sentences of one language, read from a bundle's `.strings` resources.
///
/// On Linux, Foundation does not choose a language sub-bundle by itself, so this type opens
/// the `<language>.lproj` folder that fits the locale and falls back to English for keys or
/// languages without a translation. The Application layer reads its own table; the command
/// line reads its usage errors from its own bundle with the same type.
public struct LocalizedStrings: Sendable {
  private let table: [String: String]
  private let fallback: [String: String]

  /// The strings for `locale`'s language, with English behind them.
  ///
  /// - Parameters:
  ///   - bundle: The bundle whose `<language>.lproj/Localizable.strings` to read.
  ///   - locale: The locale whose language to prefer.
  public init(bundle: Bundle, locale: Locale) {
    let english = Self.load(languageFolder: "en", from: bundle)
    self.fallback = english
    self.table =
      Self.languageFolders(for: locale).lazy
      .map { Self.load(languageFolder: $0, from: bundle) }
      .first { !$0.isEmpty } ?? english
  }

  /// The strings of the Application layer for `locale`.
  init(locale: Locale) {
    self.init(bundle: .module, locale: locale)
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

  private static func load(languageFolder: String, from bundle: Bundle) -> [String: String] {
    guard
      let url = bundle.url(
        forResource: "Localizable", withExtension: "strings",
        subdirectory: "\(languageFolder).lproj")
        ?? bundle.url(
          forResource: "Localizable", withExtension: "strings",
          subdirectory: nil, localization: languageFolder),
      let data = try? Data(contentsOf: url),
      let plist = try? PropertyListSerialization.propertyList(from: data, format: nil),
      let table = plist as? [String: String]
    else { return [:] }
    return table
  }
}
