import LessonTestSupport
import Presentation
import Testing

/// The control and its labels are freed after use, and the check itself catches a cycle.
@MainActor @Suite struct LeakTests {
  @Test func theControl_andItsLabels_areFreed() async {
    #expect(
      await isFreed {
        TripPresentationControl()
      } after: { control in
        control.viewModel = ViewModels.late()
        control.viewModel = nil
      })
    #expect(
      await isFreed {
        TextLabel(text: "Trip 1")
      } after: { label in
        label.isHidden = true
      })
  }

  /// A sample with a deliberate cycle: an object whose closure holds the object.
  private final class Cycle {
    var onChange: (() -> Void)?
  }

  @Test func aReferenceCycle_failsTheCheck() async {
    await withKnownIssue("a closure that holds its own object keeps it alive") {
      #expect(
        await isFreed {
          let cycle = Cycle()
          cycle.onChange = { _ = cycle }
          return cycle
        })
    }
  }
}
