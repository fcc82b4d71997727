import Presentation
import Testing

/// The passive label: it holds what it is given, and a renderer reads its visible text.
@MainActor @Suite struct TextLabelTests {
  @Test func aNewLabel_isEmpty_visible_andInTheDefaultColour() {
    let label = TextLabel()

    #expect(label.text == nil)
    #expect(label.isHidden == false)
    #expect(label.textColor == nil)
    #expect(label.visibleText == "")
  }

  @Test func aLabel_showsItsText_untilHidden() {
    let label = TextLabel(text: "Trip 1", textColor: .late)

    let shown = label.visibleText
    label.isHidden = true

    #expect(shown == "Trip 1")
    #expect(label.visibleText == "")
    #expect(label.text == "Trip 1")
    #expect(label.textColor == .late)
  }
}
