import Domain
import Foundation
import LessonTestSupport
import Testing

/// What a change set does to the store's trips, worked out before a store writes anything:
/// the one rule every store applies.
@Suite struct TripChangeSetTests {
  private let one = Fixtures.onTimeTrip(id: 1, origin: "Delft")
  private let two = Fixtures.onTimeTrip(id: 2, origin: "Gouda")
  private var stored: [TripID: Trip] { [one.id: one, two.id: two] }

  private func late(_ trip: Trip) -> Trip {
    trip.departing(at: Fixtures.articleActualDeparture)
  }

  @Test func editsOfTwoTrips_changeBoth_inTheSetsOrder() throws {
    let set = TripChangeSet([
      .edit(TripEdit(from: two, to: late(two))), .edit(TripEdit(from: one, to: late(one))),
    ])

    let applied = try set.applied(to: stored, highestAssigned: 2)

    #expect(applied.trips == [late(two).nextRevision, late(one).nextRevision])
    #expect(applied.changed == [late(two).nextRevision, late(one).nextRevision])
    #expect(applied.added == [])
    #expect(applied.removed == [])
    #expect(set.tripIDs == [two.id, one.id])
  }

  @Test func adds_takeTheNumbersAfterTheHighestAssigned_inOrder() throws {
    let set = TripChangeSet([
      .add(Fixtures.lateDraft(origin: "Ede"), number: nil),
      .add(Fixtures.lateDraft(origin: "Epe"), number: nil),
    ])

    let applied = try set.applied(to: [:], highestAssigned: 7)

    let added = [
      Trip(id: Fixtures.tripID(8), draft: Fixtures.lateDraft(origin: "Ede")),
      Trip(id: Fixtures.tripID(9), draft: Fixtures.lateDraft(origin: "Epe")),
    ]
    #expect(set.unnumberedAdds == 2)
    #expect(applied.trips == added)
    #expect(applied.added == added)
  }

  @Test func aLaterChange_seesWhatAnEarlierOneDid() throws {
    let set = TripChangeSet([
      .edit(TripEdit(from: one, to: late(one))),
      .edit(TripEdit(from: late(one).nextRevision, to: one.nextRevision)),
    ])

    let applied = try set.applied(to: stored, highestAssigned: 2)

    #expect(applied.trips == [late(one).nextRevision, one.nextRevision.nextRevision])
    #expect(applied.changed == [one.nextRevision.nextRevision])
  }

  @Test func aTripAddedAndRemovedInOneSet_isNeitherWrittenNorRemoved() throws {
    let added = Trip(id: Fixtures.tripID(3), draft: Fixtures.lateDraft())
    let set = TripChangeSet([.add(Fixtures.lateDraft(), number: nil), .remove(added)])

    let applied = try set.applied(to: stored, highestAssigned: 2)

    #expect(applied == TripChangeSet.Applied(trips: [added]))
  }

  @Test func anEditThatFindsItsValuesSet_writesNothing_andAnswersTheStoredTrip() throws {
    let set = TripChangeSet([.edit(TripEdit(from: one, to: late(one)))])

    let applied = try set.applied(to: [one.id: late(one).nextRevision], highestAssigned: 2)

    #expect(applied == TripChangeSet.Applied(trips: [late(one).nextRevision]))
  }

  @Test func everyTripInConflict_isNamed_withItsFields() {
    let theirs = [
      one.id: one.departing(at: Fixtures.articleDeparture.addingTimeInterval(60)).nextRevision,
      two.id: two.departing(at: Fixtures.articleDeparture.addingTimeInterval(120)).nextRevision,
    ]
    let set = TripChangeSet([
      .edit(TripEdit(from: one, to: late(one))), .edit(TripEdit(from: two, to: late(two))),
    ])

    #expect(
      throws: TripRepositoryError.changedElsewhere([
        TripConflict(id: one.id, fields: [.recordedDeparture]),
        TripConflict(id: two.id, fields: [.recordedDeparture]),
      ])
    ) { try set.applied(to: theirs, highestAssigned: 2) }
  }

  @Test func aMissingTrip_isNamedBeforeAnyConflict() {
    let set = TripChangeSet([
      .edit(TripEdit(from: one, to: late(one))), .remove(Fixtures.onTimeTrip(id: 5)),
    ])

    #expect(throws: TripRepositoryError.notFound(Fixtures.tripID(5))) {
      try set.applied(
        to: [one.id: late(one).departing(at: Fixtures.articleArrival)], highestAssigned: 2)
    }
  }

  @Test func aRemoval_ofATripChangedSince_conflictsOnTheFieldsThatDiffer() {
    let set = TripChangeSet([.remove(one)])

    #expect(
      throws: TripRepositoryError.changedElsewhere([
        TripConflict(id: one.id, fields: [.recordedDeparture])
      ])
    ) { try set.applied(to: [one.id: late(one).nextRevision], highestAssigned: 2) }
  }

  @Test func anAddUnderATakenNumber_conflicts_namingNoField() {
    let set = TripChangeSet([.add(Fixtures.lateDraft(), number: one.id)])

    #expect(throws: TripRepositoryError.changedElsewhere([TripConflict(id: one.id, fields: [])])) {
      try set.applied(to: stored, highestAssigned: 2)
    }
  }

  @Test func anAddUnderTheNumberOfATripRemovedInTheSameSet_conflicts() {
    let set = TripChangeSet([.remove(one), .add(Fixtures.lateDraft(), number: one.id)])

    #expect(throws: TripRepositoryError.changedElsewhere([TripConflict(id: one.id, fields: [])])) {
      try set.applied(to: stored, highestAssigned: 2)
    }
  }

  @Test func twoChangesInConflictOnOneTrip_nameItOnce_withBothFields() throws {
    let renamedEde = try one.replanned(
      departure: one.departure, arrival: one.arrival, origin: "Ede", destination: nil)
    let renamedEpe = try one.replanned(
      departure: one.departure, arrival: one.arrival, origin: "Epe", destination: nil)
    let theirs = renamedEde.departing(at: Fixtures.articleArrival).nextRevision
    let set = TripChangeSet([
      .edit(TripEdit(from: one, to: late(one))), .edit(TripEdit(from: one, to: renamedEpe)),
    ])

    #expect(
      throws: TripRepositoryError.changedElsewhere([
        TripConflict(id: one.id, fields: [.recordedDeparture, .origin])
      ])
    ) { try set.applied(to: [one.id: theirs], highestAssigned: 2) }
  }

  /// A number is added under only once the store assigned it: the offline copy adds under
  /// numbers it reserved, and no store gives a number twice.
  @Test func anAddUnderANumberNeverAssigned_conflicts_andNamesTheNumber() {
    let set = TripChangeSet([
      .add(Fixtures.lateDraft(), number: Fixtures.tripID(2)),
      .add(Fixtures.lateDraft(), number: Fixtures.tripID(3)),
      .add(Fixtures.lateDraft(), number: Fixtures.tripID(9)),
    ])

    #expect(
      throws: TripRepositoryError.changedElsewhere([
        TripConflict(id: Fixtures.tripID(3), fields: []),
        TripConflict(id: Fixtures.tripID(9), fields: []),
      ])
    ) { try set.applied(to: [:], highestAssigned: 2) }
  }
}
