import Domain
import Foundation
import IntegrationTestSupport
import LessonTestSupport
import OfflineChanges
import StoreCapabilities
import Testing

@testable import OfflineCopy

/// The contract of ``PendingChangeStore``, run against the file beside a copy and the
/// in-memory stand-in the decorator's tests use.
@Suite struct PendingChangeStoreContractTests {
  enum Kind: String, CaseIterable, CustomTestStringConvertible {
    case sqlite
    case inMemory

    var testDescription: String { rawValue }
  }

  /// One store of changes, and a second handle on the same changes, as another process of
  /// `trips` on the same computer would open them.
  private struct Subject {
    let changes: any PendingChangeStore
    let other: any PendingChangeStore
    private let folder = TemporaryDirectory()

    init(_ kind: Kind) {
      switch kind {
      case .sqlite:
        let path = folder.file("copy.changes")
        changes = SQLitePendingChanges(path: path)
        other = SQLitePendingChanges(path: path)
      case .inMemory:
        changes = InMemoryPendingChanges()
        other = changes
      }
    }
  }

  private static let edit = TripChange.edit(
    TripEdit(from: Fixtures.onTimeTrip(id: 3), to: Fixtures.lateTrip(id: 3)))
  private static let removal = TripChange.remove(Fixtures.lateTrip(id: 4))

  @Test(arguments: Kind.allCases)
  func aNewStore_holdsNothing(kind: Kind) async throws {
    let subject = Subject(kind)

    #expect(await !subject.changes.holdsChanges())
    #expect(try await subject.changes.summary().isEmpty)
    #expect(try await subject.changes.glance() == PendingChangeGlance())
    #expect(try await subject.changes.reservedNumbersLeft() == 0)
  }

  @Test(arguments: Kind.allCases)
  func keptChanges_waitInTheOrderTheyWereMade_underKeysOfOneCopy(kind: Kind) async throws {
    let subject = Subject(kind)

    let first = try await subject.changes.keep(Self.edit)
    let second = try await subject.changes.keep(Self.removal)
    let copy = try await subject.changes.copyIdentity()

    #expect(await subject.other.holdsChanges())
    #expect(first.key == ChangeKey(copy: copy, sequence: first.key.sequence))
    #expect(second.key == ChangeKey(copy: copy, sequence: first.key.sequence + 1))
    #expect(
      [first.changes, second.changes] == [
        TripChangeSet([Self.edit]), TripChangeSet([Self.removal]),
      ])
    #expect(try await subject.other.summary() == PendingChange.Summary(waiting: [first, second]))
  }

  /// A change of several trips is one change: one key, its intents in order, and every trip
  /// it names at a glance, as a conflict too.
  @Test(arguments: Kind.allCases)
  func aChangeOfSeveralTrips_isKeptAsOne_andNamesEachTrip(kind: Kind) async throws {
    let subject = Subject(kind)
    let set = TripChangeSet([Self.edit, Self.removal])

    let kept = try await subject.changes.keep(set)
    let waiting = try await subject.other.glance()
    try await subject.changes.keepAsConflict(
      kept, theirs: [Fixtures.onTimeTrip(id: 3).nextRevision, Fixtures.lateTrip(id: 4)])

    #expect(kept.changes == set)
    #expect(
      waiting
        == PendingChangeGlance(
          waiting: 1, trips: [Fixtures.tripID(3): false, Fixtures.tripID(4): false]))
    #expect(
      try await subject.other.glance()
        == PendingChangeGlance(trips: [Fixtures.tripID(3): true, Fixtures.tripID(4): true]))
    #expect(
      try await subject.other.summary()
        == PendingChange.Summary(conflicts: [
          ChangeConflict(
            change: kept,
            theirs: [Fixtures.onTimeTrip(id: 3).nextRevision, Fixtures.lateTrip(id: 4)])
        ]))
  }

  /// Each add of a set takes a reserved number, or none does.
  @Test(arguments: Kind.allCases)
  func aSetsAdds_takeReservedNumbersInTurn_orTheSetIsNotKept(kind: Kind) async throws {
    let subject = Subject(kind)
    try await subject.changes.keepReserved(21...23)
    let adds = TripChangeSet([
      .add(Fixtures.lateDraft(), number: nil), Self.edit, .add(Fixtures.onTimeDraft(), number: nil),
    ])

    let kept = try await subject.changes.keepNumbered(adds)
    let tooMany = try await subject.changes.keepNumbered(adds)

    #expect(
      kept?.changes
        == TripChangeSet([
          .add(Fixtures.lateDraft(), number: Fixtures.tripID(21)), Self.edit,
          .add(Fixtures.onTimeDraft(), number: Fixtures.tripID(22)),
        ]))
    #expect(tooMany == nil)
    #expect(try await subject.other.reservedNumbersLeft() == 1)
    #expect(try await subject.other.summary().waiting.map(\.key) == [kept?.key])
  }

  @Test(arguments: Kind.allCases)
  func aForgottenChange_isGone_andItsKeyIsNeverGivenAgain(kind: Kind) async throws {
    let subject = Subject(kind)
    let first = try await subject.changes.keep(Self.edit)

    try await subject.changes.forget([first])
    let next = try await subject.changes.keep(Self.removal)

    #expect(next.key.sequence > first.key.sequence)
    #expect(try await subject.other.summary() == PendingChange.Summary(waiting: [next]))
  }

  @Test(arguments: Kind.allCases)
  func forgettingTheLastChanges_atOnce_leavesNothingHeld(kind: Kind) async throws {
    let subject = Subject(kind)
    let first = try await subject.changes.keep(Self.edit)
    let second = try await subject.changes.keep(Self.removal)
    try await subject.changes.keepReserved(1...5)

    try await subject.changes.forget([first, second])

    #expect(await !subject.other.holdsChanges())
    #expect(try await subject.other.summary().isEmpty)
    #expect(try await subject.other.reservedNumbersLeft() == 5)
  }

  @Test(arguments: Kind.allCases)
  func aGlance_namesTheTrips_saysWhichConflict_andCountsWhatWaits(kind: Kind) async throws {
    let subject = Subject(kind)
    let first = try await subject.changes.keep(Self.edit)
    _ = try await subject.changes.keep(
      .replace(Fixtures.onTimeTrip(id: 3).nextRevision))
    _ = try await subject.changes.keep(Self.removal)
    _ = try await subject.changes.keep(.add(Fixtures.lateDraft(), number: nil))
    try await subject.changes.keepAsConflict(first, theirs: [])

    let glance = try await subject.other.glance()

    #expect(
      glance
        == PendingChangeGlance(
          waiting: 3, trips: [Fixtures.tripID(3): true, Fixtures.tripID(4): false],
          // The second change to trip 3 waits behind its first, which conflicts.
          blocked: 1))
    #expect(!glance.isEmpty)
  }

  @Test(arguments: Kind.allCases)
  func aConflict_keepsItsPlace_andTheServersTrip(kind: Kind) async throws {
    let subject = Subject(kind)
    let first = try await subject.changes.keep(Self.edit)
    let second = try await subject.changes.keep(Self.removal)
    let theirs = Fixtures.lateTrip(id: 3).nextRevision

    try await subject.changes.keepAsConflict(first, theirs: [theirs])
    try await subject.changes.keepAsConflict(second, theirs: [])

    #expect(
      try await subject.other.summary()
        == PendingChange.Summary(
          conflicts: [
            ChangeConflict(change: first, theirs: [theirs]),
            ChangeConflict(change: second, theirs: []),
          ]))
  }

  @Test(arguments: Kind.allCases)
  func anAdd_takesTheSmallestReservedNumber_andNoneWhenNoneIsLeft(kind: Kind) async throws {
    let subject = Subject(kind)
    let draft = Fixtures.lateDraft()

    let without = try await subject.changes.keepAdding(draft)
    try await subject.changes.keepReserved(21...22)
    let first = try await subject.changes.keepAdding(draft)
    let second = try await subject.other.keepAdding(draft)
    let third = try await subject.changes.keepAdding(draft)

    #expect(without == nil)
    #expect(first?.changes == TripChangeSet([.add(draft, number: Fixtures.tripID(21))]))
    #expect(second?.changes == TripChangeSet([.add(draft, number: Fixtures.tripID(22))]))
    #expect(third == nil)
    #expect(try await subject.changes.reservedNumbersLeft() == 0)
    #expect(try await subject.changes.summary().waiting.count == 2)
  }

  @Test(arguments: Kind.allCases)
  func reservedNumbers_areCountedOnce(kind: Kind) async throws {
    let subject = Subject(kind)

    try await subject.changes.keepReserved(1...20)
    try await subject.changes.keepReserved(11...30)

    #expect(try await subject.other.reservedNumbersLeft() == 30)
  }

  @Test(arguments: Kind.allCases)
  func oneSender_atATime(kind: Kind) async {
    let subject = Subject(kind)

    let first = await subject.changes.startSending()
    let whileSending = await subject.other.startSending()
    await subject.changes.stopSending()
    let afterwards = await subject.other.startSending()
    await subject.other.stopSending()

    #expect([first, whileSending, afterwards] == [true, false, true])
  }

  @Test func theFile_keepsTheChangesForTheNextRun_andIsTheUsersAlone() async throws {
    let folder = TemporaryDirectory()
    let path = folder.file("copy.changes")
    let kept = try await SQLitePendingChanges(path: path).keep(Self.edit)

    let reopened = SQLitePendingChanges(path: path)

    #expect(try await reopened.summary() == PendingChange.Summary(waiting: [kept]))
    let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    #expect(mode == 0o600)
  }

  @Test func aFileThatIsNotOurs_isReported_andLeftAsItWas() async throws {
    let folder = TemporaryDirectory()
    let path = folder.file("copy.changes")
    let foreign = Data("not a file of changes\n".utf8)
    try foreign.write(to: URL(fileURLWithPath: path))

    await #expect(throws: TripStoreError.self) {
      try await SQLitePendingChanges(path: path).summary()
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == foreign)
  }

  @Test func theFolder_countsWhatWaitsOrConflicts_inEveryFileOfChanges() async throws {
    let directory = TemporaryDirectory()
    let folder = OfflineCopyFolder(path: directory.file("copies"))
    #expect(folder.makeFolder())
    let first = SQLitePendingChanges(path: folder.changesPath(for: TripStoreIdentity("a")))
    let second = SQLitePendingChanges(path: folder.changesPath(for: TripStoreIdentity("b")))
    let conflict = try await first.keep(Self.edit)
    try await first.keepAsConflict(conflict, theirs: [])
    _ = try await second.keep(Self.removal)
    try await second.keepReserved(1...20)
    let sent = try await second.keep(Self.edit)
    try await second.forget([sent])

    let damaged = folder.changesPath(for: TripStoreIdentity("c"))
    try Data("not a file of changes\n".utf8).write(to: URL(fileURLWithPath: damaged))

    FileManager.default.createFile(atPath: folder.path + "/notes.txt", contents: Data("mine".utf8))

    let kept = await folder.keptChanges()
    folder.removeAll()

    // The damaged file counts as one: what it holds is not known.
    #expect(kept == 3)
    // Only what the folder made is removed: a file of someone else's keeps it.
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["notes.txt"])
  }
}
