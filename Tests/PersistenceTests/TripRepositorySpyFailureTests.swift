import Domain
import Foundation
import TestSupport
import Testing

/// The spy fails exactly the message a test names, and nothing else, so no use-case test needs
/// a hand-written failing store.
@Suite struct TripRepositorySpyFailureTests {
  @Test func theSecondFind_fails_andTheFirstAndThirdWork() throws {
    let spy = TripRepositorySpy(trips: [Fixtures.lateTrip(id: 1)])
    spy.fail(.find, occurrence: 2)

    let first = try spy.trip(withID: Fixtures.tripID(1))
    #expect(throws: TripRepositorySpy.diskFailure) { try spy.trip(withID: Fixtures.tripID(1)) }
    let third = try spy.trip(withID: Fixtures.tripID(1))

    #expect(first == Fixtures.lateTrip(id: 1))
    #expect(third == first)
    #expect(spy.receivedMessages == Array(repeating: .find(Fixtures.tripID(1)), count: 3))
  }

  @Test func aFailingUpdate_leavesOtherKindsWorking_andChangesNothing() throws {
    let spy = TripRepositorySpy(trips: [Fixtures.onTimeTrip(id: 1)])
    let busy = TripStoreError(path: "trips.sqlite", problem: .busy)
    spy.fail(.update, with: busy)

    #expect(throws: TripRepositoryError.store(busy)) { try spy.update(Fixtures.lateTrip(id: 1)) }
    let token = try spy.changeToken()
    try spy.update(Fixtures.lateTrip(id: 1))

    #expect(token == TripChangeToken([0]))
    #expect(try spy.trip(withID: Fixtures.tripID(1)) == Fixtures.lateTrip(id: 1))
  }

  @Test func notFound_namesTheTripOfTheMessage() throws {
    let spy = TripRepositorySpy(trips: [Fixtures.onTimeTrip(id: 3)])
    spy.failWithNotFound(.remove)

    #expect(throws: TripRepositoryError.notFound(Fixtures.tripID(3))) {
      try spy.remove(tripWithID: Fixtures.tripID(3))
    }
    #expect(try spy.trip(withID: Fixtures.tripID(3)) == Fixtures.onTimeTrip(id: 3))
  }
}
