import Application
import ArticleViewModel
import Domain
import Foundation
import LessonTestSupport
import Presentation
import Testing

/// The view model made from a `Trip`: its values checked with no screen and no store, which
/// is what its shape buys.
@Suite struct TripScreenModelTests {
  private let formats = TripFormats(
    locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "Europe/Amsterdam")!)

  @Test func aLateTrip_hasItsDelay_andARedDeparture() {
    let model = TripScreenModel(trip: Fixtures.lateTrip(), formats: formats)

    #expect(model.title == "Trip 1")
    #expect(model.route == nil)
    #expect(model.date == "10/9/15")
    #expect(model.departure == "3:09 PM")
    #expect(model.arrival == "3:26 PM")
    #expect(model.duration == "17 min")
    #expect(model.delay == "5 minutes delay")
    #expect(model.departureColor == .late)
  }

  @Test func aTripOnTime_hasNoDelay() {
    let model = TripScreenModel(trip: Fixtures.onTimeTrip(), formats: formats)

    #expect(model.delay == nil)
    #expect(model.departureColor == .onTime)
  }

  @Test func anArrivalOnTheNextDay_saysSo() {
    let trip = Trip(
      id: Fixtures.tripID(1), draft: Fixtures.draft(departing: "2015-10-09T21:30:00Z", minutes: 510)
    )

    let model = TripScreenModel(trip: trip, formats: formats)

    #expect(model.arrival == "8:00 AM +1")
    #expect(model.duration == "8 hr, 30 min")
  }
}
