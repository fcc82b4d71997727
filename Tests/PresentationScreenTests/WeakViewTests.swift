import LessonTestSupport
import Presentation
import PresentationScreen
import Testing

/// The weak proxy between a use case and a window: every push passes on while the window is
/// open, and goes nowhere once it is closed.
@MainActor @Suite struct WeakViewTests {
  private let trip = ViewModels.late()
  private let message = Message("Trip 9 does not exist.")

  @Test func whileTheViewIsAlive_everyPushPassesOn() {
    let views = ViewSpy()
    let screen = ScreenStateSpy()
    let proxy = WeakView(views)
    let screenProxy = WeakView(screen)

    proxy.display(trip)
    proxy.beginList()
    proxy.displayListItem(trip)
    proxy.endList()
    proxy.displayInformation(message)
    proxy.displayError(message)
    screenProxy.display(.loading)

    #expect(
      views.receivedMessages == [
        .display(trip), .beginList, .listItem(trip), .endList, .information(message),
        .error(message),
      ])
    #expect(screen.receivedStates == [.loading])
  }

  @Test func aClosedView_isFreed_andLaterPushesGoNowhere() async {
    var proxy: WeakView<ViewSpy>?
    var screenProxy: WeakView<ScreenStateSpy>?

    #expect(
      await isFreed {
        ViewSpy()
      } after: {
        proxy = WeakView($0)
      })
    #expect(
      await isFreed {
        ScreenStateSpy()
      } after: {
        screenProxy = WeakView($0)
      })
    proxy?.display(trip)
    proxy?.beginList()
    proxy?.displayListItem(trip)
    proxy?.endList()
    proxy?.displayInformation(message)
    proxy?.displayError(message)
    screenProxy?.display(.content)

    #expect(proxy?.object == nil)
    #expect(screenProxy?.object == nil)
  }
}
