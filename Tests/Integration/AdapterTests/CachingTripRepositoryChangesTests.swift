import Domain
import Foundation
import IntegrationTestSupport
import JSONFileStore
import LessonTestSupport
import OfflineChanges
import Testing

@testable import InMemoryStore
@testable import OfflineCopy

/// Changes through the copy, with in-memory stores standing in for the server and for the
/// changes kept on this computer: kept while the server is away, sent in order by the next
/// command, kept as conflicts when refused, and resolved (decision 20).
@Suite struct CachingTripRepositoryChangesTests {
  private typealias Setup = OfflineCopySetup
  private static let address = Setup.address
  private static let unreachable = Setup.unreachable
  private static let answeredFromCopy = CachingTripRepository.Notice.answeredFromCopy(
    location: address, refreshed: Setup.refreshed)

  /// A change made on the copy named `identity`, as the in-memory changes key it.
  private static func kept(_ sequence: Int64, _ operation: TripChange)
    -> PendingChange
  {
    PendingChange(
      key: ChangeKey(copy: "0123456789abcdef0123456789abcdef", sequence: sequence),
      change: operation)
  }

  /// Trip `id` as the server first holds it, changed to leave late.
  private static func delayed(_ id: Int64) -> Trip {
    Fixtures.onTimeTrip(id: id).departing(at: Fixtures.articleActualDeparture)
  }

  /// The server's change to trip 1 that meets the one this computer kept offline.
  private static let theirs = Fixtures.onTimeTrip(id: 1).departing(at: Fixtures.articleArrival)

  /// Keeps ``delayed(_:)`` of trip 1 while the server is away, lets the server change trip 1
  /// meanwhile (``theirs``), and brings the server back; with `sent`, a sync keeps the change
  /// as a conflict.
  private static func keptChangeMeetingTheirs(_ setup: Setup, sent: Bool) async throws {
    _ = try await Setup.everyTrip(setup.process().0)
    setup.goOffline()
    try await setup.process().0.replace(delayed(1))
    try await setup.store.replace(theirs)
    setup.goOnline()
    if sent { _ = try await setup.process().0.sendPendingChanges() }
  }

  @Test func aChangeWhileTheServerIsAway_isKept_shownAtOnce_andSentByTheNextCommand()
    async throws
  {
    let setup = Setup()
    let online = try await Setup.everyTrip(setup.process().0)
    setup.goOffline()
    let (offline, _, notices) = setup.process()

    try await offline.replace(Self.delayed(1))
    let shown = try await offline.trip(withID: Fixtures.tripID(1))
    let onServerMeanwhile = try await setup.store.trip(withID: Fixtures.tripID(1))
    setup.goOnline()
    let (next, remote, nextNotices) = setup.process()
    let listed = try await Setup.everyTrip(next)

    #expect(shown == Self.delayed(1).nextRevision)
    #expect(notices.notices == [.keptHere(location: Self.address), Self.answeredFromCopy])
    #expect(onServerMeanwhile == online[0])
    #expect(listed == [Self.delayed(1).nextRevision] + online.dropFirst())
    #expect(try await setup.store.trip(withID: Fixtures.tripID(1)) == Self.delayed(1).nextRevision)
    #expect(
      remote.receivedMessages == [
        .identity, .applyKeyed(Self.kept(1, .replace(Self.delayed(1)))), .identity,
        .reserveNumbers(CachingTripRepository.reservedBlock),
        .page(after: nil, limit: 2), .page(after: TripCursor(after: online[1]), limit: 2),
        .page(after: TripCursor(after: online[3]), limit: 2),
      ])
    #expect(nextNotices.notices == [])
    #expect(await setup.changes.summary().isEmpty)
  }

  @Test func anAddWhileTheServerIsAway_takesTheNextNumberReservedOnline() async throws {
    let setup = Setup()
    let addedOnline = try await setup.process().0.add(Fixtures.lateDraft())
    setup.goOffline()
    let (offline, _, notices) = setup.process()

    let addedOffline = try await offline.add(Fixtures.lateDraft(origin: "Utrecht"))
    setup.goOnline()
    _ = try await Setup.everyTrip(setup.process().0)
    let addedAfter = try await setup.process().0.add(Fixtures.lateDraft(origin: "Delft"))

    #expect(addedOnline.id.rawValue == 6)
    #expect(
      addedOffline == Trip(id: Fixtures.tripID(7), draft: Fixtures.lateDraft(origin: "Utrecht")))
    #expect(notices.notices == [.keptHere(location: Self.address)])
    #expect(try await setup.store.trip(withID: addedOffline.id) == addedOffline)
    // The copy's own numbers come first, so one computer numbers its trips in turn.
    #expect(addedAfter.id.rawValue == 8)
  }

  @Test func anAddWhileTheServerIsAway_withNoNumberReserved_isRefused_andKeepsNothing()
    async throws
  {
    let setup = Setup()
    let online = try await Setup.everyTrip(setup.process().0)
    setup.goOffline()
    let (offline, _, notices) = setup.process()

    await #expect(throws: Self.unreachable) { try await offline.add(Fixtures.lateDraft()) }

    #expect(notices.notices == [.noNumbersLeft(location: Self.address)])
    #expect(await setup.changes.summary().isEmpty)
    #expect(try await Setup.everyTrip(offline) == online)
  }

  @Test func freshOnly_refusesAChangeWhileTheServerIsAway_andKeepsNothing() async throws {
    let setup = Setup()
    let online = try await Setup.everyTrip(setup.process().0)
    setup.goOffline()
    let (offline, _, notices) = setup.process(freshOnly: true)

    await #expect(throws: TripRepositoryError.store(Self.unreachable)) {
      try await offline.replace(Self.delayed(1))
    }
    await #expect(throws: TripRepositoryError.store(Self.unreachable)) {
      try await offline.remove(online[1])
    }

    #expect(notices.notices == [])
    #expect(await setup.changes.summary().isEmpty)
    #expect(try await Setup.everyTrip(setup.process().0) == online)
  }

  @Test func aServerThatIsReachedButRefusesChanges_keepsNothing() async throws {
    let setup = Setup()
    _ = try await Setup.everyTrip(setup.process().0)
    let standby = TripStoreError(location: Self.address, problem: .readOnly(.replica))
    setup.faults.fail(.applyKeyed, with: standby)
    let (decorator, _, notices) = setup.process()

    await #expect(throws: TripRepositoryError.store(standby)) {
      try await decorator.replace(Self.delayed(1))
    }

    #expect(notices.notices == [])
    #expect(await setup.changes.summary().isEmpty)
  }

  @Test func aConflict_isKept_laterChangesToItsTripWait_andOtherTripsGoOn() async throws {
    let setup = Setup()
    let online = try await Setup.everyTrip(setup.process().0)
    setup.goOffline()
    let (offline, _, _) = setup.process()
    try await offline.replace(Self.delayed(1))
    let later = Self.delayed(1).nextRevision.departing(at: Fixtures.articleDeparture)
    try await offline.replace(later)
    try await offline.remove(online[1])
    let theirs = online[0].departing(at: Fixtures.articleArrival)
    try await setup.store.replace(theirs)
    setup.goOnline()

    let (next, _, notices) = setup.process()
    let listed = try await Setup.everyTrip(next)

    #expect(notices.notices == [.conflicts(1), .waitingBehindConflicts(1)])
    #expect(listed.map(\.id.rawValue) == [1, 3, 4, 5])
    #expect(listed.first == theirs.nextRevision)
    #expect(
      await setup.changes.summary()
        == PendingChange.Summary(
          // The second change is based on the trip the first left: only its field.
          waiting: [Self.kept(2, .edit(TripEdit(from: Self.delayed(1).nextRevision, to: later)))],
          conflicts: [
            ChangeConflict(
              change: Self.kept(1, .replace(Self.delayed(1))), theirs: [theirs.nextRevision])
          ]))
    await #expect(throws: TripRepositoryError.unresolvedConflict(Fixtures.tripID(1))) {
      try await next.replace(theirs.nextRevision.departing(at: Fixtures.articleDeparture))
    }
  }

  @Test func keepingMine_makesTheChangeAgainOnTheServersTrip() async throws {
    let setup = Setup()
    let theirs = Self.theirs
    try await Self.keptChangeMeetingTheirs(setup, sent: true)

    let resolution = try await setup.process().0.resolve(
      tripWithID: Fixtures.tripID(1), keeping: .mine)

    let mine = Self.delayed(1).nextRevision.nextRevision
    #expect(resolution?.1 == .applied([mine]))
    #expect(resolution?.0.theirs == [theirs.nextRevision])
    #expect(try await setup.store.trip(withID: Fixtures.tripID(1)) == mine)
    #expect(await setup.changes.summary().isEmpty)
  }

  @Test func keepingTheirs_dropsTheChange_andLeavesTheServersTrip() async throws {
    let setup = Setup()
    _ = try await Setup.everyTrip(setup.process().0)
    setup.goOffline()
    try await setup.process().0.remove(Fixtures.onTimeTrip(id: 2))
    let theirs = Fixtures.onTimeTrip(id: 2).departing(at: Fixtures.articleArrival)
    try await setup.store.replace(theirs)
    setup.goOnline()
    let sent = try await setup.process().0.sendPendingChanges()

    let resolution = try await setup.process().0.resolve(
      tripWithID: Fixtures.tripID(2), keeping: .theirs)

    #expect(sent.waiting == [])
    #expect(sent.conflicts.map(\.theirs) == [[theirs.nextRevision]])
    #expect(resolution?.1 == nil)
    #expect(try await setup.store.trip(withID: Fixtures.tripID(2)) == theirs.nextRevision)
    #expect(await setup.changes.summary().isEmpty)
  }

  @Test func aLostAnswer_isAskedAgainUnderTheSameKey_andAppliedOnce() async throws {
    let setup = Setup()
    _ = try await Setup.everyTrip(setup.process().0)
    setup.faults.fail(
      .applyKeyed, with: TripStoreError(location: Self.address, problem: .outcomeUnknown))
    let (decorator, remote, _) = setup.process()

    try await decorator.replace(Self.delayed(1))

    let change = Self.kept(1, .replace(Self.delayed(1)))
    #expect(
      remote.receivedMessages == [
        .identity, .applyKeyed(change), .applyKeyed(change), .identity,
        .reserveNumbers(CachingTripRepository.reservedBlock),
      ])
    #expect(try await setup.store.trip(withID: Fixtures.tripID(1)) == Self.delayed(1).nextRevision)
  }

  /// The changes kept while the server is away, each after a read of trip 2 made the copy
  /// and an online change reserved numbers.
  private static let offlineChanges:
    [(String, @Sendable (CachingTripRepository) async throws -> Void)] = [
      ("add", { _ = try await $0.add(Fixtures.lateDraft()) }),
      ("update", { try await $0.replace(delayed(2)) }),
      ("remove", { try await $0.remove(Fixtures.onTimeTrip(id: 2)) }),
    ]

  @Test(arguments: 0..<offlineChanges.count)
  func aChangeKeptOffline_leavesACopyThatSawSomeTrips_incomplete(change: Int) async throws {
    let setup = Setup()
    let (decorator, _, _) = setup.process()
    _ = try await decorator.trip(withID: Fixtures.tripID(2))
    try await decorator.replace(Self.delayed(3))
    setup.goOffline()
    try await Self.offlineChanges[change].1(setup.process().0)
    let (offline, _, notices) = setup.process()

    _ = try await Setup.everyTrip(offline)

    #expect(
      notices.notices == [Self.answeredFromCopy, .listMayBeIncomplete],
      "after \(Self.offlineChanges[change].0)")
  }

  @Test func aLostAnswerTwice_isReported_andTheChangeWaitsUnderItsKey() async throws {
    let setup = Setup()
    _ = try await Setup.everyTrip(setup.process().0)
    let lost = TripStoreError(location: Self.address, problem: .outcomeUnknown)
    setup.faults.fail(.applyKeyed, with: lost)
    setup.faults.fail(.applyKeyed, with: lost)

    await #expect(throws: TripRepositoryError.store(lost)) {
      try await setup.process().0.replace(Self.delayed(1))
    }
    let sent = try await setup.process().0.sendPendingChanges()

    #expect(sent.waiting == [Self.kept(1, .replace(Self.delayed(1)))])
    #expect(try await setup.store.trip(withID: Fixtures.tripID(1)) == Self.delayed(1).nextRevision)
  }

  @Test func anotherSender_makesTheServerBusy_forThisOne() async throws {
    let setup = Setup()
    _ = try await Setup.everyTrip(setup.process().0)
    setup.goOffline()
    try await setup.process().0.replace(Self.delayed(1))
    setup.goOnline()
    #expect(await setup.changes.startSending())

    await #expect(throws: TripStoreError(location: Self.address, problem: .busy)) {
      try await setup.process().0.sendPendingChanges()
    }
    await setup.changes.stopSending()
    #expect(try await setup.process().0.sendPendingChanges().waiting.count == 1)
  }

  @Test func changesKeptForAStoreNoLongerAtTheAddress_areNeverSentToTheNewOne() async throws {
    var setup = Setup()
    _ = try await Setup.everyTrip(setup.process().0)
    setup.goOffline()
    try await setup.process().0.replace(Self.delayed(1))
    setup.goOnline()
    setup.store = InMemoryTripRepository(trips: [Fixtures.onTimeTrip(id: 1)])

    await #expect(
      throws: TripStoreError(
        location: Self.address, problem: .notAStore("another store is at this address now"))
    ) {
      try await setup.process().0.sendPendingChanges()
    }
    #expect(try await setup.store.trip(withID: Fixtures.tripID(1)) == Fixtures.onTimeTrip(id: 1))
    #expect(await setup.changes.summary().waiting.count == 1)
  }

  @Test func keepingMine_forARemoval_removesTheServersTrip_andForAGoneTrip_isRefusedAgain()
    async throws
  {
    let setup = Setup()
    _ = try await Setup.everyTrip(setup.process().0)
    setup.goOffline()
    try await setup.process().0.remove(Fixtures.onTimeTrip(id: 2))
    try await setup.process().0.replace(Self.delayed(3))
    try await setup.store.replace(Fixtures.onTimeTrip(id: 2).departing(at: Fixtures.articleArrival))
    try await setup.store.remove(Fixtures.onTimeTrip(id: 3))
    setup.goOnline()
    _ = try await setup.process().0.sendPendingChanges()

    let removal = try await setup.process().0.resolve(
      tripWithID: Fixtures.tripID(2), keeping: .mine)
    let gone = try await setup.process().0.resolve(tripWithID: Fixtures.tripID(3), keeping: .mine)

    #expect(removal?.1 == .applied([]))
    #expect(try await setup.store.trip(withID: Fixtures.tripID(2)) == nil)
    #expect(gone?.1 == .conflict(theirs: []))
    #expect(
      await setup.changes.summary().conflicts.flatMap(\.change.tripIDs) == [Fixtures.tripID(3)])
  }

  @Test func aStoreThatAppliesNoKeyedChanges_getsEachChangeStraightAway() async throws {
    let folder = TemporaryDirectory()
    let store = JSONFileTripRepository(path: folder.file("trips.json"))
    let decorator = CachingTripRepository(
      remote: store, folder: OfflineCopyFolder(path: folder.file("copies")),
      address: Self.address, freshOnly: false, now: { Setup.refreshed }, notify: { _ in })

    let added = try await decorator.add(Fixtures.lateDraft())
    try await decorator.replace(added.departing(at: Fixtures.articleDeparture))
    try await decorator.remove(added.departing(at: Fixtures.articleDeparture).nextRevision)

    #expect(added.id.rawValue == 1)
    #expect(try await Setup.everyTrip(store) == [])
    #expect(try await decorator.pendingChanges().isEmpty)
  }

  @Test func anotherStoreAtTheAddress_isSaidOnce_andTheChangesKeptForTheFirstStay() async throws {
    var setup = Setup()
    _ = try await Setup.everyTrip(setup.process().0)
    let first = try #require(try await setup.store.identity())
    setup.goOffline()
    try await setup.process().0.replace(Self.delayed(1))
    setup.goOnline()
    setup.store = InMemoryTripRepository(trips: [Fixtures.onTimeTrip(id: 1)])
    let (kept, other) = (setup.changes, InMemoryPendingChanges())
    let notices = Setup.NoticeSpy()
    let decorator = CachingTripRepository(
      remote: TripStoreSpy(FaultyTripRepository(setup.store, faults: setup.faults)),
      folder: setup.copies, address: Self.address, freshOnly: false,
      now: { Setup.refreshed }, notify: { notices.record($0) },
      changes: { $0 == first ? kept : other })

    let listed = try await Setup.everyTrip(decorator)

    #expect(listed == [Fixtures.onTimeTrip(id: 1)])
    #expect(notices.notices == [.keptForAnotherStore(location: Self.address)])
    #expect(decorator.keptChanges == [:])
    #expect(await kept.summary().waiting == [Self.kept(1, .replace(Self.delayed(1)))])
    #expect(try await setup.store.trip(withID: Fixtures.tripID(1)) == Fixtures.onTimeTrip(id: 1))
  }

  @Test func pending_countsTheChangesKeptForAStoreNoLongerAtTheAddress() async throws {
    var setup = Setup()
    let notices = Setup.NoticeSpy()
    func process() -> CachingTripRepository {
      CachingTripRepository(
        remote: FaultyTripRepository(setup.store, faults: setup.faults), folder: setup.copies,
        address: Self.address, freshOnly: false, now: { Setup.refreshed },
        notify: { notices.record($0) })
    }
    _ = try await Setup.everyTrip(process())
    setup.goOffline()
    try await process().replace(Self.delayed(1))
    setup.goOnline()
    setup.store = InMemoryTripRepository(trips: [Fixtures.onTimeTrip(id: 1)])
    _ = try await Setup.everyTrip(process())

    let pending = try await process().pendingChanges()

    #expect(pending.isEmpty)
    #expect(notices.notices.last == .keptForOtherStores(1))
  }

  @Test func aFileOfChangesThatCannotBeRead_isSaid_leftAsItIs_andTheReadGoesOn() async throws {
    let setup = Setup()
    _ = try await Setup.everyTrip(setup.process().0)
    let identity = try #require(try await setup.store.identity())
    let path = setup.copies.changesPath(for: identity)
    let damaged = Data("not a file of changes\n".utf8)
    try damaged.write(to: URL(fileURLWithPath: path))
    FileManager.default.createFile(atPath: path + ".waiting", contents: nil)
    let notices = Setup.NoticeSpy()
    let decorator = CachingTripRepository(
      remote: setup.store, folder: setup.copies, address: Self.address, freshOnly: false,
      now: { Setup.refreshed }, notify: { notices.record($0) })

    let listed = try await Setup.everyTrip(decorator)
    let sync = await #expect(throws: TripStoreError.self) {
      try await decorator.sendPendingChanges()
    }
    try FileManager.default.removeItem(atPath: path + ".waiting")
    await #expect(throws: TripRepositoryError.self) {
      try await decorator.replace(Self.delayed(1))
    }

    #expect(listed.count == 5)
    #expect(notices.notices == [.changesUnreadable(file: path)])
    #expect(sync?.location == path)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == damaged)
    #expect(try await setup.store.trip(withID: Fixtures.tripID(1)) == Fixtures.onTimeTrip(id: 1))
  }

  @Test func keepingMine_whenTheStoreFails_keepsTheConflict() async throws {
    let setup = Setup()
    try await Self.keptChangeMeetingTheirs(setup, sent: true)
    setup.faults.fail(.applyKeyed, with: StoreFaults.diskFailure)

    await #expect(throws: StoreFaults.diskFailure) {
      try await setup.process().0.resolve(tripWithID: Fixtures.tripID(1), keeping: .mine)
    }

    let summary = await setup.changes.summary()
    #expect(summary.conflicts.map(\.change) == [Self.kept(1, .replace(Self.delayed(1)))])
    #expect(summary.waiting == [])
  }

  @Test func aChangeWaitsForAnotherSenderOfThisComputer_thenIsMade() async throws {
    let setup = Setup()
    _ = try await Setup.everyTrip(setup.process().0)
    #expect(await setup.changes.startSending())
    let decorator = setup.process().0

    let change = Task { try await decorator.replace(Self.delayed(1)) }
    await Task.yield()
    await setup.changes.stopSending()
    try await change.value

    #expect(try await setup.store.trip(withID: Fixtures.tripID(1)) == Self.delayed(1).nextRevision)
  }

  @Test func aChangeBehindAnotherThatConflictsNow_isRefused_withTheAdviceToResolve() async throws {
    let setup = Setup()
    let theirs = Self.theirs
    try await Self.keptChangeMeetingTheirs(setup, sent: false)

    await #expect(throws: TripRepositoryError.unresolvedConflict(Fixtures.tripID(1))) {
      try await setup.process().0.replace(
        theirs.nextRevision.departing(at: Fixtures.articleDeparture))
    }

    #expect(
      await setup.changes.summary()
        == PendingChange.Summary(
          conflicts: [
            ChangeConflict(
              change: Self.kept(1, .replace(Self.delayed(1))), theirs: [theirs.nextRevision])
          ]))
    #expect(try await setup.store.trip(withID: Fixtures.tripID(1)) == theirs.nextRevision)
  }

  @Test func anEarlierChangesLostAnswer_leavesThisChangeUnmade_andSaysBusy() async throws {
    let setup = Setup()
    _ = try await Setup.everyTrip(setup.process().0)
    setup.goOffline()
    try await setup.process().0.replace(Self.delayed(2))
    setup.goOnline()
    let lost = TripStoreError(location: Self.address, problem: .outcomeUnknown)
    setup.faults.fail(.applyKeyed, with: lost)
    setup.faults.fail(.applyKeyed, with: lost)

    await #expect(throws: TripRepositoryError.store(.init(location: Self.address, problem: .busy)))
    {
      try await setup.process().0.replace(Self.delayed(1))
    }

    #expect(await setup.changes.summary().waiting == [Self.kept(1, .replace(Self.delayed(2)))])
    #expect(try await setup.store.trip(withID: Fixtures.tripID(1)) == Fixtures.onTimeTrip(id: 1))
  }

  @Test func aLongRunThatStartedOffline_readsTheStoreAgainOnceItAnswers() async throws {
    let setup = Setup()
    _ = try await Setup.everyTrip(setup.process().0)
    setup.goOffline()
    try await setup.process().0.replace(Self.delayed(1))
    let (watching, _, _) = setup.process()
    let offline = try await watching.trip(withID: Fixtures.tripID(2))
    setup.goOnline()
    try await setup.store.replace(Fixtures.onTimeTrip(id: 2).departing(at: Fixtures.articleArrival))

    _ = try await watching.changeToken()
    let online = try await watching.trip(withID: Fixtures.tripID(2))

    #expect(offline == Fixtures.onTimeTrip(id: 2))
    #expect(
      online == Fixtures.onTimeTrip(id: 2).departing(at: Fixtures.articleArrival).nextRevision)
    #expect(try await setup.store.trip(withID: Fixtures.tripID(1)) == Self.delayed(1).nextRevision)
    #expect(await setup.changes.summary().isEmpty)
  }

  @Test func keepingMine_onAnotherStoreNowAtTheAddress_isRefused_andTheConflictKept() async throws {
    var setup = Setup()
    try await Self.keptChangeMeetingTheirs(setup, sent: true)
    setup.store = InMemoryTripRepository(trips: [Fixtures.onTimeTrip(id: 1)])

    await #expect(
      throws: TripStoreError(
        location: Self.address, problem: .notAStore("another store is at this address now"))
    ) {
      try await setup.process().0.resolve(tripWithID: Fixtures.tripID(1), keeping: .mine)
    }

    #expect(await setup.changes.summary().conflicts.count == 1)
    #expect(try await setup.store.trip(withID: Fixtures.tripID(1)) == Fixtures.onTimeTrip(id: 1))
  }

  @Test func aSyncThatStopsPartWay_saysHowManyWereSent_andTheRestWait() async throws {
    let setup = Setup()
    _ = try await Setup.everyTrip(setup.process().0)
    setup.goOffline()
    try await setup.process().0.replace(Self.delayed(1))
    try await setup.process().0.replace(Self.delayed(2))
    setup.goOnline()
    setup.faults.fail(.applyKeyed, occurrence: 2, with: Self.unreachable)
    let (decorator, _, notices) = setup.process()

    await #expect(throws: Self.unreachable) { try await decorator.sendPendingChanges() }

    #expect(notices.notices == [.sentBeforeStopping(1)])
    #expect(await setup.changes.summary().waiting == [Self.kept(2, .replace(Self.delayed(2)))])
    #expect(try await setup.store.trip(withID: Fixtures.tripID(1)) == Self.delayed(1).nextRevision)
  }

  @Test func aTripReadThenChanged_isKeptAsTheEditOfItsFields_andMergesWithAnotherPersonsEdit()
    async throws
  {
    let setup = Setup()
    let (reader, _, _) = setup.process()
    let seen = try #require(try await reader.trip(withID: Fixtures.tripID(1)))
    setup.goOffline()
    try await reader.replace(seen.departing(at: Fixtures.articleActualDeparture))
    // Someone renames the trip on the server meanwhile.
    let renamed = try seen.replanned(
      departure: seen.departure, arrival: seen.arrival, origin: "Den Haag", destination: nil)
    try await setup.store.replace(renamed)
    let kept = await setup.changes.summary()
    setup.goOnline()

    let (next, _, notices) = setup.process()
    let sent = try await next.sendPendingChanges()

    let edit = TripEdit(
      id: seen.id, baseRevision: 1,
      recordedDeparture: FieldChange(base: nil, value: Fixtures.articleActualDeparture))
    #expect(kept.waiting.map(\.changes) == [TripChangeSet([.edit(edit)])])
    #expect(sent.conflicts == [])
    #expect(sent.waiting.map(\.changes) == [TripChangeSet([.edit(edit)])])
    #expect(notices.notices == [])
    #expect(
      try await setup.store.trip(withID: seen.id)
        == renamed.departing(at: Fixtures.articleActualDeparture).nextRevision.nextRevision)
  }

  @Test(arguments: [(9, true), (10, false)])
  func numbersAreReservedAgain_onlyWhenFewerThanHalfABlockIsLeft(left: Int, reserves: Bool)
    async throws
  {
    let setup = Setup()
    try await setup.changes.keepReserved(101...Int64(100 + left))
    let (decorator, remote, _) = setup.process()

    try await decorator.replace(Self.delayed(1))

    let reserved = remote.receivedMessages.contains(
      .reserveNumbers(CachingTripRepository.reservedBlock))
    #expect(reserved == reserves)
    #expect(
      try await setup.changes.reservedNumbersLeft()
        == left + (reserves ? CachingTripRepository.reservedBlock : 0))
  }

  @Test func aChange_whileAnotherSenderHoldsTheChanges_isRefusedAsBusy_andNothingIsKept()
    async throws
  {
    let setup = Setup()
    #expect(await setup.changes.startSending())
    let (decorator, remote, _) = setup.process()

    await #expect(
      throws: TripRepositoryError.store(
        TripStoreError(location: Self.address, problem: .busy))
    ) { try await decorator.replace(Self.delayed(1)) }

    await setup.changes.stopSending()
    #expect(await setup.changes.summary().isEmpty)
    #expect(remote.receivedMessages == [.identity])
    #expect(try await setup.store.trip(withID: Fixtures.tripID(1)) == Fixtures.onTimeTrip(id: 1))
  }

  /// Reads trip 1, keeps a rename of its destination while the server is away, lets the server
  /// set the destination (and, with `moving`, move the arrival before the departure's edit)
  /// meanwhile, and sends: a conflict on the destination.
  private static func renameMeetingAnother(_ setup: Setup) async throws -> Trip {
    let (reader, _, _) = setup.process()
    let seen = try #require(try await reader.trip(withID: Fixtures.tripID(1)))
    setup.goOffline()
    try await reader.replace(
      try seen.replanned(
        departure: seen.departure, arrival: seen.arrival, origin: nil, destination: "Mine"))
    let theirs = try seen.replanned(
      departure: seen.departure, arrival: seen.arrival, origin: "Delft", destination: "Theirs")
    try await setup.store.replace(theirs)
    setup.goOnline()
    _ = try await setup.process().0.sendPendingChanges()
    return theirs.nextRevision
  }

  @Test func keepMine_ofAnEdit_setsOnlyTheFieldsItNamed_onTheServersTrip() async throws {
    let setup = Setup()
    let theirs = try await Self.renameMeetingAnother(setup)

    let resolution = try await setup.process().0.resolve(
      tripWithID: Fixtures.tripID(1), keeping: .mine)

    let mine = try theirs.replanned(
      departure: theirs.departure, arrival: theirs.arrival, origin: "Delft", destination: "Mine")
    #expect(resolution?.1 == .applied([mine.nextRevision]))
    #expect(resolution?.0.parts.map(\.fields) == [[.destination]])
    #expect(try await setup.store.trip(withID: Fixtures.tripID(1)) == mine.nextRevision)
    #expect(await setup.changes.summary().isEmpty)
  }

  @Test func keepMine_thatWouldBreakTheRule_isRefused_andTheConflictKept() async throws {
    let setup = Setup()
    let (reader, _, _) = setup.process()
    let seen = try #require(try await reader.trip(withID: Fixtures.tripID(1)))
    setup.goOffline()
    // Mine moves the departure to just before the arrival; theirs moves the departure too,
    // then the arrival before my departure.
    let later = seen.arrival.addingTimeInterval(-60)
    try await reader.replace(
      try seen.replanned(
        departure: later, arrival: seen.arrival, origin: nil, destination: nil))
    try await setup.store.replace(
      try seen.replanned(
        departure: seen.departure.addingTimeInterval(60), arrival: seen.arrival, origin: nil,
        destination: nil))
    setup.goOnline()
    _ = try await setup.process().0.sendPendingChanges()
    let current = try #require(try await setup.store.trip(withID: seen.id))
    try await setup.store.replace(
      try current.replanned(
        departure: current.departure, arrival: later.addingTimeInterval(-60), origin: nil,
        destination: nil))

    let resolution = try await setup.process().0.resolve(tripWithID: seen.id, keeping: .mine)

    let server = try #require(try await setup.store.trip(withID: seen.id))
    #expect(resolution?.1 == .conflict(theirs: [server]))
    #expect(await setup.changes.summary().conflicts.count == 1)
  }

  @Test func aFileOfChangesThatDoesNotCheck_isSaidAtTheStart_andNothingIsSent() async throws {
    let setup = Setup()
    let damaged = TripStoreError(
      location: "/home/ann/.cache/trips/a.changes", problem: .damaged("a kept change"),
      inKeptChanges: true)
    let changes = ChangesThatDoNotCheck(failure: damaged)
    let notices = Setup.NoticeSpy()
    let remote = TripStoreSpy(FaultyTripRepository(setup.store, faults: setup.faults))
    let decorator = CachingTripRepository(
      remote: remote, folder: setup.copies, address: Self.address, freshOnly: false,
      now: { Setup.refreshed }, notify: { notices.record($0) }, changes: { _ in changes })
    _ = try await decorator.trip(withID: Fixtures.tripID(1))
    let next = CachingTripRepository(
      remote: remote, folder: setup.copies, address: Self.address, freshOnly: false,
      now: { Setup.refreshed }, notify: { notices.record($0) }, changes: { _ in changes })

    _ = try await next.trip(withID: Fixtures.tripID(2))

    #expect(notices.notices == [.changesUnreadable(file: damaged.location)])
    #expect(!remote.receivedMessages.contains { if case .applyKeyed = $0 { true } else { false } })
  }

  /// Changes whose glance reads but whose records do not check: one waits, for trip 1.
  private actor ChangesThatDoNotCheck: PendingChangeStore {
    let failure: TripStoreError
    init(failure: TripStoreError) { self.failure = failure }
    func holdsChanges() async -> Bool { true }
    func glance() async throws(TripStoreError) -> PendingChangeGlance {
      PendingChangeGlance(waiting: 1, trips: [Fixtures.tripID(1): false])
    }
    func summary() async throws(TripStoreError) -> PendingChange.Summary { throw failure }
    func keep(_ changes: TripChangeSet) async throws(TripStoreError) -> PendingChange {
      throw failure
    }
    func keepNumbered(_ changes: TripChangeSet) async throws(TripStoreError) -> PendingChange? {
      throw failure
    }
    func forget(_ changes: [PendingChange]) async throws(TripStoreError) { throw failure }
    func keepAsConflict(_ change: PendingChange, theirs: [Trip]) async throws(TripStoreError) {
      throw failure
    }
    func reservedNumbersLeft() async throws(TripStoreError) -> Int { throw failure }
    func keepReserved(_ numbers: ClosedRange<Int64>) async throws(TripStoreError) {
      throw failure
    }
    func copyIdentity() async throws(TripStoreError) -> String { throw failure }
    func startSending() async -> Bool { true }
    func stopSending() async {}
  }

  // MARK: - A set of several trips

  /// The edits of trips 2 and 3 as one set, from the trips the server first holds.
  private static let twoAndThreeLate = TripChangeSet([
    .edit(TripEdit(from: Fixtures.onTimeTrip(id: 2), to: delayed(2))),
    .edit(TripEdit(from: Fixtures.onTimeTrip(id: 3), to: delayed(3))),
  ])

  @Test func aSetOfSeveralTrips_isSentWithItsKey_afterTheChangesKeptBeforeIt() async throws {
    let setup = Setup()
    _ = try await Setup.everyTrip(setup.process().0)
    setup.goOffline()
    try await setup.process().0.replace(Self.delayed(1))
    setup.goOnline()
    let (decorator, remote, _) = setup.process()

    let trips = try await decorator.apply(Self.twoAndThreeLate)

    #expect(trips == [Self.delayed(2).nextRevision, Self.delayed(3).nextRevision])
    #expect(try await setup.store.trip(withID: Fixtures.tripID(1)) == Self.delayed(1).nextRevision)
    let sent = remote.receivedMessages.compactMap { message -> PendingChange? in
      guard case .applyKeyed(let change) = message else { return nil }
      return change
    }
    #expect(
      sent.map(\.tripIDs) == [[Fixtures.tripID(1)], [Fixtures.tripID(2), Fixtures.tripID(3)]])
    #expect(sent.last?.changes == Self.twoAndThreeLate)
    #expect(sent.map(\.key.sequence) == [1, 2])
    #expect(try await setup.changes.summary() == PendingChange.Summary())
  }

  @Test func aSetOfSeveralTrips_isRefused_whileATripItNamesHasAConflictKept() async throws {
    let setup = Setup()
    try await Self.keptChangeMeetingTheirs(setup, sent: true)
    let (decorator, remote, _) = setup.process()
    let set = TripChangeSet([
      .edit(TripEdit(from: Self.theirs.nextRevision, to: Self.delayed(1).nextRevision)),
      .edit(TripEdit(from: Fixtures.onTimeTrip(id: 2), to: Self.delayed(2))),
    ])

    await #expect(throws: TripRepositoryError.unresolvedConflict(Fixtures.tripID(1))) {
      try await decorator.apply(set)
    }

    #expect(
      !remote.receivedMessages.contains { message in
        if case .applyKeyed(let change) = message {
          change.tripIDs.contains(Fixtures.tripID(2))
        } else {
          false
        }
      })
    #expect(try await setup.changes.summary().waiting == [])
    #expect(try await setup.store.trip(withID: Fixtures.tripID(2)) == Fixtures.onTimeTrip(id: 2))
  }

  @Test func aSetMadeWhileTheServerIsAway_isKeptAsOneChange_andSentWithItsKeyOnceBack()
    async throws
  {
    let setup = Setup()
    _ = try await Setup.everyTrip(setup.process().0)
    setup.goOffline()

    let shown = try await setup.process().0.apply(Self.twoAndThreeLate)
    let kept = try await setup.changes.summary()
    let copy = try await Setup.everyTrip(setup.process().0)
    setup.goOnline()
    let (decorator, remote, _) = setup.process()
    let sent = try await decorator.sendPendingChanges()

    let late = [Self.delayed(2).nextRevision, Self.delayed(3).nextRevision]
    #expect(shown == late)
    #expect(kept.waiting.map(\.changes) == [Self.twoAndThreeLate])
    #expect(Array(copy[1...2]) == late)
    #expect(remote.receivedMessages.contains(.applyKeyed(kept.waiting[0])))
    #expect(sent.waiting == kept.waiting)
    #expect(try await setup.store.trip(withID: Fixtures.tripID(2)) == late[0])
    #expect(try await setup.store.trip(withID: Fixtures.tripID(3)) == late[1])
  }

  @Test func aSetKeptOffline_meetingAChangeToOneTrip_isOneConflict_andWritesNeither()
    async throws
  {
    let setup = Setup()
    _ = try await Setup.everyTrip(setup.process().0)
    setup.goOffline()
    _ = try await setup.process().0.apply(Self.twoAndThreeLate)
    let theirs = Fixtures.onTimeTrip(id: 3).departing(at: Fixtures.articleArrival)
    try await setup.store.replace(theirs)
    setup.goOnline()

    let sent = try await setup.process().0.sendPendingChanges()

    #expect(sent.waiting == [])
    #expect(sent.conflicts.map(\.theirs) == [[Fixtures.onTimeTrip(id: 2), theirs.nextRevision]])
    #expect(sent.conflicts.map(\.tripID) == [Fixtures.tripID(3)])
    #expect(
      sent.conflicts.flatMap(\.parts).map(\.fields) == [[], [.recordedDeparture]])
    #expect(try await setup.store.trip(withID: Fixtures.tripID(2)) == Fixtures.onTimeTrip(id: 2))
    #expect(try await setup.store.trip(withID: Fixtures.tripID(3)) == theirs.nextRevision)
  }

  @Test func aSetsConflict_resolvedWithMine_makesTheWholeSetAgain() async throws {
    let setup = Setup()
    _ = try await Setup.everyTrip(setup.process().0)
    setup.goOffline()
    _ = try await setup.process().0.apply(Self.twoAndThreeLate)
    let theirs = Fixtures.onTimeTrip(id: 3).departing(at: Fixtures.articleArrival)
    try await setup.store.replace(theirs)
    setup.goOnline()
    _ = try await setup.process().0.sendPendingChanges()

    let resolution = try await setup.process().0.resolve(
      tripWithID: Fixtures.tripID(2), keeping: .mine)

    let two = Self.delayed(2).nextRevision
    let three = theirs.nextRevision.departing(at: Fixtures.articleActualDeparture).nextRevision
    #expect(resolution?.0.change.changes == Self.twoAndThreeLate)
    #expect(resolution?.1 == .applied([two, three]))
    #expect(try await setup.changes.summary() == PendingChange.Summary())
    #expect(try await setup.store.trip(withID: Fixtures.tripID(2)) == two)
    #expect(try await setup.store.trip(withID: Fixtures.tripID(3)) == three)
  }

  @Test func aSetsConflict_resolvedWithTheirs_dropsTheWholeSet() async throws {
    let setup = Setup()
    _ = try await Setup.everyTrip(setup.process().0)
    setup.goOffline()
    _ = try await setup.process().0.apply(Self.twoAndThreeLate)
    let theirs = Fixtures.onTimeTrip(id: 3).departing(at: Fixtures.articleArrival)
    try await setup.store.replace(theirs)
    setup.goOnline()
    _ = try await setup.process().0.sendPendingChanges()

    let resolution = try await setup.process().0.resolve(
      tripWithID: Fixtures.tripID(3), keeping: .theirs)

    #expect(resolution?.0.change.changes == Self.twoAndThreeLate)
    #expect(resolution?.1 == nil)
    #expect(try await setup.changes.summary() == PendingChange.Summary())
    #expect(try await setup.store.trip(withID: Fixtures.tripID(2)) == Fixtures.onTimeTrip(id: 2))
    #expect(try await setup.store.trip(withID: Fixtures.tripID(3)) == theirs.nextRevision)
  }

  /// A set held back by a conflict on one trip holds back its other trips: a later change to
  /// one of them, made on what the set left, is not sent before it.
  @Test func aSetHeldBackByAConflict_holdsBackLaterChangesToItsOtherTrips() async throws {
    let setup = Setup()
    try await Self.keptChangeMeetingTheirs(setup, sent: false)
    setup.goOffline()
    let offline = setup.process().0
    let mine = Self.delayed(1).nextRevision
    let renamed = try mine.replanned(
      departure: mine.departure, arrival: mine.arrival, origin: mine.origin, destination: "Gouda")
    let oneAndThree = TripChangeSet([
      .edit(TripEdit(from: mine, to: renamed)),
      .edit(TripEdit(from: Fixtures.onTimeTrip(id: 3), to: Self.delayed(3))),
    ])
    _ = try await offline.apply(oneAndThree)
    let later = Self.delayed(3).nextRevision.departing(at: Fixtures.articleArrival)
    _ = try await offline.apply(
      TripChangeSet([.edit(TripEdit(from: Self.delayed(3).nextRevision, to: later))]))
    setup.goOnline()

    let sent = try await setup.process().0.sendPendingChanges()
    let glance = try await setup.changes.glance()

    #expect(sent.waiting == [])
    #expect(sent.conflicts.flatMap(\.change.tripIDs) == [Fixtures.tripID(1)])
    #expect(try await setup.changes.summary().waiting.count == 2)
    #expect(glance.blocked == 2)
    #expect(try await setup.store.trip(withID: Fixtures.tripID(3)) == Fixtures.onTimeTrip(id: 3))
  }

  /// "Keep mine" makes a set again whole, an add under its reserved number included; the add
  /// meets nothing on the server, so the conflict is read by the trip that moved on.
  @Test func keepMine_makesASetWithAnAddAgain_underTheAddsNumber() async throws {
    let setup = Setup()
    _ = try await Setup.everyTrip(setup.process().0)
    let numbers = try await setup.store.reserveNumbers(
      2, for: try await setup.changes.copyIdentity())
    try await setup.changes.keepReserved(numbers)
    setup.goOffline()
    _ = try await setup.process().0.apply(
      TripChangeSet([
        .add(Fixtures.lateDraft(origin: "Ede"), number: nil),
        .edit(TripEdit(from: Fixtures.onTimeTrip(id: 3), to: Self.delayed(3))),
      ]))
    let theirs = Fixtures.onTimeTrip(id: 3).departing(at: Fixtures.articleArrival)
    try await setup.store.replace(theirs)
    setup.goOnline()
    _ = try await setup.process().0.sendPendingChanges()

    let resolution = try await setup.process().0.resolve(
      tripWithID: Fixtures.tripID(3), keeping: .mine)

    let added = Trip(
      id: Fixtures.tripID(numbers.lowerBound), draft: Fixtures.lateDraft(origin: "Ede"))
    let three = theirs.nextRevision.departing(at: Fixtures.articleActualDeparture).nextRevision
    #expect(resolution?.0.tripID == Fixtures.tripID(3))
    #expect(resolution?.0.parts.map(\.fields) == [[], [.recordedDeparture]])
    #expect(resolution?.1 == .applied([added, three]))
    #expect(try await setup.store.trip(withID: added.id) == added)
    #expect(try await setup.store.trip(withID: Fixtures.tripID(3)) == three)
  }

  /// An edit of a trip the store does not have, in a set with no add that could make it, is
  /// refused before anything is kept or sent.
  @Test func aSetEditingATripTheStoreLacks_isNotFound_andNothingIsSent() async throws {
    let setup = Setup()
    let (decorator, remote, _) = setup.process()
    let missing = Fixtures.onTimeTrip(id: 99)

    await #expect(throws: TripRepositoryError.notFound(missing.id)) {
      try await decorator.apply(
        TripChangeSet([.edit(TripEdit(from: missing, to: Self.delayed(99)))]))
    }

    #expect(
      !remote.receivedMessages.contains { message in
        if case .applyKeyed = message { true } else { false }
      })
    #expect(try await setup.changes.summary() == PendingChange.Summary())
  }

  /// A replacement that changes nothing of the trip as answered is not sent; the rest of its
  /// set is, and the answer holds both trips.
  @Test func aReplacementThatChangesNothing_isNotSent_butTheRestOfItsSetIs() async throws {
    let setup = Setup()
    let (decorator, remote, _) = setup.process()
    let two = try #require(try await decorator.trip(withID: Fixtures.tripID(2)))
    let three = try #require(try await decorator.trip(withID: Fixtures.tripID(3)))

    let trips = try await decorator.apply(
      TripChangeSet([.replace(two), .edit(TripEdit(from: three, to: Self.delayed(3)))]))

    #expect(trips == [Self.delayed(3).nextRevision, two])
    let sent = remote.receivedMessages.compactMap { message -> TripChangeSet? in
      guard case .applyKeyed(let change) = message else { return nil }
      return change.changes
    }
    #expect(sent == [TripChangeSet([.edit(TripEdit(from: three, to: Self.delayed(3)))])])
  }
}
