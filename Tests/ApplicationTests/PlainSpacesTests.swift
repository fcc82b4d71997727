import Presentation
import Testing

@testable import Application

/// The spaces some locales put in times become plain spaces; everything else stays as it is.
@Suite struct PlainSpacesTests {
  @Test(
    arguments: [
      ("3:09\u{202F}PM", "3:09 PM"), ("17\u{00A0}Min.", "17 Min."), ("\u{202F}", " "),
      ("\u{00A0}\u{202F}", "  "), ("下午3:09", "下午3:09"), ("3:09 PM", "3:09 PM"), ("", ""),
    ])
  func noBreakSpaces_becomePlainSpaces(text: String, expected: String) {
    #expect(TripFormats.withPlainSpaces(text) == expected)
  }
}
