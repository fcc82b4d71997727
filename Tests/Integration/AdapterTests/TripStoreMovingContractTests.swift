import Domain
import Foundation
import InMemoryStore
import LessonTestSupport
import StoreCapabilities
import Testing

/// The contract of ``TripStoreMoving``: from every kind of store to every other, a move keeps
/// numbers, revisions, recorded departures, the largest number handed out and the identity;
/// it refuses a store that handed out a number; and it is all or nothing.
@Suite struct TripStoreMovingContractTests {
  private func everyTrip(_ store: any TripStoreMoving) async throws -> [Trip] {
    var trips: [Trip] = []
    for try await trip in store.allTrips(pageSize: 7) { trips.append(trip) }
    return trips
  }

  /// Three trips added, the first delayed (revision 2), the second removed.
  private func sourceWithHistory(_ source: StoreUnderTest) async throws {
    let first = try await source.repository.add(Fixtures.onTimeDraft(origin: "Delft, Zuid;\\"))
    let second = try await source.repository.add(Fixtures.lateDraft(destination: "Zürich 北"))
    _ = try await source.repository.add(Fixtures.lateDraft())
    try await source.repository.replace(first.departing(at: Fixtures.articleActualDeparture))
    try await source.repository.remove(second)
  }

  @Test(arguments: StoreKind.available, StoreKind.available)
  func aMove_keepsEverythingThatNamesATrip(from: StoreKind, to: StoreKind) async throws {
    let source = StoreUnderTest(from)
    let target = StoreUnderTest(to)
    try await sourceWithHistory(source)
    let before = try await everyTrip(source.repository)
    let identity = try await source.repository.identity()
    // 3, or more when the source reserved numbers for a copy: those were handed out too.
    let handedOut = try await source.repository.highestAssignedID()

    let moved = try await target.repository.takeIn(tripsOf: source.repository)

    #expect(moved == 2)
    #expect(try await everyTrip(target.repository) == before)
    if StoreKind.lasting.contains(to) {
      #expect(try await everyTrip(target.reopened()) == before)
    }
    #expect(before.map(\.revision) == [2, 1])
    #expect(try await target.repository.identity() == identity)
    #expect(handedOut >= 3)
    #expect(try await target.repository.highestAssignedID() == handedOut)
    #expect(
      try await target.repository.add(Fixtures.onTimeDraft()).id
        == Fixtures.tripID(handedOut + 1))
    #expect(try await everyTrip(source.repository) == before, "the source is only read")
    #expect(try await source.repository.highestAssignedID() == handedOut)
  }

  @Test(arguments: StoreKind.available)
  func aStoreThatHandedOutANumber_isRefused_andKeptAsItWas(kind: StoreKind) async throws {
    let target = StoreUnderTest(kind)
    let added = try await target.repository.add(Fixtures.onTimeDraft())
    try await target.repository.remove(added)
    let identity = try await target.repository.identity()
    // 1, or more when the store reserved numbers for a copy.
    let handedOut = try await target.repository.highestAssignedID()
    let source = InMemoryTripRepository(trips: [Fixtures.onTimeTrip(id: 9)])

    await #expect(throws: TripMoveError.targetNotNew(highestAssignedID: handedOut)) {
      try await target.repository.takeIn(tripsOf: source)
    }
    #expect(handedOut >= 1)
    #expect(try await everyTrip(target.repository).isEmpty)
    #expect(try await target.repository.identity() == identity)
    #expect(try await target.repository.highestAssignedID() == handedOut)
  }

  @Test(arguments: StoreKind.available)
  func aSourceWithoutTrips_movesNothing_andCreatesNothing(kind: StoreKind) async throws {
    let target = StoreUnderTest(kind)
    let identity = try await target.repository.identity()

    await #expect(throws: TripMoveError.nothingToMove) {
      try await target.repository.takeIn(tripsOf: InMemoryTripRepository())
    }
    #expect(try await target.repository.identity() == identity)
    #expect(try await target.repository.highestAssignedID() == 0)
  }

  @Test(arguments: StoreKind.available)
  func aSourceThatFailsPartWay_leavesTheTargetAsItWas(kind: StoreKind) async throws {
    let target = StoreUnderTest(kind)
    let trips = (1...1_500).map { Fixtures.onTimeTrip(id: Int64($0)) }
    let faults = StoreFaults()
    let source = FaultyTripRepository(InMemoryTripRepository(trips: trips), faults: faults)
    faults.fail(.page, occurrence: 2)

    await #expect(throws: TripMoveError.source(StoreFaults.diskFailure)) {
      try await target.repository.takeIn(tripsOf: source)
    }
    #expect(try await everyTrip(target.repository).isEmpty)
    #expect(try await target.repository.highestAssignedID() == 0)
    #expect(try await target.repository.takeIn(tripsOf: source) == 1_500, "nothing was held")
  }
}
