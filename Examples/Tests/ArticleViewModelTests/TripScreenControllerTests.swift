import Application
import ArticleViewModel
import Domain
import Foundation
import LessonTestSupport
import Testing

/// The view model's controller: it reads the trip once and binds the model's values to the
/// labels. The store is its seam, as the plain controller's.
@MainActor @Suite struct TripScreenControllerTests {
  private let formats = TripFormats(
    locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "Europe/Amsterdam")!)

  @Test func aLateTrip_readOnce_isBoundToTheLabels() async {
    let store = TripRepositorySpy(trips: [Fixtures.lateTrip()])
    let sut = TripScreenController(repository: store, tripID: Fixtures.tripID(1), formats: formats)

    await sut.viewDidLoad()

    #expect(store.receivedMessages == [.find(Fixtures.tripID(1))])
    #expect(sut.labels.title.text == "Trip 1")
    #expect(sut.labels.route.isHidden)
    #expect(sut.labels.departure.textColor == .late)
    #expect(sut.labels.delay.text == "5 minutes delay")
    #expect(!sut.labels.delay.isHidden)
  }

  @Test func aTripOnTime_hidesTheDelay_andShowsItsRoute() async {
    let store = TripRepositorySpy(trips: [
      Fixtures.onTimeTrip(origin: "Delft", destination: "Leiden")
    ])
    let sut = TripScreenController(repository: store, tripID: Fixtures.tripID(1), formats: formats)

    await sut.viewDidLoad()

    #expect(store.receivedMessages == [.find(Fixtures.tripID(1))])
    #expect(sut.labels.route.text == "Delft → Leiden")
    #expect(!sut.labels.route.isHidden)
    #expect(sut.labels.delay.isHidden)
  }

  @Test func aTripTheStoreDoesNotHave_leavesTheLabelsEmpty() async {
    let store = TripRepositorySpy(trips: [])
    let sut = TripScreenController(repository: store, tripID: Fixtures.tripID(9), formats: formats)

    await sut.viewDidLoad()

    #expect(store.receivedMessages == [.find(Fixtures.tripID(9))])
    #expect(sut.labels.title.text == nil)
  }
}
