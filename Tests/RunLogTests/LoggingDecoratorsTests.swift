import Domain
import LessonTestSupport
import OfflineChanges
import Presentation
import RunLog
import StoreCapabilities
import Synchronization
import Testing

/// The other decorators of the log: the announcements `watch` waits for, its card, and the
/// changes kept on this computer. Each passes every call on once and answers as it is
/// answered.
@Suite struct LoggingDecoratorsTests {
  @Test func eachWaitForAnnouncements_isAPoll_toldAtDebug() async {
    let spy = LogLinesSpy()
    let announcing = ScriptedAnnouncements([.quiet, .changed])
    let logged = LoggingChangeAnnouncements(announcing, log: predictableLog(spy, level: .debug))

    let listener = await logged.listenForChanges()
    let news = [
      await listener.nextAnnouncement(waitingUpTo: .zero),
      await listener.nextAnnouncement(waitingUpTo: .zero),
    ]
    await listener.stopListening()

    #expect(news == [.quiet, .changed])
    #expect(announcing.calls == ["listen", "wait", "wait", "stop"])
    #expect(
      spy.lines == [
        line("debug", "poll", #","news":"quiet","ms":1.000"#),
        line("debug", "poll", #","news":"changed","ms":1.000"#),
      ])
  }

  @Test func polls_areLeftOut_atInfo() async {
    let spy = LogLinesSpy()
    let logged = LoggingChangeAnnouncements(
      ScriptedAnnouncements([.quiet]), log: predictableLog(spy))

    _ = await logged.listenForChanges().nextAnnouncement(waitingUpTo: .zero)

    #expect(spy.lines == [])
  }

  @MainActor
  @Test func eachDrawingOfTheCard_isARedraw() {
    let spy = LogLinesSpy()
    let screen = ScreenSpy()
    let logged = LoggingTripDataView(screen, log: predictableLog(spy))

    logged.display(ViewModels.late(), values: ViewModels.values())
    logged.display(ViewModels.onTime(), values: ViewModels.values(late: false))

    #expect(
      screen.receivedMessages == [
        .display(ViewModels.late(), ViewModels.values()),
        .display(ViewModels.onTime(), ViewModels.values(late: false)),
      ])
    #expect(spy.lines == [line("info", "redraw"), line("info", "redraw")])
  }

  /// A card of words, as `watch` draws on a terminal, is logged the same way.
  @MainActor @Test func eachDrawingOfACardOfWords_isARedraw() {
    let spy = LogLinesSpy()
    let view = ViewSpy()
    let logged = LoggingTripView(view, log: predictableLog(spy))

    logged.display(ViewModels.late())

    #expect(view.receivedMessages == [.display(ViewModels.late())])
    #expect(spy.lines == [line("info", "redraw")])
  }

  @Test func sendingAndResolving_areALineEach() async throws {
    let spy = LogLinesSpy()
    let pending = RecordingPendingChanges()
    let logged = LoggingPendingChanges(pending, log: predictableLog(spy))

    #expect(try await logged.pendingChanges() == PendingChange.Summary())
    #expect(try await logged.sendPendingChanges() == PendingChange.Summary())
    #expect(try await logged.resolve(tripWithID: Fixtures.tripID(4), keeping: .theirs) == nil)

    #expect(pending.calls == ["pendingChanges", "sendPendingChanges", "resolve 4 theirs"])
    #expect(
      spy.lines == [
        line("info", "store", #","call":"pending_changes","ms":1.000,"rows":0"#),
        line("info", "store", #","call":"send_pending_changes","ms":1.000"#),
        line("info", "store", #","call":"resolve","ms":1.000,"rows":0"#),
      ])
  }

  @MainActor
  @Test func theCardsDecorator_freesTheScreenItWraps() async {
    let spy = LogLinesSpy()

    let freed = await isFreed(
      { ScreenSpy() },
      after: { screen in
        LoggingTripDataView(screen, log: predictableLog(spy))
          .display(ViewModels.late(), values: ViewModels.values())
      })

    #expect(freed)
  }
}

/// Announcements that answer each wait with the next news of a script, recording each call.
private final class ScriptedAnnouncements: TripChangeAnnouncing, TripChangeListening {
  private let state: Mutex<(script: [TripChangeNews], calls: [String])>

  init(_ script: [TripChangeNews]) {
    state = Mutex((script, []))
  }

  var calls: [String] { state.withLock { $0.calls } }

  func listenForChanges() async -> any TripChangeListening {
    state.withLock { $0.calls.append("listen") }
    return self
  }

  func nextAnnouncement(waitingUpTo timeout: Duration) async -> TripChangeNews {
    state.withLock {
      $0.calls.append("wait")
      return $0.script.isEmpty ? .quiet : $0.script.removeFirst()
    }
  }

  func stopListening() async {
    state.withLock { $0.calls.append("stop") }
  }
}

/// Changes kept on this computer that hold none, recording each call.
private final class RecordingPendingChanges: PendingChangeSending {
  private let recorded = Mutex<[String]>([])

  var calls: [String] { recorded.withLock { $0 } }

  func pendingChanges() async throws(TripStoreError) -> PendingChange.Summary {
    recorded.withLock { $0.append("pendingChanges") }
    return PendingChange.Summary()
  }

  func sendPendingChanges() async throws(TripStoreError) -> PendingChange.Summary {
    recorded.withLock { $0.append("sendPendingChanges") }
    return PendingChange.Summary()
  }

  func resolve(tripWithID id: TripID, keeping side: ChangeConflict.Side)
    async throws(TripStoreError) -> (ChangeConflict, PendingChange.Outcome?)?
  {
    recorded.withLock { $0.append("resolve \(id.rawValue) \(side == .mine ? "mine" : "theirs")") }
    return nil
  }
}
