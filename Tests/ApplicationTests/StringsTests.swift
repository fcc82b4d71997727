import Domain
import Foundation
import LessonTestSupport
import Presentation
import Testing

@testable import Application

@MainActor @Suite struct StringsTests {
  @Test func fill_replacesPlaceholdersInOrderAndByPosition() {
    #expect(Template("%@ delay").filled(with: ["5 minutes"]) == "5 minutes delay")
    #expect(Template("%2$@ before %1$@").filled(with: ["a", "b"]) == "b before a")
    #expect(Template("100%% and %x").filled(with: []) == "100% and %x")
    #expect(Template("%@ %@").filled(with: ["only"]) == "only ")
    #expect(Template("%@, %@ and %@").filled(with: ["a", "b", "c"]) == "a, b and c")
    #expect(Template("%0$@ and %-1$@").filled(with: ["a"]) == "%0$@ and %-1$@")
  }

  @Test func languageFolders_preferTheScript() {
    #expect(
      LocalizedStrings.languageFolders(for: Locale(identifier: "zh_Hans_CN")) == ["zh-hans", "zh"])
    #expect(
      LocalizedStrings.languageFolders(for: Locale(identifier: "de_DE")) == ["de-latn", "de"])
    #expect(LocalizedStrings.languageFolders(for: Locale(identifier: "")) == [])
  }

  @Test func english_isTheFallback_forALanguageWithoutTranslation() {
    let strings = LocalizedStrings(locale: Locale(identifier: "fr_FR"))

    #expect(strings.tripDelay(duration: "5 minutes") == "5 minutes delay")
  }

  @Test func unknownKey_isShownAsItself() {
    #expect(LocalizedStrings(locale: Locale(identifier: "en_US"))("no.such.key") == "no.such.key")
  }
}
