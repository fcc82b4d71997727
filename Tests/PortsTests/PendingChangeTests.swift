import Domain
import Foundation
import LessonTestSupport
import OfflineChanges
import Testing

/// What a kept change says about its trip, for each kind of change.
@Suite struct PendingChangeTests {
  private let key = ChangeKey(copy: "0123456789abcdef0123456789abcdef", sequence: 4)
  /// A stored trip at revision 4, as one a change conflicts with.
  private static let storedTrip = try! Trip(
    id: Fixtures.tripID(7), departure: Fixtures.articleDeparture,
    arrival: Fixtures.articleDeparture.addingTimeInterval(3_600), recordedDeparture: nil,
    origin: "Delft", destination: "Leiden", revision: 4)

  @Test func anAdd_namesItsReservedNumber_andLeavesANewTrip() {
    let number = Fixtures.tripID(21)
    let numbered = PendingChange(key: key, change: .add(Fixtures.lateDraft(), number: number))
    let unnumbered = PendingChange(key: key, change: .add(Fixtures.lateDraft(), number: nil))

    #expect(numbered.tripIDs == [number])
    #expect(numbered.results(over: []) == [Trip(id: number, draft: Fixtures.lateDraft())])
    #expect(TripChange.add(Fixtures.lateDraft(), number: number).fields == TripField.allCases)
    #expect(unnumbered.tripIDs == [])
    #expect(unnumbered.results(over: []) == [])
  }

  @Test func anEdit_setsItsFieldsOnTheTripItIsMadeOn_atTheNextRevision() throws {
    let trip = Fixtures.onTimeTrip(id: 3, origin: "Delft", destination: "Leiden")
    let renamed = try trip.replanned(
      departure: trip.departure, arrival: trip.arrival, origin: "Delft", destination: "Gouda")
    let change = TripChange.edit(TripEdit(from: trip, to: renamed))
    let edit = PendingChange(key: key, change: change)

    #expect(edit.tripIDs == [trip.id])
    #expect(change.fields == [.destination])
    #expect(edit.results(over: [trip]) == [renamed.nextRevision])
    #expect(edit.results(over: []) == [])
  }

  @Test func aReplacement_leavesTheNextRevision_andARemovalNoTrip() {
    let trip = Fixtures.onTimeTrip(id: 3)
    let replacement = PendingChange(key: key, change: .replace(trip))
    let removal = PendingChange(key: key, change: .remove(trip))

    #expect(replacement.tripIDs == [trip.id])
    #expect(replacement.results(over: []) == [trip.nextRevision])
    #expect(TripChange.replace(trip).fields == TripField.allCases)
    #expect(removal.tripIDs == [trip.id])
    #expect(removal.results(over: [trip]) == [])
    #expect(TripChange.remove(trip).fields == [])
  }

  @Test func aChangeOfSeveralTrips_leavesEachInTurn_andALaterIntentSeesAnEarlierOne() throws {
    let first = Fixtures.onTimeTrip(id: 3, origin: "Delft", destination: "Leiden")
    let second = Fixtures.lateTrip(id: 4)
    let renamed = try first.replanned(
      departure: first.departure, arrival: first.arrival, origin: "Delft", destination: "Gouda")
    let renamedAgain = try renamed.replanned(
      departure: first.departure, arrival: first.arrival, origin: "Utrecht", destination: "Gouda")
    let change = PendingChange(
      key: key,
      changes: TripChangeSet([
        .edit(TripEdit(from: first, to: renamed)), .remove(second),
        .edit(TripEdit(from: renamed, to: renamedAgain)),
      ]))

    #expect(change.tripIDs == [first.id, second.id])
    #expect(change.results(over: [second, first]).map(\.origin) == ["Utrecht"])
    #expect(change.results(over: [second, first]).map(\.destination) == ["Gouda"])
    #expect(change.results(over: [second, first]).map(\.revision) == [3])
  }

  @Test func aConflictOfSeveralTrips_showsEachTrip_andIsReadByTheFirstThatConflicts() throws {
    let first = Fixtures.onTimeTrip(id: 3, origin: "Delft", destination: "Leiden")
    let second = Fixtures.onTimeTrip(id: 4, origin: "Delft", destination: "Leiden")
    let mine = try first.replanned(
      departure: first.departure, arrival: first.arrival, origin: "Gouda", destination: "Leiden")
    let theirs = try second.replanned(
      departure: second.departure, arrival: second.arrival, origin: "Breda",
      destination: "Leiden"
    ).nextRevision
    let myEdit = TripEdit(
      from: second,
      to: try second.replanned(
        departure: second.departure, arrival: second.arrival, origin: "Gouda",
        destination: "Leiden"))
    let conflict = ChangeConflict(
      change: PendingChange(
        key: key,
        changes: TripChangeSet([.edit(TripEdit(from: first, to: mine)), .edit(myEdit)])),
      theirs: [first, theirs])

    #expect(conflict.tripID == second.id)
    #expect(conflict.parts.map(\.fields) == [[], [.origin]])
    #expect(conflict.parts.map(\.theirs) == [first, theirs])
    #expect(conflict.parts.map { $0.mine?.origin } == ["Gouda", "Gouda"])
  }

  @Test func aReplacement_isTheEditOfTheFieldsThatDiffer_onlyAtItsRevision() throws {
    let stored = Fixtures.onTimeTrip(id: 3, origin: "Delft", destination: "Leiden")
    let mine = try stored.replanned(
      departure: stored.departure, arrival: stored.arrival, origin: "Den Haag",
      destination: "Leiden")
    let replacement = TripChange.replace(mine)

    #expect(
      replacement.edit(of: stored)
        == TripEdit(
          id: stored.id, baseRevision: 1, origin: FieldChange(base: "Delft", value: "Den Haag")))
    #expect(replacement.edit(of: stored.nextRevision) == nil)
    #expect(TripChange.remove(stored).edit(of: stored) == nil)
  }

  @Test func aSummary_isEmpty_onlyWithNothingWaitingAndNoConflict() {
    let change = PendingChange(key: key, change: .remove(Fixtures.onTimeTrip(id: 3)))
    let conflict = ChangeConflict(change: change, theirs: [Fixtures.lateTrip(id: 3)])

    #expect(PendingChange.Summary().isEmpty)
    #expect(!PendingChange.Summary(waiting: [change]).isEmpty)
    #expect(!PendingChange.Summary(conflicts: [conflict]).isEmpty)
    #expect(conflict.change == change)
    #expect(conflict.theirs == [Fixtures.lateTrip(id: 3)])
  }

  @Test func aConflict_namesItsFields_byTheKindOfChange() throws {
    let key = ChangeKey(copy: "0123456789abcdef0123456789abcdef", sequence: 1)
    let theirs = try Self.storedTrip.replanned(
      departure: Self.storedTrip.departure, arrival: Self.storedTrip.arrival, origin: "Den Haag",
      destination: "Leiden"
    ).nextRevision
    let edit = TripEdit(
      id: Self.storedTrip.id, baseRevision: 4, origin: FieldChange(base: "Delft", value: "Gouda"))

    #expect(
      ChangeConflict(change: PendingChange(key: key, change: .edit(edit)), theirs: [theirs])
        .parts.map(\.fields) == [[.origin]])
    #expect(
      ChangeConflict(
        change: PendingChange(key: key, change: .remove(Self.storedTrip)), theirs: [theirs]
      )
      .parts.map(\.fields) == [[.origin]])
    #expect(
      ChangeConflict(change: PendingChange(key: key, change: .edit(edit)), theirs: []).parts
        .map(\.fields) == [[.origin]])
    #expect(
      ChangeConflict(change: PendingChange(key: key, change: .remove(Self.storedTrip)), theirs: [])
        .parts.map(\.fields) == [TripField.allCases])
  }

  /// An add whose number the store gives another trip meets it on every field; a change
  /// whose trips show no conflicting field is read by its first trip.
  @Test func anAddMeetingATakenNumber_conflictsOnEveryField_andIsReadByItsTrip() {
    let number = Fixtures.tripID(21)
    let conflict = ChangeConflict(
      change: PendingChange(key: key, change: .add(Fixtures.lateDraft(), number: number)),
      theirs: [Fixtures.onTimeTrip(id: 21)])
    let unfielded = ChangeConflict(
      change: PendingChange(key: key, change: .remove(Fixtures.onTimeTrip(id: 3))),
      theirs: [Fixtures.onTimeTrip(id: 3)])

    #expect(conflict.parts.map(\.fields) == [TripField.allCases])
    #expect(conflict.tripID == number)
    #expect(unfielded.parts.map(\.fields) == [[]])
    #expect(unfielded.tripID == Fixtures.tripID(3))
  }

  /// An add whose number is still free meets nothing on the server: no field conflicts, and
  /// the conflict is read by a trip the change does not add.
  @Test func anAddWhoseNumberIsFree_conflictsOnNothing_andIsNotWhatTheConflictIsReadBy() {
    let conflict = ChangeConflict(
      change: PendingChange(
        key: key,
        changes: TripChangeSet([
          .add(Fixtures.lateDraft(), number: Fixtures.tripID(41)),
          .remove(Fixtures.onTimeTrip(id: 3)),
        ])),
      theirs: [Fixtures.onTimeTrip(id: 3)])

    #expect(conflict.parts.map(\.fields) == [[], []])
    #expect(conflict.parts.map(\.theirs) == [nil, Fixtures.onTimeTrip(id: 3)])
    #expect(conflict.tripID == Fixtures.tripID(3))
  }

  @Test func aKey_isTheCopyAndTheSequence() {
    #expect(key.description == "0123456789abcdef0123456789abcdef-4")
    #expect(key.copy.count == 32)
    #expect(key.sequence == 4)
  }
}
