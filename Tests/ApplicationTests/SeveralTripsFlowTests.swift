import Domain
import LessonTestSupport
import Presentation
import Testing

@testable import Application

/// The steps a change of several trips shares: every trip read, one change set stored, and the
/// trips shown in one push.
@MainActor @Suite struct SeveralTripsFlowTests {
  /// The failures a test plans for the store behind the spy.
  private let faults = StoreFaults()
  private let one = Fixtures.onTimeTrip(id: 1)
  private let two = Fixtures.lateTrip(id: 2)

  private func makeSUT(trips: [Trip]) -> (
    sut: SeveralTripsFlow, repository: TripRepositorySpy, view: ViewSpy
  ) {
    let repository = TripRepositorySpy(trips: trips, faults: faults)
    let view = ViewSpy()
    let sut = SeveralTripsFlow(
      repository: repository,
      presenter: TripCardsPresenter(view: view, formats: amsterdamEnglish), messageView: view,
      formats: amsterdamEnglish, storeKind: .file)
    return (sut, repository, view)
  }

  /// The article's trip as trip `id` once it left on time, at its next revision.
  private func onTimeCard(_ id: String) -> TripViewModel {
    articleViewModel(id: id, late: false)
  }

  @Test func onlyTheTripsThatChange_areSent_asOneSet_andEveryTripIsShown() async {
    let (sut, repository, view) = makeSUT(trips: [one, two])

    let outcome = await sut.change(tripsWithIDs: [two.id, one.id]) { trips in
      [trips[0].departing(at: trips[0].departure), trips[1]]
    }

    #expect(outcome == .completed)
    #expect(
      repository.receivedMessages == [
        .find(two.id), .find(one.id),
        .apply(TripChangeSet([.edit(TripEdit(from: two, to: two.departing(at: two.departure)))])),
      ])
    #expect(view.receivedMessages == [.displayCards([onTimeCard("2"), onTimeCard("1")])])
  }

  @Test func aChangeThatChangesNothing_storesNothing_andShowsTheTrips() async {
    let (sut, repository, view) = makeSUT(trips: [one, two])

    let outcome = await sut.change(tripsWithIDs: [one.id, two.id]) { $0 }

    #expect(outcome == .completed)
    #expect(repository.receivedMessages == [.find(one.id), .find(two.id)])
    #expect(
      view.receivedMessages == [
        .displayCards([onTimeCard("1"), articleViewModel(id: "2", late: true)])
      ])
  }

  @Test func aRefusal_storesNothing_andReachesTheMessageView() async {
    let (sut, repository, view) = makeSUT(trips: [one, two])
    let refusal = Refusal(message: Message("Not these two.", hint: nil))

    let outcome = await sut.change(tripsWithIDs: [one.id, two.id]) { _ throws(Refusal) in
      throw refusal
    }

    #expect(outcome == .rejected)
    #expect(repository.receivedMessages == [.find(one.id), .find(two.id)])
    #expect(view.receivedMessages == [.error(Message("Not these two.", hint: nil))])
  }

  @Test func aMissingTrip_endsBeforeTheNextIsRead() async {
    let (sut, repository, view) = makeSUT(trips: [two])

    let outcome = await sut.change(tripsWithIDs: [one.id, two.id]) { $0 }

    #expect(outcome == .notFound)
    #expect(repository.receivedMessages == [.find(one.id)])
    #expect(view.receivedMessages == [.error(notFound("1"))])
  }

  @Test func aConflict_isToldForTheFirstTripInConflict_andShowsNoTrip() async {
    let (sut, repository, view) = makeSUT(trips: [one, two])
    faults.failWithChangedElsewhere()

    let outcome = await sut.change(tripsWithIDs: [two.id, one.id]) { trips in
      trips.map { $0.departing(at: $0.arrival) }
    }

    #expect(outcome == .changedElsewhere)
    #expect(
      repository.receivedMessages == [
        .find(two.id), .find(one.id),
        .apply(
          TripChangeSet([
            .edit(TripEdit(from: two, to: two.departing(at: two.arrival))),
            .edit(TripEdit(from: one, to: one.departing(at: one.arrival))),
          ])),
      ])
    #expect(view.receivedMessages == [.error(changedElsewhere("2"))])
  }

  @Test func aStoreThatFailsToRead_endsTheChange() async {
    let (sut, repository, view) = makeSUT(trips: [one, two])
    faults.fail(.find, occurrence: 2)

    let outcome = await sut.change(tripsWithIDs: [one.id, two.id]) { $0 }

    #expect(outcome == .storageFailed)
    #expect(repository.receivedMessages == [.find(one.id), .find(two.id)])
    #expect(view.receivedMessages == [.error(storeFailureMessage)])
  }

  @Test func aTripNamedTwice_isRefused_beforeAnythingIsRead() async {
    let (sut, repository, view) = makeSUT(trips: [one, two])

    let outcome = await sut.change(tripsWithIDs: [one.id, two.id, one.id]) { $0 }

    #expect(outcome == .rejected)
    #expect(repository.receivedMessages == [])
    #expect(
      view.receivedMessages == [.error(Message("Trip 1 is named twice; name each trip once."))])
  }
}
