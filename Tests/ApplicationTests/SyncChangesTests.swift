import Domain
import LessonTestSupport
import OfflineChanges
import Presentation
import Testing

@testable import Application

@MainActor @Suite struct SyncChangesTests {
  private func makeSUT(_ changes: PendingChangesSpy, data: Bool = false) -> (
    SyncChanges, ScreenSpy
  ) {
    let screen = ScreenSpy()
    let sut = SyncChanges(
      changes: changes, pendingOutput: data ? .data(screen) : .words(screen), messageView: screen,
      formats: amsterdamEnglish, storeKind: .file)
    return (sut, screen)
  }

  private static func change(_ sequence: Int64, _ operation: TripChange)
    -> PendingChange
  {
    PendingChange(key: ChangeKey(copy: "copy", sequence: sequence), change: operation)
  }

  private static let edit = change(
    1, .edit(TripEdit(from: Fixtures.onTimeTrip(id: 3), to: Fixtures.lateTrip(id: 3))))

  /// A recorded departure of trip `id` from a base that neither side has any more: it
  /// conflicts with an on-time trip, and leaves the article's late trip when made.
  private static func departureFromAnotherBase(_ id: Int64) -> TripChange {
    .edit(
      TripEdit(
        id: Fixtures.tripID(id), baseRevision: 1,
        recordedDeparture: FieldChange(
          base: Fixtures.articleDeparture.addingTimeInterval(60),
          value: Fixtures.articleActualDeparture)))
  }
  private static let removal = change(2, .remove(Fixtures.lateTrip(id: 4)))
  private static let unreachable = TripStoreError(
    location: "postgresql:///team", problem: .unreachable)

  private static func conflict(_ id: String) -> ScreenSpy.ReceivedMessage {
    .error(
      Message(
        "Trip \(id): your change conflicts with the server's and was not applied. It is kept.",
        subject: .conflictsWaiting))
  }

  @Test(arguments: 0...2)
  func send_saysHowManyWereSent(count: Int) async {
    let sentence = [
      "No change made on this computer waited to be sent.",
      "1 change made on this computer was sent.",
      "2 changes made on this computer were sent.",
    ][count]
    let sent = Array([Self.edit, Self.removal].prefix(count))
    let changes = PendingChangesSpy(summary: PendingChange.Summary(waiting: sent))
    let (sut, screen) = makeSUT(changes)

    let outcome = await sut.send()

    #expect(outcome == .completed)
    #expect(changes.receivedMessages == [.send])
    #expect(screen.receivedMessages == [.information(Message(sentence))])
  }

  @Test func send_namesEachConflict_andSaysSomeRemain() async {
    let changes = PendingChangesSpy(
      summary: PendingChange.Summary(
        waiting: [Self.edit],
        conflicts: [
          ChangeConflict(change: Self.removal, theirs: [Fixtures.onTimeTrip(id: 4)]),
          ChangeConflict(change: Self.change(3, Self.departureFromAnotherBase(5)), theirs: []),
        ]))
    let (sut, screen) = makeSUT(changes)

    let outcome = await sut.send()

    #expect(outcome == .changedElsewhere)
    #expect(changes.receivedMessages == [.send])
    #expect(
      screen.receivedMessages == [
        .information(Message("1 change made on this computer was sent.")), Self.conflict("4"),
        Self.conflict("5"),
      ])
  }

  @Test func send_withOnlyConflictsLeft_saysNothingWasSent_andWhy() async {
    let changes = PendingChangesSpy(
      summary: PendingChange.Summary(
        conflicts: [ChangeConflict(change: Self.removal, theirs: [Fixtures.onTimeTrip(id: 4)])]))
    let (sut, screen) = makeSUT(changes)

    let outcome = await sut.send()

    #expect(outcome == .changedElsewhere)
    #expect(changes.receivedMessages == [.send])
    #expect(
      screen.receivedMessages == [
        .information(
          Message(
            "No change was sent: what is kept on this computer waits for its conflicts to be"
              + " resolved.")),
        Self.conflict("4"),
      ])
  }

  @Test(arguments: [
    (
      TripStoreError.Problem.damaged("a kept change"),
      "/home/ann/.cache/trips/a.changes is damaged (a kept change).",
      ExpectedAdvice.subject(.keptChangesDamaged)
    ),
    (
      .newerVersion(found: 3, supported: 2),
      "/home/ann/.cache/trips/a.changes was written by a newer Trips (store version 3; this one"
        + " knows up to 2).",
      ExpectedAdvice.subject(.keptChangesFromNewerVersion)
    ),
    (
      .busy,
      "/home/ann/.cache/trips/a.changes is in use by another program, which did not let go in"
        + " time. Nothing was changed.",
      ExpectedAdvice.hint(
        "Try again in a moment, when the other program has finished with the store.")
    ),
    (
      .unwritable("attempt to write a readonly database"),
      "/home/ann/.cache/trips/a.changes cannot be written (attempt to write a readonly database).",
      ExpectedAdvice.hint(
        "Check that this user may read and write the file and its folder, and that the disk has"
          + " room.")
    ),
  ])
  func send_reportsAFileOfChangesHere_withAdviceForAFileWhateverTheStore(
    problem: TripStoreError.Problem, sentence: String, advice: ExpectedAdvice
  ) async {
    let changes = PendingChangesSpy(
      failure: TripStoreError(
        location: "/home/ann/.cache/trips/a.changes", problem: problem, inKeptChanges: true))
    let screen = ScreenSpy()
    let sut = SyncChanges(
      changes: changes, pendingOutput: .words(screen), messageView: screen,
      formats: amsterdamEnglish, storeKind: .server)

    _ = await sut.send()

    #expect(changes.receivedMessages == [.send])
    #expect(screen.receivedMessages == [.error(advice.message(sentence))])
  }

  @Test func send_reportsTheStoreThatCannotBeReached() async {
    let changes = PendingChangesSpy(failure: Self.unreachable)
    let (sut, screen) = makeSUT(changes)

    let outcome = await sut.send()

    #expect(outcome == .storeBusy)
    #expect(changes.receivedMessages == [.send])
    #expect(
      screen.receivedMessages == [
        .error(
          Message(
            "postgresql:///team cannot be reached. Nothing was changed.",
            subject: .storeUnreachable))
      ])
  }

  @Test func list_saysNothingWaits_whenNothingIsKept() async {
    let changes = PendingChangesSpy()
    let (sut, screen) = makeSUT(changes)

    let outcome = await sut.list()

    #expect(outcome == .completed)
    #expect(changes.receivedMessages == [.pending])
    #expect(
      screen.receivedMessages == [
        .information(Message("No change made on this computer waits to be sent.")), .pending([]),
      ])
  }

  private static let twoWaitingAndTwoConflicts = PendingChange.Summary(
    waiting: [edit, change(3, .add(Fixtures.lateDraft(), number: Fixtures.tripID(7)))],
    conflicts: [
      ChangeConflict(
        change: change(4, departureFromAnotherBase(1)),
        theirs: [Fixtures.onTimeTrip(id: 1).nextRevision]),
      ChangeConflict(change: removal, theirs: []),
    ])

  @Test func list_namesWhatWaits_andShowsBothSidesOfEachConflict() async {
    let changes = PendingChangesSpy(summary: Self.twoWaitingAndTwoConflicts)
    let (sut, screen) = makeSUT(changes)

    let outcome = await sut.list()

    #expect(outcome == .completed)
    #expect(changes.receivedMessages == [.pending])
    #expect(
      screen.receivedMessages == [
        .pending([
          PendingChangeViewModel(lines: [.sentence("A change to trip 3 waits to be sent.")]),
          PendingChangeViewModel(lines: [.sentence("A change to trip 7 waits to be sent.")]),
          PendingChangeViewModel(
            lines: [
              .sentence("Trip 1 on the server:"), .card(articleViewModel(id: "1", late: false)),
              .sentence("Trip 1 as your change leaves it:"), .card(articleViewModel(id: "1")),
              .sentence("Changed on both sides: actual departure."),
            ], conflictTrip: "1"),
          PendingChangeViewModel(
            lines: [
              .sentence("Trip 4 was removed on the server."),
              .sentence("Your change removes trip 4."),
              .sentence(
                "Changed on both sides: departure, arrival, actual departure, origin, destination."),
            ], conflictTrip: "4"),
        ])
      ])
  }

  @Test func list_forADeliveryOfData_givesEachChangesTripStateFieldsAndBothTrips() async {
    let changes = PendingChangesSpy(summary: Self.twoWaitingAndTwoConflicts)
    let (sut, screen) = makeSUT(changes, data: true)

    let outcome = await sut.list()

    let theirs = PendingChangeData.Card(
      articleViewModel(id: "1", late: false), articleValues(id: 1, late: false, revision: 2))
    let mine = PendingChangeData.Card(articleViewModel(id: "1"), articleValues(id: 1, revision: 3))
    #expect(outcome == .completed)
    #expect(changes.receivedMessages == [.pending])
    #expect(
      screen.receivedMessages == [
        .pendingData([
          PendingChangeData(tripID: 3, state: .waiting),
          PendingChangeData(tripID: 7, state: .waiting),
          PendingChangeData(
            tripID: 1, state: .conflict, fields: ["recorded_departure"], theirs: theirs,
            mine: mine),
          PendingChangeData(
            tripID: 4, state: .conflict,
            fields: ["departure", "arrival", "recorded_departure", "origin", "destination"]),
        ])
      ])
  }

  /// A change of trips 3 and 4 waiting, and one of trips 1 and 2 that the server refused
  /// because of trip 1 alone.
  private static let twoSets = PendingChange.Summary(
    waiting: [
      PendingChange(
        key: ChangeKey(copy: "copy", sequence: 1),
        changes: TripChangeSet([
          .edit(TripEdit(from: Fixtures.onTimeTrip(id: 3), to: Fixtures.lateTrip(id: 3))),
          .remove(Fixtures.lateTrip(id: 4)),
        ]))
    ],
    conflicts: [
      ChangeConflict(
        change: PendingChange(
          key: ChangeKey(copy: "copy", sequence: 2),
          changes: TripChangeSet([
            departureFromAnotherBase(1),
            .edit(TripEdit(from: Fixtures.onTimeTrip(id: 2), to: Fixtures.lateTrip(id: 2))),
          ])),
        theirs: [Fixtures.onTimeTrip(id: 1).nextRevision, Fixtures.onTimeTrip(id: 2)])
    ])

  @Test func list_aChangeOfSeveralTrips_namesEachTrip_andShowsEachOnBothSides() async {
    let changes = PendingChangesSpy(summary: Self.twoSets)
    let (sut, screen) = makeSUT(changes)

    let outcome = await sut.list()

    #expect(outcome == .completed)
    #expect(changes.receivedMessages == [.pending])
    #expect(
      screen.receivedMessages == [
        .pending([
          PendingChangeViewModel(lines: [.sentence("A change to trip 3 waits to be sent.")]),
          PendingChangeViewModel(lines: [.sentence("A change to trip 4 waits to be sent.")]),
          PendingChangeViewModel(
            lines: [
              .sentence("Trip 1 on the server:"), .card(articleViewModel(id: "1", late: false)),
              .sentence("Trip 1 as your change leaves it:"), .card(articleViewModel(id: "1")),
              .sentence("Changed on both sides: actual departure."),
            ], conflictTrip: "1"),
          PendingChangeViewModel(
            lines: [
              .sentence("Trip 2 on the server:"), .card(articleViewModel(id: "2", late: false)),
              .sentence("Trip 2 as your change leaves it:"), .card(articleViewModel(id: "2")),
            ], conflictTrip: "2"),
        ])
      ])
  }

  @Test func send_aChangeOfSeveralTripsRefused_isNamedByTheTripThatConflicts() async {
    let changes = PendingChangesSpy(
      summary: PendingChange.Summary(conflicts: Self.twoSets.conflicts))
    let (sut, screen) = makeSUT(changes)

    let outcome = await sut.send()

    #expect(outcome == .changedElsewhere)
    #expect(changes.receivedMessages == [.send])
    #expect(
      screen.receivedMessages == [
        .information(
          Message(
            "No change was sent: what is kept on this computer waits for its conflicts to be resolved."
          )),
        .error(
          Message(
            "Trip 1: your change conflicts with the server's and was not applied. It is kept.",
            subject: .conflictsWaiting)),
      ])
  }

  @Test func list_anEditTheServersTripCannotTake_isSaidSo_notCalledARemoval() async {
    let change = Self.change(5, Self.departureFromAnotherBase(2))
    let changes = PendingChangesSpy(
      summary: PendingChange.Summary(conflicts: [ChangeConflict(change: change, theirs: [])]))
    let (sut, screen) = makeSUT(changes)

    _ = await sut.list()

    #expect(changes.receivedMessages == [.pending])
    #expect(
      screen.receivedMessages == [
        .pending([
          PendingChangeViewModel(
            lines: [
              .sentence("Trip 2 was removed on the server."),
              .sentence("Your change to trip 2 cannot be made on the server's trip as it is."),
              .sentence("Changed on both sides: actual departure."),
            ], conflictTrip: "2")
        ])
      ])
  }

  @Test func list_reportsACopyThatCannotBeRead() async {
    let changes = PendingChangesSpy(failure: StoreFaults.diskFailure)
    let (sut, screen) = makeSUT(changes)

    let outcome = await sut.list()

    #expect(outcome == .storageFailed)
    #expect(changes.receivedMessages == [.pending])
    #expect(screen.receivedMessages == [.error(storeFailureMessage)])
  }
}
