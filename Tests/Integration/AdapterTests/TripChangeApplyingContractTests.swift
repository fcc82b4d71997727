import Domain
import Foundation
import LessonTestSupport
import Testing

/// The contract of ``TripChangeApplying``, for every store that applies keyed changes and the
/// doubles that stand in for one: a key is applied once, a change based on an older revision
/// is a conflict that names the store's trip, and reserved numbers are never given again.
@Suite struct TripChangeApplyingContractTests {
  static let kinds = StoreKind.available.filter {
    [.inMemory, .postgresql, .faulty, .spy].contains($0)
  }

  private func applying(_ store: StoreUnderTest) throws -> any TripChangeApplying {
    try #require(store.repository as? any TripChangeApplying)
  }

  private func key(_ sequence: Int64) -> ChangeKey {
    ChangeKey(copy: "0123456789abcdef0123456789abcdef", sequence: sequence)
  }

  @Test(arguments: kinds)
  func anAddSentTwice_isAppliedOnce_andTheSecondLearnsTheFirstResult(kind: StoreKind)
    async throws
  {
    let store = StoreUnderTest(kind)
    let change = PendingChange(key: key(1), operation: .add(Fixtures.onTimeDraft(), number: nil))

    let first = try await applying(store).apply(change)
    let second = try await applying(store).apply(change)

    let added = Trip(id: Fixtures.tripID(1), draft: Fixtures.onTimeDraft())
    #expect(first == .applied(added))
    #expect(second == .applied(added))
    #expect(try await store.repository.trips(after: nil, limit: 10) == [added])
  }

  @Test(arguments: kinds)
  func aChangeSentTwice_isAppliedOnce(kind: StoreKind) async throws {
    let store = StoreUnderTest(kind)
    let trip = try await store.repository.add(Fixtures.onTimeDraft())
    let changed = trip.departing(at: Fixtures.articleActualDeparture)
    let change = PendingChange(key: key(7), operation: .update(changed))

    let first = try await applying(store).apply(change)
    let second = try await applying(store).apply(change)

    #expect(first == .applied(changed.nextRevision))
    #expect(second == .applied(changed.nextRevision))
    #expect(try await store.repository.trip(withID: trip.id) == changed.nextRevision)
  }

  @Test(arguments: kinds)
  func aChangeBasedOnAnOlderRevision_isAConflict_thatNamesTheStoresTrip(kind: StoreKind)
    async throws
  {
    let store = StoreUnderTest(kind)
    let trip = try await store.repository.add(Fixtures.onTimeDraft())
    let theirs = trip.departing(at: Fixtures.articleActualDeparture)
    try await store.repository.update(theirs)
    let mine = try trip.replanned(
      departure: trip.departure, arrival: trip.arrival, origin: "Mine", destination: nil)

    let update = try await applying(store).apply(
      PendingChange(key: key(1), operation: .update(mine)))
    let removal = try await applying(store).apply(
      PendingChange(key: key(2), operation: .remove(trip)))

    #expect(update == .conflict(theirs: theirs.nextRevision))
    #expect(removal == .conflict(theirs: theirs.nextRevision))
    #expect(try await store.repository.trip(withID: trip.id) == theirs.nextRevision)
  }

  @Test(arguments: kinds)
  func aChangeToATripRemovedElsewhere_isAConflict_withNoTrip(kind: StoreKind) async throws {
    let store = StoreUnderTest(kind)
    let trip = try await store.repository.add(Fixtures.onTimeDraft())
    try await store.repository.remove(trip)

    let change = PendingChange(key: key(1), operation: .update(trip))
    let outcome = try await applying(store).apply(change)
    // A refused change is not recorded: sent again, it meets the same check.
    let again = try await applying(store).apply(change)

    #expect(outcome == .conflict(theirs: nil))
    #expect(again == .conflict(theirs: nil))
  }

  @Test(arguments: kinds)
  func reservedNumbers_areNeverGivenToAnotherAdd_andTakeAnAddMadeWithThem(kind: StoreKind)
    async throws
  {
    let store = StoreUnderTest(kind)
    _ = try await store.repository.add(Fixtures.onTimeDraft())

    let reserved = try await applying(store).reserveNumbers(20, for: key(1).copy)
    let next = try await store.repository.add(Fixtures.lateDraft())
    let number = try #require(TripID(rawValue: reserved.lowerBound + 3))
    let offline = try await applying(store).apply(
      PendingChange(key: key(1), operation: .add(Fixtures.lateDraft(), number: number)))

    #expect(reserved == 2...21)
    #expect(next.id == Fixtures.tripID(22))
    #expect(offline == .applied(Trip(id: number, draft: Fixtures.lateDraft())))
    #expect(try await store.repository.trip(withID: number) != nil)
  }
}
