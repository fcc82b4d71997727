import Application
import DecoupledPath
import Domain
import Foundation
import LessonTestSupport
import Testing

/// The decoupled path, composed: the root tests each of its steps with spies (the use case,
/// the factory, the control); here, that the composition reads the trip once and fills the
/// shared labels.
@MainActor @Suite struct DecoupledTripScreenTests {
  private let formats = TripFormats(
    locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "Europe/Amsterdam")!)

  @Test func aLateTrip_readOnce_fillsTheLabels() async {
    let store = TripRepositorySpy(trips: [Fixtures.lateTrip()])
    let sut = DecoupledTripScreen(repository: store, tripID: Fixtures.tripID(1), formats: formats)

    await sut.viewDidLoad()

    #expect(store.receivedMessages == [.find(Fixtures.tripID(1))])
    #expect(sut.labels.title.text == "Trip 1")
    #expect(sut.labels.departure.textColor == .late)
    #expect(sut.labels.delay.text == "5 minutes delay")
    #expect(!sut.labels.delay.isHidden)
  }

  @Test func aTripTheStoreDoesNotHave_leavesTheLabelsEmpty() async {
    let store = TripRepositorySpy(trips: [])
    let sut = DecoupledTripScreen(repository: store, tripID: Fixtures.tripID(9), formats: formats)

    await sut.viewDidLoad()

    #expect(store.receivedMessages == [.find(Fixtures.tripID(9))])
    #expect(sut.labels.title.text == nil)
  }
}
