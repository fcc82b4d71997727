import Application
import Domain
import LessonTestSupport
import Presentation
import Testing

@MainActor @Suite struct ShowExistingTripTests {
  /// The failures a test plans for the store behind the spy.
  private let faults = StoreFaults()

  private func makeSUT(trips: [Trip] = []) -> (
    sut: ShowExistingTrip, repository: TripRepositorySpy, view: ViewSpy
  ) {
    let repository = TripRepositorySpy(trips: trips, faults: faults)
    let view = ViewSpy()
    let sut = ShowExistingTrip(
      repository: repository, presenter: TripPresenter(view: view, formats: amsterdamEnglish),
      messageView: view, formats: amsterdamEnglish)
    return (sut, repository, view)
  }

  @Test func show_displaysExactlyTheTripsViewModel() async {
    let (sut, repository, view) = makeSUT(trips: [Fixtures.lateTrip(id: 1)])

    let outcome = await sut.show(tripWithID: Fixtures.tripID(1))

    #expect(outcome == .completed)
    #expect(repository.receivedMessages == [.find(Fixtures.tripID(1))])
    #expect(view.receivedMessages == [.display(articleViewModel())])
  }

  @Test func show_displaysAnOnTimeTrip_withoutDelay() async {
    let (sut, _, view) = makeSUT(
      trips: [Fixtures.onTimeTrip(id: 3, origin: "Amsterdam", destination: "Rotterdam")])

    await sut.show(tripWithID: Fixtures.tripID(3))

    #expect(
      view.receivedMessages == [
        .display(
          articleViewModel(
            id: "3", late: false, route: "Amsterdam → Rotterdam", origin: "Amsterdam",
            destination: "Rotterdam"))
      ])
  }

  @Test func show_displaysNotFound_whenTripIsMissing() async {
    let (sut, repository, view) = makeSUT(trips: [Fixtures.lateTrip(id: 1)])

    let outcome = await sut.show(tripWithID: Fixtures.tripID(9))

    #expect(outcome == .notFound)
    #expect(repository.receivedMessages == [.find(Fixtures.tripID(9))])
    #expect(view.receivedMessages == [.error(notFound("9"))])
  }

  @Test func show_displaysStoreFailure_whenRepositoryFails() async {
    let (sut, repository, view) = makeSUT(trips: [Fixtures.lateTrip(id: 1)])
    faults.failAll()

    let outcome = await sut.show(tripWithID: Fixtures.tripID(1))

    #expect(outcome == .storageFailed)
    #expect(repository.receivedMessages == [.find(Fixtures.tripID(1))])
    #expect(view.receivedMessages == [.error(storeFailureMessage)])
  }
}
