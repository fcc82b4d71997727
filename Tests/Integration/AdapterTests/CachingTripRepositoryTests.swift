import Domain
import Foundation
import IntegrationTestSupport
import LessonTestSupport
import Synchronization
import Testing

@testable import InMemoryStore
@testable import OfflineCopy

/// The copy's rules, with the in-memory store standing in for the server: what is kept, what
/// is forgotten, when the copy answers and what it says, and when it does not answer.
@Suite struct CachingTripRepositoryTests {
  private static let address = OfflineCopySetup.address
  private static let refreshed = OfflineCopySetup.refreshed
  private static let unreachable = OfflineCopySetup.unreachable
  private typealias Setup = OfflineCopySetup

  private func everyTrip(_ store: some TripStore) async throws -> [Trip] {
    try await OfflineCopySetup.everyTrip(store)
  }

  @Test func anOfflineList_afterAnOnlineOne_isTheCopy_withOneNotice() async throws {
    let setup = Setup()
    let online = try await everyTrip(setup.process().0)
    setup.goOffline()
    let (decorator, remote, notices) = setup.process()

    let offline = try await everyTrip(decorator)

    #expect(offline == online)
    #expect(online.count == 5)
    // Once a list went to the copy, its next pages come from the copy without asking.
    #expect(remote.receivedMessages == [.page(after: nil, limit: 2)])
    #expect(
      notices.notices == [.answeredFromCopy(location: Self.address, refreshed: Self.refreshed)])
  }

  @Test func aTripAReadFoundRemoved_isNeverShownOffline() async throws {
    let setup = Setup()
    _ = try await everyTrip(setup.process().0)
    try await setup.store.remove(Fixtures.onTimeTrip(id: 3))
    let afterRemoval = try await everyTrip(setup.process().0)
    try await setup.store.remove(Fixtures.onTimeTrip(id: 4))
    #expect(try await setup.process().0.trip(withID: Fixtures.tripID(4)) == nil)
    setup.goOffline()
    let (decorator, _, notices) = setup.process()

    #expect(try await everyTrip(decorator).map(\.id.rawValue) == [1, 2, 5])
    #expect(try await decorator.trip(withID: Fixtures.tripID(3)) == nil)
    #expect(afterRemoval.map(\.id.rawValue) == [1, 2, 4, 5])
    #expect(
      notices.notices == [.answeredFromCopy(location: Self.address, refreshed: Self.refreshed)])
  }

  @Test func aCopyThatSawSomeTrips_saysTheListMayBeIncomplete_andMissesNoTrip() async throws {
    let setup = Setup()
    let seen = try #require(try await setup.process().0.trip(withID: Fixtures.tripID(2)))
    setup.goOffline()
    let (decorator, _, notices) = setup.process()

    #expect(try await everyTrip(decorator) == [seen])
    await #expect(throws: Self.unreachable) {
      try await decorator.trip(withID: Fixtures.tripID(4))
    }
    #expect(
      notices.notices == [
        .answeredFromCopy(location: Self.address, refreshed: Self.refreshed),
        .listMayBeIncomplete,
      ])
  }

  /// The changes a copy keeps, each made after a read of one trip made the copy.
  private static let changes: [(String, @Sendable (CachingTripRepository) async throws -> Void)] =
    [
      ("add", { _ = try await $0.add(Fixtures.lateDraft()) }),
      (
        "update",
        {
          try await $0.replace(Fixtures.onTimeTrip(id: 2).departing(at: Fixtures.articleDeparture))
        }
      ),
      ("remove", { try await $0.remove(Fixtures.onTimeTrip(id: 2)) }),
    ]

  @Test(arguments: 0..<changes.count)
  func aChange_leavesACopyThatSawSomeTrips_incomplete(change: Int) async throws {
    let setup = Setup()
    let (decorator, _, _) = setup.process()
    _ = try await decorator.trip(withID: Fixtures.tripID(2))
    try await Self.changes[change].1(decorator)
    setup.goOffline()
    let (offline, _, notices) = setup.process()

    _ = try await everyTrip(offline)

    #expect(
      notices.notices == [
        .answeredFromCopy(location: Self.address, refreshed: Self.refreshed),
        .listMayBeIncomplete,
      ], "after \(Self.changes[change].0)")
  }

  @Test func anotherStoreAtTheSameAddress_neverGetsTheFirstStoresTrips() async throws {
    var setup = Setup()
    _ = try await everyTrip(setup.process().0)
    setup.store = InMemoryTripRepository(trips: [Fixtures.lateTrip(id: 9)])
    _ = try await setup.process().0.trip(withID: Fixtures.tripID(9))
    setup.goOffline()

    let offline = try await everyTrip(setup.process().0)

    #expect(offline == [Fixtures.lateTrip(id: 9)])
  }

  @Test func aDamagedCopy_isSetAside_givesThePlainFailureOffline_andIsMadeAgainOnline()
    async throws
  {
    let setup = Setup()
    let online = try await everyTrip(setup.process().0)
    let identity = try #require(try await setup.store.identity())
    let copy = setup.copies.copyPath(for: identity)
    try Data(repeating: 0x41, count: 8_192).write(to: URL(fileURLWithPath: copy))

    setup.goOffline()
    await #expect(throws: Self.unreachable) { try await everyTrip(setup.process().0) }
    setup.faults.failNothing()
    let rebuilt = try await everyTrip(setup.process().0)
    setup.goOffline()

    #expect(rebuilt == online)
    #expect(try await everyTrip(setup.process().0) == online)
    #expect(FileManager.default.fileExists(atPath: copy + ".damaged"))
  }

  @Test func freshOnly_keepsTheCopy_butNeverAnswersFromIt() async throws {
    let setup = Setup()
    _ = try await everyTrip(setup.process(freshOnly: true).0)
    setup.goOffline()
    let (decorator, _, notices) = setup.process(freshOnly: true)

    await #expect(throws: Self.unreachable) { try await everyTrip(decorator) }
    #expect(notices.notices == [])
    #expect(try await everyTrip(setup.process().0).count == 5)
  }

  @Test func aBusyStore_isNotAnsweredFromTheCopy() async throws {
    let setup = Setup()
    _ = try await everyTrip(setup.process().0)
    let busy = TripStoreError(location: Self.address, problem: .busy)
    setup.faults.failAll(with: busy)
    let (decorator, _, notices) = setup.process()

    await #expect(throws: busy) { try await everyTrip(decorator) }
    #expect(notices.notices == [])
  }

  @Test func changesOnline_areKept() async throws {
    let setup = Setup()
    _ = try await everyTrip(setup.process().0)
    let (decorator, _, _) = setup.process()
    let first = try #require(try await decorator.trip(withID: Fixtures.tripID(1)))
    let delayed = first.departing(at: Fixtures.articleActualDeparture)
    try await decorator.replace(delayed)
    let added = try await decorator.add(Fixtures.lateDraft())
    try await decorator.remove(Fixtures.onTimeTrip(id: 2))
    setup.goOffline()

    let offline = try await everyTrip(setup.process().0)

    #expect(offline.map(\.id.rawValue).sorted() == [1, 3, 4, 5, added.id.rawValue])
    #expect(offline.first { $0.id == first.id } == delayed.nextRevision)
  }

  @Test func aListThatLosesTheServerPartWay_finishesFromACompleteCopy() async throws {
    let setup = Setup()
    let online = try await everyTrip(setup.process().0)
    setup.faults.fail(.page, occurrence: 2, with: Self.unreachable)
    let (decorator, _, notices) = setup.process()

    #expect(try await everyTrip(decorator) == online)
    #expect(
      notices.notices == [.answeredFromCopy(location: Self.address, refreshed: Self.refreshed)])
  }

  @Test func aListThatLosesTheServerPartWay_stopsWhenTheCopyIsNotComplete() async throws {
    let setup = Setup()
    setup.faults.fail(.page, occurrence: 2, with: Self.unreachable)
    let (decorator, _, notices) = setup.process()

    await #expect(throws: Self.unreachable) { try await everyTrip(decorator) }
    #expect(notices.notices == [])
  }

  @Test func offline_theChangeTokenStaysTheSame_andTheIdentityIsTheCopys() async throws {
    let setup = Setup()
    _ = try await everyTrip(setup.process().0)
    let identity = try await setup.store.identity()
    setup.goOffline()
    let (decorator, _, _) = setup.process()

    let first = try await decorator.changeToken()
    #expect(try await decorator.changeToken() == first)
    #expect(try await decorator.identity() == identity)
  }

  @Test func withoutACopy_offlineIsThePlainFailure() async throws {
    let setup = Setup()
    setup.goOffline()
    let (decorator, _, _) = setup.process()

    await #expect(throws: Self.unreachable) { try await decorator.changeToken() }
    await #expect(throws: Self.unreachable) { try await decorator.trip(withID: Fixtures.tripID(1)) }
  }

  @Test func theCopies_areListed_andRemoved() async throws {
    let setup = Setup()
    _ = try await everyTrip(setup.process().0)

    let copies = await setup.copies.copies()
    let removed = setup.copies.removeAll()

    #expect(copies.map(\.addresses) == [[Self.address]])
    #expect(copies.map(\.refreshed) == [Self.refreshed])
    #expect(copies.allSatisfy { $0.bytes > 0 })
    #expect(removed == 1)
    #expect(!FileManager.default.fileExists(atPath: setup.copies.path))
  }

  @Test func theUpcomingTrips_areReadFromTheCopyOffline() async throws {
    let setup = Setup()
    let instant = Fixtures.onTimeTrip(id: 1).departure
    var online: [Trip] = []
    for try await trip in setup.process().0.upcomingTrips(arrivingAfter: instant, pageSize: 2) {
      online.append(trip)
    }
    setup.goOffline()
    var offline: [Trip] = []
    for try await trip in setup.process().0.upcomingTrips(arrivingAfter: instant, pageSize: 2) {
      offline.append(trip)
    }

    #expect(offline == online)
    #expect(online.count == 5)
  }

  @Test func aStoreThatAnnouncesNothing_isAskedInstead() async {
    let listener = await Setup().process().0.listenForChanges()

    #expect(await listener.nextAnnouncement(waitingUpTo: .seconds(30)) == .notListening)
    await listener.stopListening()
  }

  @Test func aCopyHoldingAnotherStoresIdentity_isSetAside_andNeverAnswers() async throws {
    var setup = Setup()
    _ = try await everyTrip(setup.process().0)
    let first = try #require(try await setup.store.identity())
    setup.store = InMemoryTripRepository(trips: [Fixtures.lateTrip(id: 9)])
    let second = try #require(try await setup.store.identity())
    // The second store's copy is, somehow, the first store's.
    try FileManager.default.copyItem(
      atPath: setup.copies.copyPath(for: first), toPath: setup.copies.copyPath(for: second))

    let online = try await everyTrip(setup.process().0)
    setup.goOffline()

    #expect(online == [Fixtures.lateTrip(id: 9)])
    #expect(try await everyTrip(setup.process().0) == online)
    #expect(FileManager.default.fileExists(atPath: setup.copies.copyPath(for: second) + ".damaged"))
  }

  @Test func aCopyThatFailsToRead_isSetAside_offlineAndOnline() async throws {
    let setup = Setup()
    let online = try await everyTrip(setup.process().0)
    let identity = try #require(try await setup.store.identity())
    let copy = setup.copies.copyPath(for: identity)
    runSQLite("DROP TABLE trips", at: copy)

    setup.goOffline()
    await #expect(throws: Self.unreachable) { try await everyTrip(setup.process().0) }
    setup.faults.failNothing()
    #expect(try await everyTrip(setup.process().0) == online)
    #expect(FileManager.default.fileExists(atPath: copy + ".damaged"))
  }

  @Test func aCopyThatFailsToKeep_neverFailsTheRead() async throws {
    let setup = Setup()
    let online = try await everyTrip(setup.process().0)
    let identity = try #require(try await setup.store.identity())
    let copy = setup.copies.copyPath(for: identity)
    runSQLite("DROP TABLE trips", at: copy)

    #expect(try await everyTrip(setup.process().0) == online)
    #expect(FileManager.default.fileExists(atPath: copy + ".damaged"))
  }
}
