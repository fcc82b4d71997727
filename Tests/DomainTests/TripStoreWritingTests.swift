import Domain
import LessonTestSupport
import Testing

/// The helpers that write one trip: each sends a set of one intent, or nothing.
@Suite struct TripStoreWritingTests {
  @Test func aChangeThatChangesNoField_sendsNothing_andAnswersTheTripAsRead() async throws {
    let trip = Fixtures.onTimeTrip(id: 1)
    let spy = TripRepositorySpy(trips: [trip])

    let stored = try await spy.change(trip, to: trip)

    #expect(stored == trip)
    #expect(spy.receivedMessages == [])
  }

  @Test func eachHelper_sendsOneSetOfOneIntent() async throws {
    let trip = Fixtures.onTimeTrip(id: 1)
    let spy = TripRepositorySpy(trips: [trip])
    let late = trip.departing(at: Fixtures.articleActualDeparture)

    let added = try await spy.add(Fixtures.lateDraft())
    let changed = try await spy.change(trip, to: late)
    try await spy.remove(added)

    #expect(added == Fixtures.lateTrip(id: 2))
    #expect(changed == late.nextRevision)
    #expect(
      spy.receivedMessages == [
        .apply(TripChangeSet([.add(Fixtures.lateDraft(), number: nil)])),
        .apply(TripChangeSet([.edit(TripEdit(from: trip, to: late))])),
        .apply(TripChangeSet([.remove(added)])),
      ])
  }
}
