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

  @Test func theChangesKeptOnThisComputer_passOnWhileThePanelIsAlive_andThenGoNowhere() async {
    let change = PendingChangeViewModel(
      lines: [.sentence("Trip 1 on the server:"), .card(trip)], conflictTrip: "1")
    var proxy: WeakView<ScreenSpy>?
    let panel = ScreenSpy()
    WeakView(panel).displayPendingChanges([change])

    let freed = await isFreed {
      ScreenSpy()
    } after: {
      proxy = WeakView($0)
    }
    proxy?.displayPendingChanges([change])

    #expect(panel.receivedMessages == [.pending([change])])
    #expect(freed)
    #expect(proxy != nil)
  }

  @Test func aView_isFreed_whileItsProxiesLive_whichThenPushIntoNothing() async {
    var proxy: WeakView<ViewSpy>?
    var screenProxy: WeakView<ScreenStateSpy>?

    let viewFreed = await isFreed {
      ViewSpy()
    } after: {
      proxy = WeakView($0)
    }
    let screenFreed = await isFreed {
      ScreenStateSpy()
    } after: {
      screenProxy = WeakView($0)
    }
    // What a use case pushes after the window closed: nothing to receive it, nothing to fail.
    proxy?.display(trip)
    proxy?.beginList()
    proxy?.displayListItem(trip)
    proxy?.endList()
    proxy?.displayInformation(message)
    proxy?.displayError(message)
    screenProxy?.display(.content)

    #expect(viewFreed)
    #expect(screenFreed)
    #expect(proxy != nil && screenProxy != nil, "the proxies outlived their views")
  }
}
