import Application
import Domain
import Foundation
import LessonTestSupport
import Presentation
import Testing

@MainActor @Suite struct ShowSampleTripTests {
  /// The failures a test plans for the store behind the spy.
  private let faults = StoreFaults()

  private func makeSUT(trips: [Trip] = []) -> (
    sut: ShowSampleTrip, repository: TripRepositorySpy, view: ViewSpy
  ) {
    let repository = TripRepositorySpy(trips: trips, faults: faults)
    let view = ViewSpy()
    let sut = ShowSampleTrip(
      repository: repository, sample: Fixtures.lateDraft(),
      presenter: TripPresenter(view: view, formats: amsterdamEnglish), messageView: view,
      formats: amsterdamEnglish, storeKind: .file)
    return (sut, repository, view)
  }

  @Test func show_addsTheSample_whenTheStoreIsEmpty() async {
    let (sut, repository, view) = makeSUT()

    let outcome = await sut.show()

    #expect(outcome == .completed)
    #expect(
      repository.receivedMessages == [
        .page(after: nil, limit: 512), .add(Fixtures.lateDraft()),
      ])
    #expect(view.receivedMessages == [.display(articleViewModel())])
  }

  @Test func show_showsTheStoredSample_withoutAddingItAgain() async {
    let earlier = Trip(
      id: Fixtures.tripID(1), draft: Fixtures.draft(departing: "2015-10-01T08:00:00Z"))
    let sameDepartureOtherArrival = Trip(
      id: Fixtures.tripID(2),
      draft: try! TripDraft(
        departure: Fixtures.articleDeparture,
        arrival: Fixtures.articleArrival.addingTimeInterval(60)))
    let stored = Fixtures.lateTrip(id: 4)
    let (sut, repository, view) = makeSUT(trips: [earlier, sameDepartureOtherArrival, stored])

    let outcome = await sut.show()

    #expect(outcome == .completed)
    #expect(repository.receivedMessages == [.page(after: nil, limit: 512)])
    #expect(view.receivedMessages == [.display(articleViewModel(id: "4"))])
  }

  @Test func show_addsTheSample_whenOnlyLaterTripsAreStored() async {
    let later = Trip(
      id: Fixtures.tripID(7), draft: Fixtures.draft(departing: "2016-01-01T08:00:00Z"))
    let (sut, repository, view) = makeSUT(trips: [later])

    await sut.show()

    #expect(
      repository.receivedMessages == [
        .page(after: nil, limit: 512), .add(Fixtures.lateDraft()),
      ])
    #expect(view.receivedMessages == [.display(articleViewModel(id: "8"))])
  }

  @Test func show_displaysStoreFailure_whenRepositoryFails() async {
    let (sut, repository, view) = makeSUT()
    faults.failAll()

    let outcome = await sut.show()

    #expect(outcome == .storageFailed)
    #expect(repository.receivedMessages == [.page(after: nil, limit: 512)])
    #expect(view.receivedMessages == [.error(storeFailureMessage)])
  }

  @Test func demo_pushesTheSampleTripsWordsAndValues() async {
    let repository = TripRepositorySpy(faults: faults)
    let screen = ScreenSpy()
    let sut = ShowSampleTrip(
      repository: repository, sample: Fixtures.lateDraft(),
      presenter: TripPresenter(dataView: screen, formats: amsterdamEnglish),
      messageView: screen, formats: amsterdamEnglish, storeKind: .file)

    let outcome = await sut.show()

    #expect(outcome == .completed)
    #expect(
      repository.receivedMessages == [.page(after: nil, limit: 512), .add(Fixtures.lateDraft())])
    #expect(screen.receivedMessages == [.display(articleViewModel(), articleValues())])
  }
}
