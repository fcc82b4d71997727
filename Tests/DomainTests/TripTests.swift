import Domain
import Foundation
import LessonTestSupport
import Testing

@Suite struct TripTests {
  @Test func duration_isTheTimeFromDepartureToArrival() {
    let trip = Fixtures.lateTrip()

    #expect(trip.duration == 1000)
  }

  @Test func delay_isTheTimeFromScheduledToActualDeparture() {
    let trip = Fixtures.lateTrip()

    #expect(trip.delay == 300)
    #expect(trip.isDelayed)
  }

  @Test func actualDeparture_defaultsToTheScheduledDeparture() throws {
    let trip = try Trip(
      id: Fixtures.tripID(1), departure: Fixtures.articleDeparture,
      arrival: Fixtures.articleArrival)

    #expect(trip.actualDeparture == Fixtures.articleDeparture)
    #expect(trip.recordedDeparture == nil)
    #expect(trip.delay == 0)
    #expect(!trip.isDelayed)
  }

  @Test func aDepartureRecordedOnTime_isRecorded_thoughTheDelayIsZero() {
    let trip = Fixtures.onTimeTrip().departing(at: Fixtures.articleDeparture)

    #expect(trip.recordedDeparture == Fixtures.articleDeparture)
    #expect(trip.delay == 0)
    #expect(trip != Fixtures.onTimeTrip())
  }

  @Test func replanned_withoutARecordedDeparture_staysOnTime() throws {
    let later = Fixtures.articleDeparture.addingTimeInterval(3600)

    let trip = try Fixtures.onTimeTrip(origin: "Amsterdam").replanned(
      departure: later, arrival: later.addingTimeInterval(600), origin: nil, destination: "Delft")

    #expect(
      trip
        == (try Trip(
          id: Fixtures.tripID(1), departure: later, arrival: later.addingTimeInterval(600),
          destination: "Delft")))
    #expect(trip.actualDeparture == later)
    #expect(trip.delay == 0)
  }

  @Test func replanned_keepsARecordedDeparture_andMeasuresTheDelayAgainstTheNewPlan() throws {
    let twoMinutesLater = Fixtures.articleDeparture.addingTimeInterval(120)

    let trip = try Fixtures.lateTrip().replanned(
      departure: twoMinutesLater, arrival: Fixtures.articleArrival, origin: nil,
      destination: nil)

    #expect(trip.recordedDeparture == Fixtures.articleActualDeparture)
    #expect(trip.delay == 180)
    #expect(trip.id == Fixtures.tripID(1))
  }

  @Test func replanned_throws_whenTheNewArrivalIsNotAfterTheNewDeparture() {
    let later = Fixtures.articleArrival.addingTimeInterval(60)

    #expect(
      throws: TripError.arrivalNotAfterDeparture(
        departure: later, arrival: Fixtures.articleArrival)
    ) {
      try Fixtures.lateTrip().replanned(
        departure: later, arrival: Fixtures.articleArrival, origin: nil, destination: nil)
    }
  }

  @Test func earlyDeparture_isNotADelay() throws {
    let trip = try Trip(
      id: Fixtures.tripID(1), departure: Fixtures.articleDeparture,
      arrival: Fixtures.articleArrival,
      recordedDeparture: Fixtures.articleDeparture.addingTimeInterval(-120))

    #expect(trip.delay == -120)
    #expect(!trip.isDelayed)
  }

  @Test func oneSecondLate_isDelayed() {
    let trip = Fixtures.onTimeTrip().departing(at: Fixtures.articleDeparture + 1)

    #expect(trip.isDelayed)
  }

  @Test(arguments: [0.0, -1, -3600])
  func init_throws_whenArrivalIsNotAfterDeparture(offset: TimeInterval) {
    let arrival = Fixtures.articleDeparture.addingTimeInterval(offset)

    #expect(
      throws: TripError.arrivalNotAfterDeparture(
        departure: Fixtures.articleDeparture, arrival: arrival)
    ) {
      try Trip(id: Fixtures.tripID(1), departure: Fixtures.articleDeparture, arrival: arrival)
    }
  }

  @Test func draft_keepsWholeSeconds() throws {
    let draft = try TripDraft(
      departure: Date(timeIntervalSince1970: 100.75), arrival: Date(timeIntervalSince1970: 200.5),
      recordedDeparture: Date(timeIntervalSince1970: 130.2))

    #expect(draft.departure == Date(timeIntervalSince1970: 100))
    #expect(draft.arrival == Date(timeIntervalSince1970: 200))
    #expect(draft.actualDeparture == Date(timeIntervalSince1970: 130))
  }

  @Test func draft_throws_whenArrivalIsWithinTheDepartureSecond() {
    #expect(throws: TripError.self) {
      try TripDraft(
        departure: Date(timeIntervalSince1970: 100.1), arrival: Date(timeIntervalSince1970: 100.9))
    }
  }

  @Test func departing_changesOnlyTheActualDeparture() {
    let trip = Fixtures.onTimeTrip(origin: "Amsterdam", destination: "Rotterdam")

    let departed = trip.departing(at: Fixtures.articleActualDeparture)

    #expect(departed == Fixtures.lateTrip(origin: "Amsterdam", destination: "Rotterdam"))
  }

  @Test func tripWithIDAndDraft_copiesEveryField() {
    let draft = Fixtures.lateDraft(origin: "A", destination: "B")

    let trip = Trip(id: Fixtures.tripID(9), draft: draft)

    #expect(trip.id == Fixtures.tripID(9))
    #expect(trip.departure == draft.departure)
    #expect(trip.arrival == draft.arrival)
    #expect(trip.actualDeparture == draft.actualDeparture)
    #expect(trip.origin == "A")
    #expect(trip.destination == "B")
  }
}
