import Presentation
import Testing

@testable import PresentationConsole

@MainActor @Suite struct DisplayWidthTests {
  @Test(arguments: [
    ("Trip 1", 6), ("行程 1", 6), ("🚆", 2), ("e\u{301}", 1), ("", 0), ("→", 1),
    // Marks, format characters and controls on their own take no column.
    ("\u{301}", 0), ("a\u{200B}b", 2), ("\t", 0), ("Delft\u{7}", 5),
  ])
  func columns(text: String, expected: Int) {
    #expect(DisplayWidth.of(text) == expected)
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
