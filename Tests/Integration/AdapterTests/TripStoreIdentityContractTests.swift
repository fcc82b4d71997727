import Domain
import Foundation
import LessonTestSupport
import Testing

/// Every store has an identity once it exists: the same for as long as it exists, and
/// different for every other store, even one made again at the same place.
@Suite struct TripStoreIdentityContractTests {
  @Test(arguments: StoreKind.available)
  func theIdentity_staysTheSame_acrossChangesAndOpenings(kind: StoreKind) async throws {
    let store = StoreUnderTest(kind)
    let added = try await store.repository.add(Fixtures.onTimeDraft())
    let first = try #require(try await store.repository.identity())

    let changed = added.departing(at: Fixtures.articleActualDeparture)
    try await store.repository.replace(changed)
    try await store.repository.remove(changed.nextRevision)

    #expect(try await store.repository.identity() == first)
    #expect(first.description.count == 32)
    if kind != .inMemory, kind != .faulty, kind != .spy, kind != .logged {
      #expect(try await store.reopened().identity() == first)
    }
  }

  @Test(arguments: StoreKind.available)
  func twoStores_haveTwoIdentities(kind: StoreKind) async throws {
    let one = StoreUnderTest(kind)
    let two = StoreUnderTest(kind)
    _ = try await one.repository.add(Fixtures.onTimeDraft())
    _ = try await two.repository.add(Fixtures.onTimeDraft())

    #expect(try await one.repository.identity() != two.repository.identity())
  }

  @Test(arguments: StoreKind.available.filter { [.sqlite, .json, .postgresql].contains($0) })
  func aStoreNeverWritten_hasNoIdentityYet(kind: StoreKind) async throws {
    let store = StoreUnderTest(kind)

    #expect(try await store.repository.identity() == nil)
  }

  @Test(arguments: StoreKind.files)
  func aStoreMadeAgainAtTheSamePlace_isANewStore(kind: StoreKind) async throws {
    let store = StoreUnderTest(kind)
    _ = try await store.repository.add(Fixtures.onTimeDraft())
    let first = try await store.repository.identity()
    try FileManager.default.removeItem(atPath: store.path)

    let again = store.reopened()
    _ = try await again.add(Fixtures.onTimeDraft())

    #expect(try await again.identity() != first)
  }
}
