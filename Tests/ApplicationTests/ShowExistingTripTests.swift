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
      repository: repository, presenter: TripPresenter(view: view, formats: amsterdamEnglish))
    return (sut, repository, view)
  }

  @Test func show_displaysExactlyTheTripsViewModel() async throws {
    let (sut, repository, view) = makeSUT(trips: [Fixtures.lateTrip(id: 1)])

    try await sut.show(tripWithID: Fixtures.tripID(1))

    #expect(repository.receivedMessages == [.find(Fixtures.tripID(1))])
    #expect(view.receivedMessages == [.display(articleViewModel())])
  }

  @Test func show_displaysAnOnTimeTrip_withoutDelay() async throws {
    let (sut, _, view) = makeSUT(
      trips: [Fixtures.onTimeTrip(id: 3, origin: "Amsterdam", destination: "Rotterdam")])

    try await sut.show(tripWithID: Fixtures.tripID(3))

    #expect(
      view.receivedMessages == [
        .display(
          articleViewModel(
            id: "3", late: false, route: "Amsterdam → Rotterdam"))
      ])
  }

  @Test func show_throwsNotFound_andShowsNothing_whenTripIsMissing() async {
    let (sut, repository, view) = makeSUT(trips: [Fixtures.lateTrip(id: 1)])

    await #expect(throws: ShowExistingTrip.Problem.notFound(Fixtures.tripID(9))) {
      try await sut.show(tripWithID: Fixtures.tripID(9))
    }
    #expect(repository.receivedMessages == [.find(Fixtures.tripID(9))])
    #expect(view.receivedMessages == [])
  }

  @Test func show_throwsTheStoresFailure_andShowsNothing_whenRepositoryFails() async {
    let (sut, repository, view) = makeSUT(trips: [Fixtures.lateTrip(id: 1)])
    faults.failAll()

    await #expect(throws: ShowExistingTrip.Problem.store(StoreFaults.diskFailure)) {
      try await sut.show(tripWithID: Fixtures.tripID(1))
    }
    #expect(repository.receivedMessages == [.find(Fixtures.tripID(1))])
    #expect(view.receivedMessages == [])
  }

  /// The words of a problem are composed outside the use case, where the store is known.
  @Test func aProblem_isPutIntoWords_withTheOutcomeThatNamesIt() {
    let view = ViewSpy()

    let missing = view.report(
      .notFound(Fixtures.tripID(9)), formats: amsterdamEnglish, storeKind: .file)
    let failed = view.report(
      .store(StoreFaults.diskFailure), formats: amsterdamEnglish, storeKind: .file)

    #expect(missing == .notFound)
    #expect(failed == .storageFailed)
    #expect(view.receivedMessages == [.error(notFound("9")), .error(storeFailureMessage)])
  }

  @Test func show_pushesTheWordsAndTheValues() async throws {
    let repository = TripRepositorySpy(trips: [Fixtures.lateTrip(id: 1)], faults: faults)
    let screen = ScreenSpy()
    let sut = ShowExistingTrip(
      repository: repository, presenter: TripPresenter(dataView: screen, formats: amsterdamEnglish))

    try await sut.show(tripWithID: Fixtures.tripID(1))

    #expect(repository.receivedMessages == [.find(Fixtures.tripID(1))])
    #expect(screen.receivedMessages == [.display(articleViewModel(), articleValues())])
  }

  @Test func aFailingStore_pushesNoValues() async {
    let repository = TripRepositorySpy(trips: [Fixtures.lateTrip(id: 1)], faults: faults)
    let screen = ScreenSpy()
    let sut = ShowExistingTrip(
      repository: repository, presenter: TripPresenter(dataView: screen, formats: amsterdamEnglish))
    faults.failAll()

    await #expect(throws: ShowExistingTrip.Problem.store(StoreFaults.diskFailure)) {
      try await sut.show(tripWithID: Fixtures.tripID(1))
    }
    #expect(repository.receivedMessages == [.find(Fixtures.tripID(1))])
    #expect(screen.receivedMessages == [])
  }
}
