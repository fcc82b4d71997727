import CGtk
import Domain
import Foundation
import GtkViews
import InMemoryStore
import IntegrationTestSupport
import LessonTestSupport
import OfflineCopy
import StoreOpening
import Synchronization
import Testing
import WindowApp

/// A team store read through its real copy on this computer, with a server that can be made
/// unreachable: the window keeps a change made meanwhile, marks its trip, lists it under the
/// list, sends it when asked, and offers the two choices `trips resolve` offers for a conflict.
@MainActor @Suite(.serialized, .enabled(if: GtkDisplay.isAvailable))
struct OfflineWindowTests {
  private static let address = "postgresql://team.example.net/trips"

  /// The server, its planned failures, the folder of copies and the window over the copy.
  @MainActor
  private struct Team {
    let server = InMemoryTripRepository(trips: [Fixtures.lateTrip()])
    let faults = StoreFaults()
    let folder = TemporaryDirectory()
    let notices = NoticeSpy()
    let fixture: WindowFixture

    init() {
      let (notices, remote) = (notices, FaultyTripRepository(server, faults: faults))
      let copy = CachingTripRepository(
        remote: remote, folder: OfflineCopyFolder(path: folder.file("copies")),
        address: OfflineWindowTests.address, freshOnly: false,
        now: { Fixtures.articleDeparture }, notify: { notices.record($0) })
      fixture = WindowFixture(opened: OpenedStore(offlineCopy: copy), kind: .server)
    }

    func goOffline() {
      faults.failAll(
        with: TripStoreError(location: OfflineWindowTests.address, problem: .unreachable))
    }

    func goOnline() { faults.failNothing() }

    /// Lists the trips and shows trip 1 while the server answers, then, with it away, clicks
    /// *Later*: a change the copy keeps.
    func departOneMinuteLaterWhileAway() async {
      await fixture.screens.loadList()
      await fixture.screens.showTrip("1")
      goOffline()
      fixture.window.click("later")
      await fixture.screens.settle()
    }

    func serverTrip() async throws -> Trip? { try await server.trip(withID: Fixtures.tripID(1)) }
  }

  /// Records the notices the copy gives, in order.
  private final class NoticeSpy: Sendable {
    private let received = Mutex<[CachingTripRepository.Notice]>([])
    var notices: [CachingTripRepository.Notice] { received.withLock { $0 } }
    func record(_ notice: CachingTripRepository.Notice) { received.withLock { $0.append(notice) } }
  }

  @Test func aChangeMadeWhileTheStoreIsAway_isKeptHere_markedOnTheCardAndRow_andListed()
    async throws
  {
    let team = Team()
    let fixture = team.fixture
    await fixture.screens.loadList()
    await fixture.screens.showTrip("1")
    team.goOffline()

    #expect(fixture.window.click("later"))
    await fixture.screens.settle()

    #expect(try await team.serverTrip() == Fixtures.lateTrip(), "the server has not changed")
    #expect(fixture.text("delay") == "6 minutes delay")
    #expect(fixture.text("route") == "not sent yet")
    #expect(fixture.text("row-route") == "not sent yet")
    #expect(fixture.isVisible("pending"))
    #expect(fixture.text("pending-sentence") == "A change to trip 1 waits to be sent.")
    #expect(
      team.notices.notices.contains(.keptHere(location: OfflineWindowTests.address)))
  }

  @Test func sendNow_onceTheStoreIsBack_sendsTheKeptChange_andTheMarksGo() async throws {
    let team = Team()
    let fixture = team.fixture
    await team.departOneMinuteLaterWhileAway()
    team.goOnline()

    #expect(fixture.window.click("send-pending"))
    await fixture.screens.settle()

    let sent = try #require(try await team.serverTrip())
    #expect(sent.actualDeparture == Fixtures.articleDeparture.addingTimeInterval(360))
    #expect(fixture.text("change-message") == "1 change made on this computer was sent.")
    #expect(!fixture.isVisible("pending"))
    #expect(fixture.text("row-route") == "")
  }

  @Test(arguments: [
    ("keep-mine-1", 360.0, "6 minutes delay"), ("keep-theirs-1", 1_200.0, "20 minutes delay"),
  ])
  func aConflict_showsBothTrips_andEachChoiceKeepsItsSide(
    button: String, secondsLate: Double, delay: String
  ) async throws {
    let team = Team()
    let fixture = team.fixture
    await team.departOneMinuteLaterWhileAway()
    // Meanwhile someone else records another departure on the server.
    try await team.server.replace(
      Fixtures.lateTrip().departing(at: Fixtures.articleDeparture.addingTimeInterval(1_200)))
    team.goOnline()
    fixture.window.click("send-pending")
    await fixture.screens.settle()
    let conflict = (
      fixture.text("pending-delay"), fixture.text("route"),
      fixture.window.form.fields, fixture.text("change-message")
    )

    #expect(fixture.window.click(button))
    await fixture.screens.settle()

    #expect(conflict.0 == "20 minutes delay", "the server's trip comes first")
    #expect(conflict.1 == "conflicts")
    #expect(
      conflict.3 == """
        No change was sent: what is kept on this computer waits for its conflicts to be resolved.
        Trip 1: your change conflicts with the server's and was not applied. It is kept.
        """)
    let kept = try #require(try await team.serverTrip())
    #expect(kept.actualDeparture == Fixtures.articleDeparture.addingTimeInterval(secondsLate))
    #expect(fixture.text("delay") == delay)
    #expect(!fixture.isVisible("pending"))
  }

  @Test func aClosedWindowOverTheCopy_isFreed_withItsPanelAndTheCopysUseCases() async {
    weak var window: TripWindow?
    weak var panel: PendingChangesPanel?
    weak var screens: TripScreens<ManualClock>?
    do {
      let team = Team()
      await team.departOneMinuteLaterWhileAway()
      (window, panel, screens) = (
        team.fixture.window, team.fixture.window.pending, team.fixture.screens
      )
      gtk_window_destroy(trips_as_window(team.fixture.window.widget))
    }

    #expect(window == nil)
    #expect(panel == nil)
    #expect(screens == nil)
  }
}
