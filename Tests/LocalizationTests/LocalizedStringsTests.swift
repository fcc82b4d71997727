import Foundation
import Localization
import Testing

/// How a module's tables are chosen for a locale, with English behind them.
@Suite struct LocalizedStringsTests {
  /// Two small tables, as the StringTables plugin compiles them for a module.
  private static func tables(_ folder: String) -> [String: String]? {
    switch folder {
    case "en": ["trip.delay": "%@ delay", "only.english": "Only in English"]
    case "de": ["trip.delay": "%@ Verspätung"]
    case "zh-hans": ["trip.delay": "晚点 %@"]
    default: nil
    }
  }

  @Test func languageFolders_preferTheScript() {
    #expect(
      LocalizedStrings.languageFolders(for: Locale(identifier: "zh_Hans_CN")) == ["zh-hans", "zh"])
    #expect(
      LocalizedStrings.languageFolders(for: Locale(identifier: "de_DE")) == ["de-latn", "de"])
    #expect(LocalizedStrings.languageFolders(for: Locale(identifier: "")) == [])
  }

  @Test func theLocalesLanguage_isChosen_withItsScriptFirst() {
    let german = LocalizedStrings(locale: Locale(identifier: "de_DE"), tables: Self.tables)
    let chinese = LocalizedStrings(locale: Locale(identifier: "zh_Hans_CN"), tables: Self.tables)

    #expect(german("trip.delay", "5 Minuten") == "5 Minuten Verspätung")
    #expect(chinese("trip.delay", "5 分钟") == "晚点 5 分钟")
  }

  @Test func english_isTheFallback_forALanguageOrAKeyWithoutTranslation() {
    let french = LocalizedStrings(locale: Locale(identifier: "fr_FR"), tables: Self.tables)
    let german = LocalizedStrings(locale: Locale(identifier: "de_DE"), tables: Self.tables)

    #expect(french("trip.delay", "5 minutes") == "5 minutes delay")
    #expect(german("only.english") == "Only in English")
  }

  @Test func unknownKey_isShownAsItself_andItsTemplateToo() {
    let strings = LocalizedStrings(locale: Locale(identifier: "en_US"), tables: Self.tables)

    #expect(strings("no.such.key") == "no.such.key")
    #expect(strings.template("no.such.key") == "no.such.key")
    #expect(strings.template("trip.delay") == "%@ delay")
  }
}
