import Domain
import Foundation
import LessonTestSupport
import Presentation
import Testing

@testable import Application

/// Every use case that shows trips, given a delivery for programs or files (JSON, a calendar, a
/// page), pushes both kinds of view model into it: the words of ``TripViewModel`` and the values
/// of ``TripValues``, made from the same trip.
@MainActor @Suite struct UseCaseScreensTests {
  private let faults = StoreFaults()

  @Test func show_pushesTheWordsAndTheValues() async throws {
    let repository = TripRepositorySpy(trips: [Fixtures.lateTrip(id: 1)], faults: faults)
    let screen = ScreenSpy()
    let sut = ShowExistingTrip(
      repository: repository, presenter: TripPresenter(dataView: screen, formats: amsterdamEnglish))

    try await sut.show(tripWithID: Fixtures.tripID(1))

    #expect(repository.receivedMessages == [.find(Fixtures.tripID(1))])
    #expect(screen.receivedMessages == [.display(articleViewModel(), articleValues())])
  }

  @Test func list_pushesTheWordsAndTheValuesOfEachTrip() async {
    let repository = TripRepositorySpy(
      trips: [Fixtures.lateTrip(id: 1), Fixtures.onTimeTrip(id: 2)], faults: faults)
    let screen = ScreenSpy()
    let sut = ListTrips(
      repository: repository,
      presenter: TripListPresenter(dataView: screen, formats: amsterdamEnglish),
      messageView: screen, formats: amsterdamEnglish, storeKind: .file,
      now: { Fixtures.articleDeparture })

    let outcome = await sut.list(.all)

    #expect(outcome == .completed)
    #expect(repository.receivedMessages == [.page(after: nil, limit: 512)])
    #expect(
      screen.receivedMessages == [
        .beginList,
        .listItem(articleViewModel(), articleValues()),
        .listItem(articleViewModel(id: "2", late: false), articleValues(id: 2, late: false)),
        .endList,
      ])
  }

  @Test func add_pushesTheNewTripsWordsAndValues() async {
    let repository = TripRepositorySpy(faults: faults)
    let screen = ScreenSpy()
    let sut = PlanTrip(
      repository: repository, presenter: TripPresenter(dataView: screen, formats: amsterdamEnglish),
      messageView: screen, formats: amsterdamEnglish, storeKind: .file,
      now: { Fixtures.articleDeparture })

    let outcome = await sut.plan(
      PlanTrip.Request(
        departure: .instant(Fixtures.articleDeparture),
        arrival: .instant(Fixtures.articleArrival)))

    #expect(outcome == .completed)
    #expect(repository.receivedMessages == [.add(Fixtures.onTimeDraft())])
    #expect(
      screen.receivedMessages == [
        .display(articleViewModel(late: false), articleValues(late: false))
      ])
  }

  @Test func depart_pushesTheChangedTripsWordsAndValues() async {
    let repository = TripRepositorySpy(trips: [Fixtures.onTimeTrip(id: 1)], faults: faults)
    let screen = ScreenSpy()
    let sut = RecordActualDeparture(
      repository: repository, presenter: TripPresenter(dataView: screen, formats: amsterdamEnglish),
      messageView: screen, formats: amsterdamEnglish, storeKind: .file)

    let outcome = await sut.record(.delayed(minutes: 5), forTripWithID: Fixtures.tripID(1))

    #expect(outcome == .completed)
    #expect(
      repository.receivedMessages == [
        .find(Fixtures.tripID(1)),
        .change(Fixtures.onTimeTrip(id: 1), to: Fixtures.lateTrip(id: 1)),
      ])
    // The trip as the store now holds it: at its next revision.
    #expect(screen.receivedMessages == [.display(articleViewModel(), articleValues(revision: 2))])
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
    #expect(repository.receivedMessages.last == .add(Fixtures.lateDraft()))
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
