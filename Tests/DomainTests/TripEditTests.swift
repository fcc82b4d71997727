import Domain
import Foundation
import LessonTestSupport
import Testing

/// The three-way rule an edit is merged by, for every field: the store still has the base,
/// has the edit's value already, or has a third value.
@Suite struct TripEditTests {
  private static let base = Fixtures.instant("2026-03-02T08:00:00Z")
  private static let stored = try! Trip(
    id: Fixtures.tripID(7), departure: base, arrival: base.addingTimeInterval(3_600),
    recordedDeparture: nil, origin: "Delft", destination: "Leiden", revision: 4)

  /// One field, three values: the base the person saw, the value they set, and a third
  /// someone else set; each changed on its own, so a merge names one field.
  struct Row: Sendable, CustomTestStringConvertible {
    let field: TripField
    let edit: TripEdit
    /// The store's trip with the field at the base, at the edit's value, and at a third.
    let atBase: Trip
    let atValue: Trip
    let atThird: Trip
    var testDescription: String { field.rawValue }
  }

  static let rows: [Row] = {
    let id = stored.id
    let later = base.addingTimeInterval(600)
    let third = base.addingTimeInterval(1_200)
    func trip(
      departure: Date = base, arrival: Date = base.addingTimeInterval(3_600),
      recorded: Date? = nil, origin: String? = "Delft", destination: String? = "Leiden"
    ) -> Trip {
      try! Trip(
        id: id, departure: departure, arrival: arrival, recordedDeparture: recorded,
        origin: origin, destination: destination, revision: 4)
    }
    return [
      Row(
        field: .departure,
        edit: TripEdit(id: id, baseRevision: 4, departure: FieldChange(base: base, value: later)),
        atBase: trip(), atValue: trip(departure: later), atThird: trip(departure: third)),
      Row(
        field: .arrival,
        edit: TripEdit(
          id: id, baseRevision: 4,
          arrival: FieldChange(
            base: base.addingTimeInterval(3_600), value: base.addingTimeInterval(4_200))),
        atBase: trip(), atValue: trip(arrival: base.addingTimeInterval(4_200)),
        atThird: trip(arrival: base.addingTimeInterval(4_800))),
      Row(
        field: .recordedDeparture,
        edit: TripEdit(
          id: id, baseRevision: 4, recordedDeparture: FieldChange(base: nil, value: later)),
        atBase: trip(), atValue: trip(recorded: later), atThird: trip(recorded: third)),
      Row(
        field: .origin,
        edit: TripEdit(id: id, baseRevision: 4, origin: FieldChange(base: "Delft", value: "Gouda")),
        atBase: trip(), atValue: trip(origin: "Gouda"), atThird: trip(origin: "Den Haag")),
      Row(
        field: .destination,
        edit: TripEdit(
          id: id, baseRevision: 4, destination: FieldChange(base: "Leiden", value: nil)),
        atBase: trip(), atValue: trip(destination: nil), atThird: trip(destination: "Utrecht")),
    ]
  }()

  @Test(arguments: rows)
  func theStoreStillHasTheBase_theFieldIsSet_atTheNextRevision(_ row: Row) throws {
    let merged = try Trip(
      id: row.atValue.id, departure: row.atValue.departure, arrival: row.atValue.arrival,
      recordedDeparture: row.atValue.recordedDeparture, origin: row.atValue.origin,
      destination: row.atValue.destination, revision: 5)
    #expect(row.edit.merged(onto: row.atBase) == .merged(merged))
    #expect(row.edit.fields == [row.field])
  }

  @Test(arguments: rows)
  func theStoreHasTheValueAlready_nothingIsWritten(_ row: Row) {
    #expect(row.edit.merged(onto: row.atValue) == .alreadyApplied(row.atValue))
  }

  @Test(arguments: rows)
  func theStoreHasAThirdValue_theFieldConflicts(_ row: Row) {
    #expect(row.edit.merged(onto: row.atThird) == .conflict([row.field]))
  }

  @Test(arguments: rows)
  func aFieldTheEditDoesNotName_keepsTheStoresValue(_ row: Row) throws {
    let others = try Trip(
      id: Self.stored.id, departure: Self.stored.departure, arrival: Self.stored.arrival,
      recordedDeparture: nil, origin: row.field == .origin ? "Delft" : "Schiedam",
      destination: row.field == .destination ? "Leiden" : "Rotterdam", revision: 9)
    guard case .merged(let merged) = row.edit.merged(onto: others) else {
      Issue.record("not merged")
      return
    }
    if row.field != .origin { #expect(merged.origin == "Schiedam") }
    if row.field != .destination { #expect(merged.destination == "Rotterdam") }
    #expect(merged.revision == 10)
  }

  @Test func aMergeThatBreaksTheRule_conflictsOnTheFieldsTheRuleInvolves() {
    // Someone moved the arrival to 08:30; this edit moves the departure to 08:40.
    let earlier = try! Trip(
      id: Self.stored.id, departure: Self.base, arrival: Self.base.addingTimeInterval(1_800),
      origin: "Delft", destination: "Leiden", revision: 5)
    let edit = TripEdit(
      id: Self.stored.id, baseRevision: 4,
      departure: FieldChange(base: Self.base, value: Self.base.addingTimeInterval(2_400)))

    #expect(edit.merged(onto: earlier) == .conflict([.departure, .arrival]))
    #expect(edit.applied(to: earlier) == nil)
  }

  @Test func twoFieldsOfOneEdit_theOneThatConflictsIsNamed_andNothingIsSet() {
    let edit = TripEdit(
      id: Self.stored.id, baseRevision: 4,
      origin: FieldChange(base: "Delft", value: "Gouda"),
      destination: FieldChange(base: "Leiden", value: "Utrecht"))
    let theirs = try! Trip(
      id: Self.stored.id, departure: Self.stored.departure, arrival: Self.stored.arrival,
      origin: "Delft", destination: "Amsterdam", revision: 5)

    #expect(edit.merged(onto: theirs) == .conflict([.destination]))
  }

  @Test func anEditFromTwoTrips_namesOnlyTheFieldsThatDiffer() throws {
    let departed = Self.stored.departing(at: Self.base.addingTimeInterval(300))
    let edit = TripEdit(from: Self.stored, to: departed)

    #expect(edit.fields == [.recordedDeparture])
    #expect(
      edit.recordedDeparture == FieldChange(base: nil, value: Self.base.addingTimeInterval(300)))
    #expect(edit.baseRevision == 4)
    #expect(TripEdit(from: Self.stored, to: Self.stored).fields == [])
  }

  @Test func rebased_keepsTheValues_onTheStoresValuesNow() {
    let edit = TripEdit(
      id: Self.stored.id, baseRevision: 2, origin: FieldChange(base: "Rijswijk", value: "Gouda"))
    let rebased = edit.rebased(onto: Self.stored)

    #expect(
      rebased
        == TripEdit(
          id: Self.stored.id, baseRevision: 4, origin: FieldChange(base: "Delft", value: "Gouda")))
    #expect(edit.merged(onto: Self.stored) == .conflict([.origin]))
    #expect(rebased.applied(to: Self.stored)?.origin == "Gouda")
  }

  @Test func fields_compareInTheOrderOfTheCard() {
    #expect(
      TripField.allCases.sorted() == [
        .departure, .arrival, .recordedDeparture, .origin, .destination,
      ])
    #expect(TripField.origin < TripField.destination)
  }
}
