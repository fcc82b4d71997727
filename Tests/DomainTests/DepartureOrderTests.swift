import Domain
import LessonTestSupport
import Testing

@Suite struct DepartureOrderTests {
  @Test func ordersByDepartureThenByID() {
    let early = Trip(
      id: Fixtures.tripID(5), draft: Fixtures.draft(departing: "2015-10-09T10:00:00Z"))
    let lateLowID = Trip(
      id: Fixtures.tripID(2), draft: Fixtures.draft(departing: "2015-10-09T12:00:00Z"))
    let lateHighID = Trip(
      id: Fixtures.tripID(3), draft: Fixtures.draft(departing: "2015-10-09T12:00:00Z"))

    let sorted = [lateHighID, lateLowID, early].sorted(by: Trip.departureOrder)

    #expect(sorted.map(\.id.rawValue) == [5, 2, 3])
  }

  @Test func cursor_precedesOnlyLaterTrips() {
    let first = Trip(
      id: Fixtures.tripID(2), draft: Fixtures.draft(departing: "2015-10-09T12:00:00Z"))
    let sameTimeLaterID = Trip(
      id: Fixtures.tripID(3), draft: Fixtures.draft(departing: "2015-10-09T12:00:00Z"))
    let sameTimeEarlierID = Trip(
      id: Fixtures.tripID(1), draft: Fixtures.draft(departing: "2015-10-09T12:00:00Z"))

    let cursor = TripCursor(after: first)

    #expect(cursor.precedes(sameTimeLaterID))
    #expect(!cursor.precedes(first))
    #expect(!cursor.precedes(sameTimeEarlierID))
  }
}
