import Domain
import Foundation
import LessonTestSupport
import StoreCapabilities
import Testing

/// The faulty store fails exactly the operation a test plans, and nothing else, so no
/// use-case test needs a hand-written failing store. With nothing planned, the contract suite
/// holds it to the store it wraps.
@Suite struct FaultyTripRepositoryTests {
  private let faults = StoreFaults()

  @Test func theSecondFind_fails_andTheFirstAndThirdWork() async throws {
    let store = FaultyTripRepository(trips: [Fixtures.lateTrip(id: 1)], faults: faults)
    faults.fail(.find, occurrence: 2)

    let first = try await store.trip(withID: Fixtures.tripID(1))
    await #expect(throws: StoreFaults.diskFailure) {
      try await store.trip(withID: Fixtures.tripID(1))
    }
    let third = try await store.trip(withID: Fixtures.tripID(1))

    #expect(first == Fixtures.lateTrip(id: 1))
    #expect(third == first)
  }

  @Test func aFailingUpdate_leavesOtherOperationsWorking_andChangesNothing() async throws {
    let store = FaultyTripRepository(trips: [Fixtures.onTimeTrip(id: 1)], faults: faults)
    let busy = TripStoreError(location: "trips.sqlite", problem: .busy)
    faults.fail(.change, with: busy)

    await #expect(throws: TripRepositoryError.store(busy)) {
      try await store.replace(Fixtures.lateTrip(id: 1))
    }
    let token = try await store.changeToken()
    try await store.replace(Fixtures.lateTrip(id: 1))

    #expect(token == TripChangeToken([0]))
    #expect(
      try await store.trip(withID: Fixtures.tripID(1)) == Fixtures.lateTrip(id: 1).nextRevision)
  }

  @Test func notFound_namesTheTripOfTheOperation() async throws {
    let store = FaultyTripRepository(trips: [Fixtures.onTimeTrip(id: 3)], faults: faults)
    faults.failWithNotFound()

    await #expect(throws: TripRepositoryError.notFound(Fixtures.tripID(3))) {
      try await store.remove(Fixtures.onTimeTrip(id: 3))
    }
    #expect(try await store.trip(withID: Fixtures.tripID(3)) == Fixtures.onTimeTrip(id: 3))
  }

  @Test func failAll_failsEveryOperation_withItsError() async {
    let store = FaultyTripRepository(trips: [], faults: faults)
    faults.failAll()

    await #expect(throws: StoreFaults.diskFailure) { try await store.trips(after: nil, limit: 5) }
    await #expect(throws: StoreFaults.diskFailure) { try await store.add(Fixtures.onTimeDraft()) }
    await #expect(throws: TripRepositoryError.store(StoreFaults.diskFailure)) {
      try await store.remove(Fixtures.onTimeTrip(id: 1))
    }
  }
}
