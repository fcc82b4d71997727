import Application
import Domain
import Foundation
import LessonTestSupport
import Presentation
import Testing

/// A list shown a page at a time: the first page on start, each next one on `more()`, and
/// nothing read past the last.
@MainActor @Suite struct BrowseTripsTests {
  /// The failures a test plans for the store behind the spy.
  private let faults = StoreFaults()

  private nonisolated static let now = Fixtures.instant("2015-10-09T13:20:00Z")

  private func makeSUT(trips: [Trip] = [], pageSize: Int = 2) -> (
    sut: BrowseTrips, repository: TripRepositorySpy, view: ViewSpy
  ) {
    let repository = TripRepositorySpy(trips: trips, faults: faults)
    let view = ViewSpy()
    let sut = BrowseTrips(
      repository: repository, presenter: TripListPresenter(view: view, formats: amsterdamEnglish),
      messageView: view, formats: amsterdamEnglish, storeKind: .file, now: { Self.now },
      pageSize: pageSize)
    return (sut, repository, view)
  }

  private func lateTrips(_ ids: Int64...) -> [Trip] { ids.map { Fixtures.lateTrip(id: $0) } }

  @Test func start_showsTheFirstPageOnly_andMore_addsTheNext() async {
    let (sut, repository, view) = makeSUT(trips: lateTrips(1, 2, 3))

    let started = await sut.start(.all)
    let afterFirst = view.receivedMessages
    let added = await sut.more()

    #expect(started == .completed)
    #expect(added == .completed)
    #expect(
      afterFirst == [
        .beginList, .listItem(articleViewModel(id: "1")), .listItem(articleViewModel(id: "2")),
        .endList,
      ])
    #expect(
      view.receivedMessages == afterFirst + [.listItem(articleViewModel(id: "3")), .endList])
    #expect(
      repository.receivedMessages == [
        .page(after: nil, limit: 2),
        .page(after: TripCursor(after: Fixtures.lateTrip(id: 2)), limit: 2),
      ])
    #expect(sut.isComplete)
  }

  @Test func aShortPage_completesTheList_andMoreReadsNothing() async {
    let (sut, repository, view) = makeSUT(trips: lateTrips(1))

    await sut.start(.all)
    let outcome = await sut.more()

    #expect(outcome == .completed)
    #expect(sut.isComplete)
    #expect(repository.receivedMessages == [.page(after: nil, limit: 2)])
    #expect(view.receivedMessages == [.beginList, .listItem(articleViewModel(id: "1")), .endList])
  }

  @Test func aFullLastPage_isFollowedByAnEmptyOne_thatCompletesTheList() async {
    let (sut, repository, view) = makeSUT(trips: lateTrips(1, 2))

    await sut.start(.all)
    let incompleteAfterAFullPage = !sut.isComplete
    await sut.more()

    #expect(incompleteAfterAFullPage)
    #expect(sut.isComplete)
    #expect(
      repository.receivedMessages == [
        .page(after: nil, limit: 2),
        .page(after: TripCursor(after: Fixtures.lateTrip(id: 2)), limit: 2),
      ])
    #expect(
      view.receivedMessages == [
        .beginList, .listItem(articleViewModel(id: "1")), .listItem(articleViewModel(id: "2")),
        .endList, .endList,
      ])
  }

  @Test func upcoming_asksForTripsArrivingAfterNow_andSaysSo_whenThereAreNone() async {
    let (sut, repository, view) = makeSUT()

    let outcome = await sut.start(.upcoming)

    #expect(outcome == .completed)
    #expect(
      repository.receivedMessages == [.upcomingPage(arrivingAfter: Self.now, after: nil, limit: 2)]
    )
    #expect(
      view.receivedMessages == [
        .beginList, .endList,
        .information(Message("There are no upcoming trips.", subject: .noUpcomingTrips)),
      ])
  }

  @Test func anEmptyStore_saysSo() async {
    let (sut, _, view) = makeSUT()

    await sut.start(.all)

    #expect(
      view.receivedMessages == [
        .beginList, .endList, .information(Message("There are no trips yet.", subject: .noTrips)),
      ])
  }

  @Test func aFailedFirstPage_closesTheList_reportsTheFailure_andReadsNoMore() async {
    let (sut, repository, view) = makeSUT(trips: lateTrips(1, 2, 3))
    faults.failAll()

    let outcome = await sut.start(.all)
    await sut.more()

    #expect(outcome == .storageFailed)
    #expect(sut.isComplete)
    #expect(repository.receivedMessages == [.page(after: nil, limit: 2)])
    #expect(view.receivedMessages == [.beginList, .endList, .error(storeFailureMessage)])
  }

  @Test func aFailedLaterPage_reportsTheFailure_afterTheRowsShown() async {
    let (sut, _, view) = makeSUT(trips: lateTrips(1, 2, 3))
    await sut.start(.all)
    faults.failAll()

    let outcome = await sut.more()

    #expect(outcome == .storageFailed)
    #expect(
      view.receivedMessages == [
        .beginList, .listItem(articleViewModel(id: "1")), .listItem(articleViewModel(id: "2")),
        .endList, .endList, .error(storeFailureMessage),
      ])
  }

  @Test func more_beforeAnyStart_readsAndShowsNothing() async {
    let (sut, repository, view) = makeSUT(trips: lateTrips(1))

    let outcome = await sut.more()

    #expect(outcome == .completed)
    #expect(repository.receivedMessages == [])
    #expect(view.receivedMessages == [])
  }

  @Test func upcoming_keepsAskingForTripsArrivingAfterTheSameInstant_pageAfterPage() async {
    let trips = (1...3).map {
      Trip(id: Fixtures.tripID($0), draft: Fixtures.draft(departing: "2015-10-10T08:00:00Z"))
    }
    let (sut, repository, _) = makeSUT(trips: trips)

    await sut.start(.upcoming)
    await sut.more()

    #expect(
      repository.receivedMessages == [
        .upcomingPage(arrivingAfter: Self.now, after: nil, limit: 2),
        .upcomingPage(arrivingAfter: Self.now, after: TripCursor(after: trips[1]), limit: 2),
      ])
  }

  @Test func startingAgain_asFarAsTheListWasScrolled_showsThatManyRowsAtLeast() async {
    let (sut, repository, view) = makeSUT(trips: lateTrips(1, 2, 3, 4, 5))

    let outcome = await sut.start(.all, showingAtLeast: 3)

    #expect(outcome == .completed)
    #expect(!sut.isComplete)
    #expect(
      repository.receivedMessages == [
        .page(after: nil, limit: 2),
        .page(after: TripCursor(after: Fixtures.lateTrip(id: 2)), limit: 2),
      ])
    #expect(
      view.receivedMessages == [
        .beginList, .listItem(articleViewModel(id: "1")), .listItem(articleViewModel(id: "2")),
        .endList, .listItem(articleViewModel(id: "3")), .listItem(articleViewModel(id: "4")),
        .endList,
      ])
  }

  @Test func startingAgain_withMoreRowsThanTheStoreHas_stopsAtItsEnd() async {
    let (sut, repository, _) = makeSUT(trips: lateTrips(1, 2, 3))

    await sut.start(.all, showingAtLeast: 10)

    #expect(sut.isComplete)
    #expect(repository.receivedMessages.count == 2)
  }

  @Test func startingAgain_beginsAFreshList() async {
    let (sut, _, view) = makeSUT(trips: lateTrips(1))

    await sut.start(.all)
    await sut.start(.all)

    #expect(
      view.receivedMessages == [
        .beginList, .listItem(articleViewModel(id: "1")), .endList,
        .beginList, .listItem(articleViewModel(id: "1")), .endList,
      ])
  }
}
