import Application
import Domain
import Foundation
import LessonTestSupport
import PlainController
import Testing

/// The plain controller, tested the one way its shape allows: with a store, through the labels
/// it filled. The store is its only seam.
@MainActor @Suite struct TripViewControllerTests {
  private let formats = TripFormats(
    locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "Europe/Amsterdam")!)

  @Test func aLateTrip_fillsTheLabels_withTheDepartureRed_andTheDelayShown() async {
    let store = TripRepositorySpy(trips: [Fixtures.lateTrip()])
    let sut = TripViewController(repository: store, tripID: Fixtures.tripID(1), formats: formats)

    await sut.viewDidLoad()

    #expect(store.receivedMessages == [.find(Fixtures.tripID(1))])
    #expect(sut.labels.title.text == "Trip 1")
    #expect(sut.labels.route.isHidden)
    #expect(sut.labels.date.text == "10/9/15")
    #expect(sut.labels.departure.text == "3:09 PM")
    #expect(sut.labels.departure.textColor == .late)
    #expect(sut.labels.arrival.text == "3:26 PM")
    #expect(sut.labels.duration.text == "17 min")
    #expect(sut.labels.delay.text == "5 minutes delay")
    #expect(!sut.labels.delay.isHidden)
  }

  @Test func aTripOnTime_hidesTheDelay() async {
    let store = TripRepositorySpy(trips: [
      Fixtures.onTimeTrip(origin: "Delft", destination: "Leiden")
    ])
    let sut = TripViewController(repository: store, tripID: Fixtures.tripID(1), formats: formats)

    await sut.viewDidLoad()

    #expect(store.receivedMessages == [.find(Fixtures.tripID(1))])
    #expect(sut.labels.route.text == "Delft → Leiden")
    #expect(sut.labels.departure.textColor == .onTime)
    #expect(sut.labels.delay.isHidden)
  }

  @Test func aTripTheStoreDoesNotHave_leavesTheLabelsEmpty() async {
    let store = TripRepositorySpy(trips: [])
    let sut = TripViewController(repository: store, tripID: Fixtures.tripID(9), formats: formats)

    await sut.viewDidLoad()

    #expect(store.receivedMessages == [.find(Fixtures.tripID(9))])
    #expect(sut.labels.title.text == nil)
    #expect(sut.labels.departure.text == nil)
  }
}
