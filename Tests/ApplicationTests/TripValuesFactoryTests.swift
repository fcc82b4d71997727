import Domain
import Foundation
import LessonTestSupport
import Presentation
import Testing

@testable import Application

/// The second factory: a trip's instants, minutes and numbers, counted by the card's rules.
@Suite struct TripValuesFactoryTests {
  @Test func theArticlesTrip_isItsInstants_17Minutes_and5Late() {
    #expect(TripValues(Fixtures.lateTrip(id: 1)) == articleValues())
  }

  @Test func anOnTimeTrip_hasNoRecordedDeparture_andNoDelay() {
    #expect(TripValues(Fixtures.onTimeTrip(id: 3)) == articleValues(id: 3, late: false))
  }

  @Test func thePlacesNames_areTheTrips_asStored() {
    let trip = Fixtures.lateTrip(id: 2, origin: "Amsterdam", destination: "Rotterdam")

    #expect(
      TripValues(trip) == articleValues(id: 2, origin: "Amsterdam", destination: "Rotterdam"))
  }

  @Test func theRevision_isTheTrips() throws {
    let trip = Fixtures.onTimeTrip(id: 1).nextRevision.nextRevision

    #expect(TripValues(trip).revision == 3)
  }

  @Test(arguments: [(1.0, 1), (60.0, 1), (61.0, 2), (3_600.0, 60)])
  func theDelay_roundsUpToWholeMinutes(seconds: Double, minutes: Int64) throws {
    let trip = Fixtures.onTimeTrip(id: 1)
      .departing(at: Fixtures.articleDeparture.addingTimeInterval(seconds))

    #expect(TripValues(trip).delayMinutes == minutes)
  }

  @Test func anEarlyDeparture_isNoDelay() {
    let trip = Fixtures.onTimeTrip(id: 1)
      .departing(at: Fixtures.articleDeparture.addingTimeInterval(-120))

    #expect(TripValues(trip).delayMinutes == 0)
    #expect(TripValues(trip).recordedDepartureAt != nil)
  }

  @Test func theDuration_countsAcrossMidnight_asTheCardDoes() throws {
    let trip = Trip(
      id: Fixtures.tripID(1),
      draft: Fixtures.draft(departing: "2035-10-09T23:40:00+02:00", minutes: 55))

    #expect(TripValues(trip).durationMinutes == 55)
    #expect(TripPresenter.viewModel(for: trip, formats: amsterdamEnglish).duration == "55 min")
  }
}
