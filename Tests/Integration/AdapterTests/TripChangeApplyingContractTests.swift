import Domain
import Foundation
import LessonTestSupport
import OfflineChanges
import Testing

/// The contract of ``TripChangeApplying``, for every store that applies keyed changes and the
/// doubles that stand in for one: a key is applied once; an edit is merged field by field by
/// the three-way rule (the base: set; the value already: nothing written; a third value: a
/// conflict), and never writes a field it does not name; a replacement or a removal based on
/// an older revision is a conflict that names the store's trip; and reserved numbers are
/// never given again.
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
    let change = PendingChange(key: key(1), change: .add(Fixtures.onTimeDraft(), number: nil))

    let first = try await applying(store).apply(change)
    let second = try await applying(store).apply(change)

    let added = Trip(id: Fixtures.tripID(1), draft: Fixtures.onTimeDraft())
    #expect(first == .applied([added]))
    #expect(second == .applied([added]))
    #expect(try await store.repository.trips(after: nil, limit: 10) == [added])
  }

  @Test(arguments: kinds)
  func anEditSentTwice_isAppliedOnce_andTheSecondLearnsTheStoresTrip(kind: StoreKind)
    async throws
  {
    let store = StoreUnderTest(kind)
    let trip = try await store.repository.add(Fixtures.onTimeDraft())
    let changed = trip.departing(at: Fixtures.articleActualDeparture)
    let change = PendingChange(key: key(7), change: .edit(TripEdit(from: trip, to: changed)))

    let first = try await applying(store).apply(change)
    let second = try await applying(store).apply(change)

    #expect(first == .applied([changed.nextRevision]))
    #expect(second == .applied([changed.nextRevision]))
    #expect(try await store.repository.trip(withID: trip.id) == changed.nextRevision)
  }

  /// One field's three values for the trip the suite adds: the edit from the trip's value,
  /// and the trip with a third value someone else set.
  struct FieldCase: Sendable, CustomTestStringConvertible {
    let field: TripField
    let edit: @Sendable (Trip) -> TripEdit
    let third: @Sendable (Trip) throws -> Trip
    var testDescription: String { field.rawValue }
  }

  static let fieldCases: [FieldCase] = {
    let minute: TimeInterval = 60
    @Sendable func replanned(
      _ trip: Trip, departure: Date? = nil, arrival: Date? = nil,
      origin: String?? = nil, destination: String?? = nil
    ) throws -> Trip {
      try trip.replanned(
        departure: departure ?? trip.departure, arrival: arrival ?? trip.arrival,
        origin: origin ?? trip.origin, destination: destination ?? trip.destination)
    }
    return [
      FieldCase(
        field: .departure,
        edit: {
          TripEdit(
            id: $0.id, baseRevision: $0.revision,
            departure: FieldChange(base: $0.departure, value: $0.departure + 5 * minute))
        },
        third: { try replanned($0, departure: $0.departure + 9 * minute) }),
      FieldCase(
        field: .arrival,
        edit: {
          TripEdit(
            id: $0.id, baseRevision: $0.revision,
            arrival: FieldChange(base: $0.arrival, value: $0.arrival + 5 * minute))
        },
        third: { try replanned($0, arrival: $0.arrival + 9 * minute) }),
      FieldCase(
        field: .recordedDeparture,
        edit: {
          TripEdit(
            id: $0.id, baseRevision: $0.revision,
            recordedDeparture: FieldChange(base: nil, value: $0.departure + 5 * minute))
        },
        third: { $0.departing(at: $0.departure + 9 * minute) }),
      FieldCase(
        field: .origin,
        edit: {
          TripEdit(
            id: $0.id, baseRevision: $0.revision,
            origin: FieldChange(base: $0.origin, value: "Gouda"))
        },
        third: { try replanned($0, origin: "Den Haag") }),
      FieldCase(
        field: .destination,
        edit: {
          TripEdit(
            id: $0.id, baseRevision: $0.revision,
            destination: FieldChange(base: $0.destination, value: nil))
        },
        third: { try replanned($0, destination: "Utrecht") }),
    ]
  }()

  static let kindsAndFields = kinds.flatMap { kind in fieldCases.map { (kind, $0) } }

  @Test(arguments: kindsAndFields)
  func theStoreStillHasTheBase_theFieldIsSet_andAnotherPersonsFieldIsKept(
    kind: StoreKind, field: FieldCase
  ) async throws {
    let store = StoreUnderTest(kind)
    let trip = try await store.repository.add(
      Fixtures.onTimeDraft(origin: "Delft", destination: "Leiden"))
    let edit = field.edit(trip)
    // Someone else renames the trip's start or end, whichever the edit does not name.
    let others = try trip.replanned(
      departure: trip.departure, arrival: trip.arrival,
      origin: field.field == .origin ? trip.origin : "Schiedam",
      destination: field.field == .destination ? trip.destination : "Rotterdam")
    try await store.repository.replace(others)

    let outcome = try await applying(store).apply(
      PendingChange(key: key(1), change: .edit(edit)))

    let expected = try #require(
      edit.rebased(onto: others.nextRevision).applied(to: others.nextRevision))
    #expect(outcome == .applied([expected]))
    #expect(expected.revision == 3)
    #expect(try await store.repository.trip(withID: trip.id) == expected)
  }

  @Test(arguments: kindsAndFields)
  func theStoreHasTheValueAlready_nothingIsWritten(kind: StoreKind, field: FieldCase)
    async throws
  {
    let store = StoreUnderTest(kind)
    let trip = try await store.repository.add(
      Fixtures.onTimeDraft(origin: "Delft", destination: "Leiden"))
    let edit = field.edit(trip)
    let theirs = try #require(edit.applied(to: trip))
    try await store.repository.replace(
      try Trip(
        id: trip.id, departure: theirs.departure, arrival: theirs.arrival,
        recordedDeparture: theirs.recordedDeparture, origin: theirs.origin,
        destination: theirs.destination, revision: 1))

    let outcome = try await applying(store).apply(
      PendingChange(key: key(1), change: .edit(edit)))

    #expect(outcome == .applied([theirs]))
    #expect(try await store.repository.trip(withID: trip.id) == theirs)
  }

  @Test(arguments: kindsAndFields)
  func theStoreHasAThirdValue_theFieldConflicts_andNothingIsWritten(
    kind: StoreKind, field: FieldCase
  ) async throws {
    let store = StoreUnderTest(kind)
    let trip = try await store.repository.add(
      Fixtures.onTimeDraft(origin: "Delft", destination: "Leiden"))
    let edit = field.edit(trip)
    try await store.repository.replace(try field.third(trip))
    let theirs = try field.third(trip).nextRevision
    let change = PendingChange(key: key(1), change: .edit(edit))

    let outcome = try await applying(store).apply(change)
    // A refused change is not recorded: sent again, it meets the same check.
    let again = try await applying(store).apply(change)

    #expect(outcome == .conflict(theirs: [theirs]))
    #expect(again == .conflict(theirs: [theirs]))
    #expect(ChangeConflict(change: change, theirs: [theirs]).parts.map(\.fields) == [[field.field]])
    #expect(try await store.repository.trip(withID: trip.id) == theirs)
  }

  @Test(arguments: kinds)
  func aMergeThatBreaksTheRule_isAConflict(kind: StoreKind) async throws {
    let store = StoreUnderTest(kind)
    let trip = try await store.repository.add(Fixtures.onTimeDraft())
    // Someone moves the arrival earlier; this edit moves the departure past it.
    let theirs = try trip.replanned(
      departure: trip.departure, arrival: trip.departure.addingTimeInterval(600),
      origin: nil, destination: nil)
    try await store.repository.replace(theirs)
    let edit = TripEdit(
      id: trip.id, baseRevision: 1,
      departure: FieldChange(base: trip.departure, value: trip.departure.addingTimeInterval(900)))
    let change = PendingChange(key: key(1), change: .edit(edit))

    let outcome = try await applying(store).apply(change)

    #expect(outcome == .conflict(theirs: [theirs.nextRevision]))
    #expect(
      ChangeConflict(change: change, theirs: [theirs.nextRevision]).parts.map(\.fields) == [
        [.departure, .arrival]
      ])
  }

  @Test(arguments: kinds)
  func aReplacementOrRemovalBasedOnAnOlderRevision_isAConflict_thatNamesTheStoresTrip(
    kind: StoreKind
  ) async throws {
    let store = StoreUnderTest(kind)
    let trip = try await store.repository.add(Fixtures.onTimeDraft())
    let theirs = trip.departing(at: Fixtures.articleActualDeparture)
    try await store.repository.replace(theirs)
    let mine = try trip.replanned(
      departure: trip.departure, arrival: trip.arrival, origin: "Mine", destination: nil)

    let replacement = try await applying(store).apply(
      PendingChange(key: key(1), change: .replace(mine)))
    let removal = try await applying(store).apply(
      PendingChange(key: key(2), change: .remove(trip)))

    #expect(replacement == .conflict(theirs: [theirs.nextRevision]))
    #expect(removal == .conflict(theirs: [theirs.nextRevision]))
    #expect(try await store.repository.trip(withID: trip.id) == theirs.nextRevision)
  }

  @Test(arguments: kinds)
  func aRemoval_ofATripChangedSinceItWasSeen_conflicts_evenAtTheSameRevisionNumber(
    kind: StoreKind
  ) async throws {
    let store = StoreUnderTest(kind)
    let trip = try await store.repository.add(Fixtures.onTimeDraft())
    // This computer shows its own kept departure at revision 2; someone else records the same
    // departure and renames the trip, which is revision 2 on the store.
    let seen = trip.departing(at: Fixtures.articleActualDeparture).nextRevision
    let theirs = try trip.departing(at: Fixtures.articleActualDeparture).replanned(
      departure: trip.departure, arrival: trip.arrival, origin: "Den Haag", destination: nil)
    try await store.repository.replace(theirs)

    let removal = try await applying(store).apply(
      PendingChange(key: key(1), change: .remove(seen)))

    #expect(removal == .conflict(theirs: [theirs.nextRevision]))
    #expect(try await store.repository.trip(withID: trip.id) == theirs.nextRevision)
  }

  @Test(arguments: kinds)
  func aRemoval_ofTheTripAsItWasSeen_appliesWhateverItsRevision(kind: StoreKind) async throws {
    let store = StoreUnderTest(kind)
    let trip = try await store.repository.add(Fixtures.onTimeDraft())
    let departed = trip.departing(at: Fixtures.articleActualDeparture)
    try await store.repository.replace(departed)
    var seen = departed
    for _ in 1...3 { seen = seen.nextRevision }

    let removal = try await applying(store).apply(
      PendingChange(key: key(1), change: .remove(seen)))

    #expect(removal == .applied([]))
    #expect(try await store.repository.trip(withID: trip.id) == nil)
  }

  @Test(arguments: kinds)
  func aReplacementAtItsRevision_writesOnlyTheFieldsThatDiffer(kind: StoreKind) async throws {
    let store = StoreUnderTest(kind)
    let trip = try await store.repository.add(Fixtures.onTimeDraft())
    let mine = trip.departing(at: Fixtures.articleActualDeparture)

    let outcome = try await applying(store).apply(
      PendingChange(key: key(1), change: .replace(mine)))

    #expect(outcome == .applied([mine.nextRevision]))
    #expect(try await store.repository.trip(withID: trip.id) == mine.nextRevision)
  }

  @Test(arguments: kinds)
  func aChangeToATripRemovedElsewhere_isAConflict_withNoTrip(kind: StoreKind) async throws {
    let store = StoreUnderTest(kind)
    let trip = try await store.repository.add(Fixtures.onTimeDraft())
    try await store.repository.remove(trip)

    for (sequence, operation) in [
      (
        1,
        TripChange.edit(
          TripEdit(from: trip, to: trip.departing(at: Fixtures.articleActualDeparture)))
      ),
      (2, .replace(trip)), (3, .remove(trip)),
    ] as [(Int64, TripChange)] {
      let change = PendingChange(key: key(sequence), change: operation)
      let outcome = try await applying(store).apply(change)
      // A refused change is not recorded: sent again, it meets the same check.
      let again = try await applying(store).apply(change)

      #expect(outcome == .conflict(theirs: []))
      #expect(again == .conflict(theirs: []))
    }
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
      PendingChange(key: key(1), change: .add(Fixtures.lateDraft(), number: number)))

    #expect(reserved == 2...21)
    #expect(next.id == Fixtures.tripID(22))
    #expect(offline == .applied([Trip(id: number, draft: Fixtures.lateDraft())]))
    #expect(try await store.repository.trip(withID: number) != nil)
  }

  /// A change of several trips under one key: applied all or nothing, and once.
  @Test(arguments: kinds)
  func aSetSentTwice_isAppliedOnce_andTheSecondLearnsTheStoresTrips(kind: StoreKind)
    async throws
  {
    let store = StoreUnderTest(kind)
    let one = try await store.repository.add(Fixtures.onTimeDraft(origin: "Delft"))
    let two = try await store.repository.add(Fixtures.onTimeDraft(origin: "Ede"))
    let departed = one.departing(at: Fixtures.articleActualDeparture)
    let change = PendingChange(
      key: key(3),
      changes: TripChangeSet([.edit(TripEdit(from: one, to: departed)), .remove(two)]))

    let first = try await applying(store).apply(change)
    let second = try await applying(store).apply(change)

    #expect(first == .applied([departed.nextRevision]))
    #expect(second == .applied([departed.nextRevision]))
    #expect(try await store.repository.trips(after: nil, limit: 10) == [departed.nextRevision])
  }

  /// One trip of a set that moved on refuses the whole set: nothing is written, the store's
  /// trips come back, and the key is not recorded.
  @Test(arguments: kinds)
  func aSetWithOneConflict_writesNothing_andAnswersTheStoresTrips(kind: StoreKind) async throws {
    let store = StoreUnderTest(kind)
    let one = try await store.repository.add(Fixtures.onTimeDraft(origin: "Delft"))
    let two = try await store.repository.add(Fixtures.onTimeDraft(origin: "Ede"))
    let theirs = try await store.repository.change(
      two, to: two.departing(at: Fixtures.articleActualDeparture))
    let change = PendingChange(
      key: key(4),
      changes: TripChangeSet([
        .edit(TripEdit(from: one, to: one.departing(at: Fixtures.articleActualDeparture))),
        .edit(TripEdit(from: two, to: two.departing(at: two.departure.addingTimeInterval(60)))),
      ]))

    let outcome = try await applying(store).apply(change)
    let again = try await applying(store).apply(change)

    #expect(outcome == .conflict(theirs: [one, theirs]))
    #expect(again == .conflict(theirs: [one, theirs]))
    #expect(try await store.repository.trips(after: nil, limit: 10) == [one, theirs])
  }

  /// A set that adds under the store's next number answers with that trip when its key is
  /// sent again.
  @Test(arguments: kinds)
  func aSetThatAddsSentTwice_answersTheAddedTripBothTimes(kind: StoreKind) async throws {
    let store = StoreUnderTest(kind)
    let one = try await store.repository.add(Fixtures.onTimeDraft(origin: "Delft"))
    let departed = one.departing(at: Fixtures.articleActualDeparture)
    let change = PendingChange(
      key: key(5),
      changes: TripChangeSet([
        .add(Fixtures.lateDraft(origin: "Ede"), number: nil),
        .edit(TripEdit(from: one, to: departed)),
      ]))

    let first = try await applying(store).apply(change)
    let second = try await applying(store).apply(change)

    let added = Trip(id: Fixtures.tripID(2), draft: Fixtures.lateDraft(origin: "Ede"))
    #expect(first == .applied([departed.nextRevision, added]))
    #expect(second == .applied([departed.nextRevision, added]))
    #expect(try await store.repository.trips(after: nil, limit: 10).count == 2)
  }
}
