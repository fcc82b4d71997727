import Presentation
import Testing

@testable import PresentationHTML

/// The page keeps the card's colours, darkened only as far as WCAG AA needs on white.
@Suite struct PageColorTests {
  @Test func theCardsRed_isDarkenedUntilItPasses() {
    #expect(PageColor.contrastOnWhite(1, 0, 0) < 4.5)
    #expect(PageColor.css(.late) == "#E60000")
    #expect(PageColor.contrastOnWhite(230 / 255, 0, 0) >= 4.5)
    #expect(PageColor.contrastOnWhite(250 / 255, 0, 0) < 4.5)
  }

  @Test func aColourThatPasses_isKept() {
    #expect(PageColor.css(.onTime) == "#000066")
  }

  @Test(arguments: [(0.0, 21.0), (1.0, 1.0)])
  func contrast_runsFromBlackToWhite(grey: Double, ratio: Double) {
    #expect(abs(PageColor.contrastOnWhite(grey, grey, grey) - ratio) < 0.001)
  }
}
