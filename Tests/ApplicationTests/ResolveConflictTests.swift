import Domain
import LessonTestSupport
import OfflineChanges
import Presentation
import Testing

@testable import Application

@MainActor @Suite struct ResolveConflictTests {
  private let id = Fixtures.tripID(1)

  private func makeSUT(_ changes: PendingChangesSpy) -> (ResolveConflict, ScreenSpy) {
    let screen = ScreenSpy()
    let sut = ResolveConflict(
      changes: changes, presenter: TripPresenter(dataView: screen, formats: amsterdamEnglish),
      messageView: screen, formats: amsterdamEnglish, storeKind: .file)
    return (sut, screen)
  }

  /// Your change to trip 1, refused because the server's trip moved on to revision 2.
  private static let conflict = ChangeConflict(
    change: PendingChange(
      key: ChangeKey(copy: "copy", sequence: 1),
      change: .edit(TripEdit(from: Fixtures.onTimeTrip(id: 1), to: Fixtures.lateTrip(id: 1)))),
    theirs: [Fixtures.onTimeTrip(id: 1).nextRevision])

  @Test func keepMine_saysYourChangeWasMadeAgain_andShowsTheTrip() async {
    let changes = PendingChangesSpy(
      resolution: (Self.conflict, .applied([Fixtures.lateTrip(id: 1).nextRevision.nextRevision])))
    let (sut, screen) = makeSUT(changes)

    let outcome = await sut.resolve(tripWithID: id, keeping: .mine)

    #expect(outcome == .completed)
    #expect(changes.receivedMessages == [.resolve(id, .mine)])
    #expect(
      screen.receivedMessages == [
        .information(Message("Your change to trip 1 was made again, on top of the server's trip.")),
        .display(articleViewModel(id: "1"), articleValues(id: 1, revision: 3)),
      ])
  }

  @Test func keepMine_forARemoval_saysSo_andShowsNoTrip() async {
    let changes = PendingChangesSpy(resolution: (Self.conflict, .applied([])))
    let (sut, screen) = makeSUT(changes)

    let outcome = await sut.resolve(tripWithID: id, keeping: .mine)

    #expect(outcome == .completed)
    #expect(changes.receivedMessages == [.resolve(id, .mine)])
    #expect(
      screen.receivedMessages == [
        .information(Message("Your change to trip 1 was made again, on top of the server's trip."))
      ])
  }

  @Test func keepMine_refusedAgain_keepsTheConflict_andSaysHowToDropIt() async {
    let changes = PendingChangesSpy(resolution: (Self.conflict, .conflict(theirs: [])))
    let (sut, screen) = makeSUT(changes)

    let outcome = await sut.resolve(tripWithID: id, keeping: .mine)

    #expect(outcome == .changedElsewhere)
    #expect(changes.receivedMessages == [.resolve(id, .mine)])
    #expect(
      screen.receivedMessages == [
        .error(
          Message(
            "Your change to trip 1 cannot be made again: the server's trip is gone or changed meanwhile. The conflict is kept.",
            subject: .resolveRefused(trip: "1")))
      ])
  }

  @Test func keepTheirs_saysYourChangeWasDropped() async {
    let changes = PendingChangesSpy(resolution: (Self.conflict, nil))
    let (sut, screen) = makeSUT(changes)

    let outcome = await sut.resolve(tripWithID: id, keeping: .theirs)

    #expect(outcome == .completed)
    #expect(changes.receivedMessages == [.resolve(id, .theirs)])
    #expect(
      screen.receivedMessages == [
        .information(
          Message("Your change to trip 1 was dropped; the server's trip stays as it is."))
      ])
  }

  @Test func aTripWithoutAConflict_isNotFound_withAHint() async {
    let changes = PendingChangesSpy()
    let (sut, screen) = makeSUT(changes)

    let outcome = await sut.resolve(tripWithID: id, keeping: .theirs)

    #expect(outcome == .notFound)
    #expect(changes.receivedMessages == [.resolve(id, .theirs)])
    #expect(
      screen.receivedMessages == [
        .error(
          Message(
            "Trip 1 has no conflict.", subject: .nothingToResolve))
      ])
  }

  @Test func aStoreFailure_isReported() async {
    let changes = PendingChangesSpy(failure: StoreFaults.diskFailure)
    let (sut, screen) = makeSUT(changes)

    let outcome = await sut.resolve(tripWithID: id, keeping: .mine)

    #expect(outcome == .storageFailed)
    #expect(changes.receivedMessages == [.resolve(id, .mine)])
    #expect(screen.receivedMessages == [.error(storeFailureMessage)])
  }
}
