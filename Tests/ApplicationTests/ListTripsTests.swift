import Application
import Domain
import Foundation
import LessonTestSupport
import Presentation
import Testing

@MainActor @Suite struct ListTripsTests {
  /// The failures a test plans for the store behind the spy.
  private let faults = StoreFaults()

  private nonisolated static let now = Fixtures.instant("2015-10-09T13:20:00Z")

  private func makeSUT(trips: [Trip] = []) -> (
    sut: ListTrips, repository: TripRepositorySpy, view: ViewSpy
  ) {
    let repository = TripRepositorySpy(trips: trips, faults: faults)
    let view = ViewSpy()
    let sut = ListTrips(
      repository: repository, presenter: TripListPresenter(view: view, formats: amsterdamEnglish),
      messageView: view, formats: amsterdamEnglish, storeKind: .file,
      now: { Self.now })
    return (sut, repository, view)
  }

  private func trip(_ id: Int64, departing departure: String, minutes: Double = 30) -> Trip {
    Trip(id: Fixtures.tripID(id), draft: Fixtures.draft(departing: departure, minutes: minutes))
  }

  @Test func listAll_pushesEveryTripInDepartureOrder() async {
    let (sut, repository, view) = makeSUT(trips: [
      trip(2, departing: "2015-10-09T18:00:00Z"), trip(1, departing: "2015-10-08T07:00:00Z"),
    ])

    let outcome = await sut.list(.all)

    #expect(outcome == .completed)
    #expect(repository.receivedMessages == [.page(after: nil, limit: 512)])
    #expect(
      view.receivedMessages == [
        .beginList,
        .listItem(onTime(id: "1", date: "10/8/15", departure: "9:00 AM", arrival: "9:30 AM")),
        .listItem(onTime(id: "2", date: "10/9/15", departure: "8:00 PM", arrival: "8:30 PM")),
        .endList,
      ])
  }

  /// A trip of 30 minutes that left on time, as the list must receive it in Amsterdam.
  private func onTime(id: String, date: String, departure: String, arrival: String)
    -> TripViewModel
  {
    TripViewModel(
      id: id, title: "Trip \(id)", route: nil, date: date,
      departure: departure, arrival: arrival, duration: "30 min", delay: nil,
      isDelayHidden: true, departureTimeColor: .onTime)
  }

  @Test func listUpcoming_asksTheStoreForTripsArrivingAfterNow_andLeavesOutTheRest() async {
    let arrived = trip(1, departing: "2015-10-09T12:00:00Z", minutes: 20)
    let underway = Fixtures.lateTrip(id: 2)
    let arrivingNow = trip(3, departing: "2015-10-09T13:00:00Z", minutes: 20)
    let (sut, repository, view) = makeSUT(trips: [arrived, underway, arrivingNow])

    await sut.list(.upcoming)

    #expect(
      repository.receivedMessages == [
        .upcomingPage(arrivingAfter: Self.now, after: nil, limit: 512)
      ])
    #expect(
      view.receivedMessages == [.beginList, .listItem(articleViewModel(id: "2")), .endList])
  }

  @Test func listUpcoming_saysSo_whenNothingIsUpcoming() async {
    let (sut, _, view) = makeSUT(trips: [trip(1, departing: "2015-10-01T12:00:00Z")])

    let outcome = await sut.list(.upcoming)

    #expect(outcome == .completed)
    #expect(
      view.receivedMessages == [
        .beginList, .endList,
        .information(
          Message(
            "There are no upcoming trips.", subject: .noUpcomingTrips)),
      ])
  }

  @Test func listAll_saysSo_whenTheStoreIsEmpty() async {
    let (sut, _, view) = makeSUT()

    let outcome = await sut.list(.all)

    #expect(outcome == .completed)
    #expect(
      view.receivedMessages == [
        .beginList, .endList,
        .information(
          Message(
            "There are no trips yet.", subject: .noTrips)),
      ])
  }

  @Test func list_closesTheListAndReportsTheFailure_whenRepositoryFails() async {
    let (sut, repository, view) = makeSUT(trips: [Fixtures.lateTrip()])
    faults.failAll()

    let outcome = await sut.list(.all)

    #expect(outcome == .storageFailed)
    #expect(repository.receivedMessages == [.page(after: nil, limit: 512)])
    #expect(view.receivedMessages == [.beginList, .endList, .error(storeFailureMessage)])
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
}
