import Application
import ArticleControl
import Domain
import Foundation
import LessonTestSupport
import Testing

/// The control's controller: it reads the trip once and hands it to the control. The store is
/// its seam, as the plain controller's.
@MainActor @Suite struct TripControlControllerTests {
  private let formats = TripFormats(
    locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "Europe/Amsterdam")!)

  @Test func aLateTrip_readOnce_reachesTheLabels() async {
    let store = TripRepositorySpy(trips: [Fixtures.lateTrip()])
    let sut = TripControlController(
      repository: store, tripID: Fixtures.tripID(1), formats: formats)

    await sut.viewDidLoad()

    #expect(store.receivedMessages == [.find(Fixtures.tripID(1))])
    #expect(sut.control.trip == Fixtures.lateTrip())
    #expect(sut.labels.title.text == "Trip 1")
    #expect(sut.labels.delay.text == "5 minutes delay")
  }

  @Test func aTripTheStoreDoesNotHave_leavesTheLabelsEmpty() async {
    let store = TripRepositorySpy(trips: [])
    let sut = TripControlController(
      repository: store, tripID: Fixtures.tripID(9), formats: formats)

    await sut.viewDidLoad()

    #expect(store.receivedMessages == [.find(Fixtures.tripID(9))])
    #expect(sut.control.trip == nil)
    #expect(sut.labels.title.text == nil)
  }
}
