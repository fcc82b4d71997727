import Domain
import Foundation
import LessonTestSupport
import StoreCapabilities
import Testing

/// The contract of ``TripChangeTracking``, for every store that can report changes.
@Suite struct TripChangeTrackingContractTests {
  private func tracker(_ store: StoreUnderTest) throws -> any TripChangeTracking {
    try #require(store.repository as? any TripChangeTracking)
  }

  @Test(arguments: StoreKind.available)
  func token_staysTheSame_whenOnlyRead(kind: StoreKind) async throws {
    let store = StoreUnderTest(kind)
    let trip = try await store.repository.add(Fixtures.lateDraft())
    let before = try await tracker(store).changeToken()

    _ = try await store.repository.trip(withID: trip.id)
    _ = try await store.repository.trips(after: nil, limit: 5)

    #expect(try await tracker(store).changeToken() == before)
  }

  @Test(arguments: StoreKind.available)
  func token_changes_withEveryChange(kind: StoreKind) async throws {
    let store = StoreUnderTest(kind)
    var tokens = [try await tracker(store).changeToken()]

    let trip = try await store.repository.add(Fixtures.onTimeDraft())
    tokens.append(try await tracker(store).changeToken())
    let changed = trip.departing(at: Fixtures.articleActualDeparture)
    try await store.repository.replace(changed)
    tokens.append(try await tracker(store).changeToken())
    try await store.repository.remove(changed.nextRevision)
    tokens.append(try await tracker(store).changeToken())

    #expect(Set(tokens).count == 4)
  }

  @Test(arguments: StoreKind.files)
  func token_changes_whenAnotherRepositoryChangesTheFile(kind: StoreKind) async throws {
    let store = StoreUnderTest(kind)
    let trip = try await store.repository.add(Fixtures.onTimeDraft())
    let before = try await tracker(store).changeToken()

    try await store.reopened().replace(trip.departing(at: Fixtures.articleActualDeparture))

    #expect(try await tracker(store).changeToken() != before)
  }
}
