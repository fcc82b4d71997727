import Domain
import Foundation
import LessonTestSupport
import Localization
import Presentation
import Testing

@testable import Application

/// The card's English words are written in `TripFormats.Words`, on the lesson's path; the
/// English table keeps the same sentences for translators. The two must agree.
@Suite struct CardWordsTests {
  @Test func theEnglishWordsInCode_areTheEnglishTablesSentences() {
    let english = LocalizedStrings(locale: Locale(identifier: "en_US"))
    let words = TripFormats.Words()

    #expect(words.title("7") == Template(english.template(.tripTitle))("7"))
    #expect(words.route("A", "B") == Template(english.template(.tripRoute))("A", "B"))
    #expect(words.route("A", nil) == Template(english.template(.tripRouteFrom))("A"))
    #expect(words.route(nil, "B") == Template(english.template(.tripRouteTo))("B"))
    #expect(words.route(nil, nil) == nil)
    #expect(words.delay("5 minutes") == Template(english.template(.tripDelay))("5 minutes"))
    #expect(
      words.laterDay("00:05", "1") == Template(english.template(.tripArrivalLaterDay))("00:05", "1")
    )
  }

  @Test func aTranslatedLanguage_getsItsTablesWords_andEnglishGetsTheWordsInCode() {
    let german = TripFormats.Words(translatedFor: Locale(identifier: "de_DE"))
    let french = TripFormats.Words(translatedFor: Locale(identifier: "fr_FR"))

    #expect(german.title("7") == "Reise 7")
    #expect(german.route(nil, "Delft") == "nach Delft")
    #expect(french.title("7") == "Trip 7")
    #expect(french.route("A", "B") == "A → B")
  }
}
