import Domain
import LessonTestSupport
import Presentation
import Testing

@testable import Application

@MainActor @Suite struct MoveStoreTests {
  private let sourceFaults = StoreFaults()
  private let targetFaults = StoreFaults()

  private func makeSUT(
    source trips: [Trip], target targetTrips: [Trip] = [], targetKind: StoreKind? = nil
  ) -> (sut: MoveStore, source: TripStoreSpy, target: TripStoreSpy, view: ViewSpy) {
    let source = TripStoreSpy(trips: trips, faults: sourceFaults)
    let target = TripStoreSpy(trips: targetTrips, faults: targetFaults)
    let view = ViewSpy()
    let sut = MoveStore(
      from: source, to: target, messageView: view, formats: amsterdamEnglish, storeKind: .file,
      targetKind: targetKind)
    return (sut, source, target, view)
  }

  private let trips = [Fixtures.onTimeTrip(id: 1), Fixtures.lateTrip(id: 3)]

  @Test func move_copiesEveryTripIntoTheNewStore_andConfirms() async throws {
    let (sut, source, target, view) = makeSUT(source: trips)

    let outcome = await sut.move()

    #expect(outcome == .completed)
    #expect(target.receivedMessages == [.takeIn])
    let inOrder = trips.sorted(by: Trip.departureOrder)
    #expect(
      source.receivedMessages == [
        .identity, .highestAssignedID, .page(after: nil, limit: 1_000),
        .page(after: TripCursor(after: inOrder[1]), limit: 1_000),
      ])
    #expect(
      view.receivedMessages == [
        .information(
          Message(
            "Moved every trip (2 in all), with its number and revision. The old store was not changed."
          ))
      ])
    #expect(try await target.trip(withID: Fixtures.tripID(3)) == Fixtures.lateTrip(id: 3))
  }

  @Test func move_isRefused_whenTheNewStoreHandedOutANumber() async {
    let (sut, source, target, view) = makeSUT(source: trips, target: [Fixtures.lateTrip(id: 5)])

    let outcome = await sut.move()

    #expect(outcome == .rejected)
    #expect(target.receivedMessages == [.takeIn])
    // The in-memory store reads the whole source before it looks at itself.
    let last = trips.sorted(by: Trip.departureOrder)[1]
    #expect(
      source.receivedMessages == [
        .identity, .highestAssignedID, .page(after: nil, limit: 1_000),
        .page(after: TripCursor(after: last), limit: 1_000),
      ])
    #expect(
      view.receivedMessages == [
        .error(
          Message(
            "Nothing was moved: the new store has handed out trip numbers before (up to 5), so the moved trips' numbers could clash with ones used there.",
            hint: "Move into a store that was never used: a new file, or an empty database.")
        )
      ])
  }

  @Test func move_isRefused_whenTheOldStoreNeverHeldATrip() async {
    let (sut, source, target, view) = makeSUT(source: [])

    let outcome = await sut.move()

    #expect(outcome == .rejected)
    #expect(target.receivedMessages == [.takeIn])
    #expect(source.receivedMessages == [.identity, .highestAssignedID])
    #expect(
      view.receivedMessages == [
        .error(Message("Nothing was moved: the store has never held a trip."))
      ])
  }

  @Test func move_reportsTheOldStoresFailure_andWritesNothing() async throws {
    let (sut, source, target, view) = makeSUT(source: trips)
    sourceFaults.fail(.page)

    let outcome = await sut.move()

    #expect(outcome == .storageFailed)
    #expect(target.receivedMessages == [.takeIn])
    #expect(
      source.receivedMessages == [.identity, .highestAssignedID, .page(after: nil, limit: 1_000)])
    #expect(view.receivedMessages == [.error(storeFailureMessage)])
    #expect(try await target.highestAssignedID() == 0)
  }

  @Test func move_reportsAnUnreachableNewStore_asTryAgain() async {
    let (sut, source, target, view) = makeSUT(source: trips)
    let unreachable = TripStoreError(location: "postgresql:///team", problem: .unreachable)
    targetFaults.fail(.takeIn, with: unreachable)

    let outcome = await sut.move()

    #expect(outcome == .storeBusy)
    #expect(target.receivedMessages == [.takeIn])
    #expect(source.receivedMessages == [])
    #expect(
      view.receivedMessages == [
        .error(Messages(amsterdamEnglish, storeKind: .file).storeFailure(unreachable))
      ])
  }

  @Test func move_fromAFileToAServer_advisesEachStoreAsWhatItIs() async {
    let (sut, source, target, view) = makeSUT(source: trips, targetKind: .server)
    let refused = TripStoreError(
      location: "postgresql:///team", problem: .accessRefused(.credentials))
    targetFaults.fail(.takeIn, with: refused)

    let outcome = await sut.move()

    #expect(outcome == .accessRefused)
    #expect(target.receivedMessages == [.takeIn])
    #expect(source.receivedMessages == [])
    #expect(
      view.receivedMessages == [
        .error(
          Message(
            "postgresql:///team did not accept the user name or password. Nothing was changed.",
            hint:
              "Check the user and password for the store. Keep a password in a password file (for PostgreSQL, ~/.pgpass or the file PGPASSFILE names), not in the address."
          ))
      ])
  }
}
