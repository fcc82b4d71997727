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
    #expect(numbered.result == Trip(id: number, draft: Fixtures.lateDraft()))
    #expect(unnumbered.tripID == nil)
    #expect(unnumbered.result == nil)
  }

  @Test func anUpdate_leavesTheNextRevision_andARemovalNoTrip() {
    let trip = Fixtures.onTimeTrip(id: 3)
    let update = PendingChange(key: key, operation: .update(trip))
    let removal = PendingChange(key: key, operation: .remove(trip))

    #expect(update.tripID == trip.id)
    #expect(update.result == trip.nextRevision)
    #expect(removal.tripID == trip.id)
    #expect(removal.result == nil)
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
