import Foundation
import LessonTestSupport
import Presentation
import PresentationJSON
import Testing

/// The JSON views are freed after use.
@MainActor @Suite struct JSONLeakTests {
  @Test func theRenderer_isFreed() async {
    #expect(
      await isFreed {
        JSONRenderer(
          output: TextBuffer(), errorOutput: TextBuffer(), instants: InstantText(timeZone: .gmt))
      } after: { renderer in
        renderer.beginList()
        renderer.displayListItem(ViewModels.late(), values: ViewModels.values())
        renderer.endList()
        renderer.display(ViewModels.onTime(), values: ViewModels.values(late: false))
      })
  }
}
