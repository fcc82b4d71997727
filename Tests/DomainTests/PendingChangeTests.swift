import Domain
import Foundation
import LessonTestSupport
import Testing

/// What a kept change says about its trip, for each kind of change.
@Suite struct PendingChangeTests {
  private let key = ChangeKey(copy: "0123456789abcdef0123456789abcdef", sequence: 4)

  @Test func anAdd_namesItsReservedNumber_andLeavesANewTrip() {
    let number = Fixtures.tripID(21)
    let numbered = PendingChange(key: key, operation: .add(Fixtures.lateDraft(), number: number))
    let unnumbered = PendingChange(key: key, operation: .add(Fixtures.lateDraft(), number: nil))

    #expect(numbered.tripID == number)
    #expect(numbered.result(over: nil) == Trip(id: number, draft: Fixtures.lateDraft()))
    #expect(numbered.fields == TripField.allCases)
    #expect(unnumbered.tripID == nil)
    #expect(unnumbered.result(over: nil) == nil)
  }

  @Test func anEdit_setsItsFieldsOnTheTripItIsMadeOn_atTheNextRevision() throws {
    let trip = Fixtures.onTimeTrip(id: 3, origin: "Delft", destination: "Leiden")
    let renamed = try trip.replanned(
      departure: trip.departure, arrival: trip.arrival, origin: "Delft", destination: "Gouda")
    let edit = PendingChange(key: key, operation: .edit(TripEdit(from: trip, to: renamed)))

    #expect(edit.tripID == trip.id)
    #expect(edit.fields == [.destination])
    #expect(edit.result(over: trip) == renamed.nextRevision)
    #expect(edit.result(over: nil) == nil)
  }

  @Test func aReplacement_leavesTheNextRevision_andARemovalNoTrip() {
    let trip = Fixtures.onTimeTrip(id: 3)
    let replacement = PendingChange(key: key, operation: .replace(trip))
    let removal = PendingChange(key: key, operation: .remove(trip))

    #expect(replacement.tripID == trip.id)
    #expect(replacement.result(over: nil) == trip.nextRevision)
    #expect(replacement.fields == TripField.allCases)
    #expect(removal.tripID == trip.id)
    #expect(removal.result(over: trip) == nil)
    #expect(removal.fields == [])
  }

  @Test func aReplacement_isTheEditOfTheFieldsThatDiffer_onlyAtItsRevision() throws {
    let stored = Fixtures.onTimeTrip(id: 3, origin: "Delft", destination: "Leiden")
    let mine = try stored.replanned(
      departure: stored.departure, arrival: stored.arrival, origin: "Den Haag",
      destination: "Leiden")
    let replacement = PendingChange.Operation.replace(mine)

    #expect(
      replacement.edit(of: stored)
        == TripEdit(
          id: stored.id, baseRevision: 1, origin: FieldChange(base: "Delft", value: "Den Haag")))
    #expect(replacement.edit(of: stored.nextRevision) == nil)
    #expect(PendingChange.Operation.remove(stored).edit(of: stored) == nil)
  }

  @Test func aSummary_isEmpty_onlyWithNothingWaitingAndNoConflict() {
    let change = PendingChange(key: key, operation: .remove(Fixtures.onTimeTrip(id: 3)))
    let conflict = ChangeConflict(change: change, theirs: Fixtures.lateTrip(id: 3))

    #expect(PendingChange.Summary().isEmpty)
    #expect(!PendingChange.Summary(waiting: [change]).isEmpty)
    #expect(!PendingChange.Summary(conflicts: [conflict]).isEmpty)
    #expect(conflict.change == change)
    #expect(conflict.theirs == Fixtures.lateTrip(id: 3))
  }

  @Test func aKey_isTheCopyAndTheSequence() {
    #expect(key.description == "0123456789abcdef0123456789abcdef-4")
    #expect(key.copy.count == 32)
    #expect(key.sequence == 4)
  }
}
