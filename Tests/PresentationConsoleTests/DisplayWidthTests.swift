import Presentation
import Testing

@testable import PresentationConsole

@MainActor @Suite struct DisplayWidthTests {
  @Test(arguments: [
    ("Trip 1", 6), ("行程 1", 6), ("🚆", 2), ("e\u{301}", 1), ("", 0), ("→", 1),
    // Marks, format characters and controls on their own take no column.
    ("\u{301}", 0), ("a\u{200B}b", 2), ("\t", 0), ("Delft\u{7}", 5),
    // Flags, joined emoji and skin tones are one emoji; a decomposed Hangul syllable is one.
    ("🇳🇱", 2), ("👩\u{200D}🔧", 2), ("👋🏽", 2), ("\u{1100}\u{1161}", 2),
  ])
  func columns(text: String, expected: Int) {
    #expect(DisplayWidth.of(text) == expected)
  }

  /// Text and what follows it can join into one character: a mark written before a number
  /// (U+0601) joins the space after it, a spacing vowel sign or a skin tone joins the space
  /// before it. Each still counts as it does alone, or a card's right border would move (found
  /// by fuzzing).
  @Test(arguments: ["\u{0601}", "\u{0D4E}", "\u{FFFD}\u{FFFD}\u{FFFD}\u{0601}"])
  func joinedToTheSpaceAfter_measuresAsAlone(text: String) {
    #expect(DisplayWidth.of(text + " ") == DisplayWidth.of(text) + 1)
  }

  @Test(arguments: ["\u{0903}", "🏽", "\u{301}"])
  func joinedToTheSpaceBefore_measuresAsAlone(text: String) {
    #expect(DisplayWidth.of(" " + text) == 1 + DisplayWidth.of(text))
  }

  @Test func truncate_cutsToTheColumns_withAnEllipsis() {
    #expect(DisplayWidth.truncate("Amsterdam", toColumns: 5) == "Amst…")
    #expect(DisplayWidth.truncate("阿姆斯特丹", toColumns: 6) == "阿姆…")
    #expect(DisplayWidth.truncate("Delft", toColumns: 5) == "Delft")
  }

  @Test func pad_fillsToTheColumns() {
    #expect(DisplayWidth.pad("鹿特丹", toColumns: 8) == "鹿特丹  ")
  }
}
