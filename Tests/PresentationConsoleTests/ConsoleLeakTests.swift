import LessonTestSupport
import Presentation
import PresentationConsole
import Testing

/// The console's views are freed after use: nothing they hand out holds them.
@MainActor @Suite struct ConsoleLeakTests {
  @Test func theRenderer_isFreed() async {
    #expect(
      await isFreed {
        ConsoleRenderer(output: TextBuffer(), errorOutput: TextBuffer(), colors: .basic)
      } after: { renderer in
        renderer.display(ViewModels.late())
        renderer.beginList()
        renderer.displayListItem(ViewModels.onTime())
        renderer.endList()
        renderer.displayError(Message("x"))
      })
  }

  @Test func theLiveCard_isFreed() async {
    #expect(
      await isFreed {
        LiveTripCard(
          output: TextBuffer(), errorOutput: TextBuffer(), colors: .none, redrawsInPlace: true)
      } after: { card in
        card.display(ViewModels.late())
        card.resize(toColumns: 32)
        card.display(ViewModels.onTime())
      })
  }
}
