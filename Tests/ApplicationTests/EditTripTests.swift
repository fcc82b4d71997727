import Domain
import Foundation
import LessonTestSupport
import Presentation
import Testing

@testable import Application

@MainActor @Suite struct EditTripTests {
  /// The failures a test plans for the store behind the spy.
  private let faults = StoreFaults()

  private let id = Fixtures.tripID(1)
  private let unsafeNameHint =
    "Names are shown on terminals, so they may not hold control characters, bidirectional controls or line breaks."
  private let nameHint = "Give a name of 1 to 100 characters, or '' for no name."

  private func makeSUT(trips: [Trip] = []) -> (
    sut: EditTrip, repository: TripRepositorySpy, view: ViewSpy
  ) {
    let repository = TripRepositorySpy(trips: trips, faults: faults)
    let view = ViewSpy()
    let sut = EditTrip(
      repository: repository, presenter: TripPresenter(view: view, formats: amsterdamEnglish),
      messageView: view, formats: amsterdamEnglish, storeKind: .file)
    return (sut, repository, view)
  }

  /// The article's trip leaving ten minutes earlier, at 2:59 PM, as the view must receive it.
  private func tenMinutesEarlier(delay: String? = nil, route: String? = nil) -> TripViewModel {
    TripViewModel(
      id: "1", title: "Trip 1", route: route, date: "10/9/15", departure: "2:59 PM",
      arrival: "3:26 PM", duration: "27 min", delay: delay, isDelayHidden: delay == nil,
      departureTimeColor: delay == nil ? .onTime : .late)
  }

  @Test func edit_ofATripThatHasNotLeft_movesTheDeparture_andKeepsItOnTime() async throws {
    let trip = Fixtures.onTimeTrip(id: 1)
    let (sut, repository, view) = makeSUT(trips: [trip])
    let earlier = Fixtures.articleDeparture.addingTimeInterval(-600)

    let outcome = await sut.edit(.init(departure: .instant(earlier)), tripWithID: id)

    #expect(outcome == .completed)
    let edited = try Trip(id: id, departure: earlier, arrival: Fixtures.articleArrival)
    #expect(repository.receivedMessages == [.find(id), .change(trip, to: edited)])
    #expect(view.receivedMessages == [.display(tenMinutesEarlier())])
  }

  @Test func edit_ofATripThatLeft_keepsTheRecordedDeparture_andMeasuresTheDelayAgain()
    async throws
  {
    let trip = Fixtures.lateTrip(id: 1)
    let (sut, repository, view) = makeSUT(trips: [trip])
    let earlier = Fixtures.articleDeparture.addingTimeInterval(-600)

    let outcome = await sut.edit(.init(departure: .instant(earlier)), tripWithID: id)

    #expect(outcome == .completed)
    let edited = try Trip(
      id: id, departure: earlier, arrival: Fixtures.articleArrival,
      recordedDeparture: Fixtures.articleActualDeparture)
    #expect(repository.receivedMessages == [.find(id), .change(trip, to: edited)])
    #expect(view.receivedMessages == [.display(tenMinutesEarlier(delay: "15 minutes delay"))])
  }

  @Test func aDepartureTimeOfDay_isOnTheDayTheTripIsScheduledToLeave() async throws {
    let (sut, repository, _) = makeSUT(trips: [Fixtures.onTimeTrip(id: 1)])

    await sut.edit(
      .init(departure: .timeOfDay(WallClockTime(hour: 8, minute: 5)!)), tripWithID: id)

    let edited = try Trip(
      id: id, departure: Fixtures.instant("2015-10-09T08:05:00+02:00"),
      arrival: Fixtures.articleArrival)
    #expect(
      repository.receivedMessages == [.find(id), .change(Fixtures.onTimeTrip(id: 1), to: edited)])
  }

  @Test func anArrivalTimeOfDay_beforeTheNewDeparture_isOnTheNextDay() async throws {
    let (sut, repository, _) = makeSUT(trips: [Fixtures.onTimeTrip(id: 1)])

    await sut.edit(
      .init(
        departure: .timeOfDay(WallClockTime(hour: 23, minute: 40)!),
        arrival: .timeOfDay(WallClockTime(hour: 0, minute: 35)!)),
      tripWithID: id)

    let edited = try Trip(
      id: id, departure: Fixtures.instant("2015-10-09T23:40:00+02:00"),
      arrival: Fixtures.instant("2015-10-10T00:35:00+02:00"))
    #expect(
      repository.receivedMessages == [.find(id), .change(Fixtures.onTimeTrip(id: 1), to: edited)])
  }

  @Test func names_areTrimmed_andAnEmptyNameRemovesOne() async {
    let trip = Fixtures.onTimeTrip(id: 1, origin: "Amsterdam", destination: "Rotterdam")
    let (sut, repository, view) = makeSUT(trips: [trip])

    let outcome = await sut.edit(.init(origin: "", destination: " Delft  "), tripWithID: id)

    #expect(outcome == .completed)
    #expect(
      repository.receivedMessages == [
        .find(id), .change(trip, to: Fixtures.onTimeTrip(id: 1, destination: "Delft")),
      ])
    #expect(
      view.receivedMessages == [
        .display(articleViewModel(late: false, route: "to Delft"))
      ])
  }

  @Test func anEditThatChangesNothing_storesNothing_andShowsTheTrip() async {
    let trip = Fixtures.lateTrip(id: 1, destination: "Delft")
    let (sut, repository, view) = makeSUT(trips: [trip])

    let outcome = await sut.edit(
      .init(departure: .instant(Fixtures.articleDeparture), destination: "Delft"), tripWithID: id)

    #expect(outcome == .completed)
    #expect(repository.receivedMessages == [.find(id)])
    #expect(
      view.receivedMessages == [
        .display(articleViewModel(late: true, route: "to Delft"))
      ])
  }

  @Test func anArrivalNotAfterTheDeparture_isRefused_andStoresNothing() async {
    let (sut, repository, view) = makeSUT(trips: [Fixtures.onTimeTrip(id: 1)])

    let outcome = await sut.edit(
      .init(arrival: .instant(Fixtures.articleDeparture)), tripWithID: id)

    #expect(outcome == .rejected)
    #expect(repository.receivedMessages == [.find(id)])
    #expect(
      view.receivedMessages == [
        .error(
          Message(
            "The arrival (10/9/15 3:09 PM) must be after the departure (10/9/15 3:09 PM)."))
      ])
  }

  @Test(arguments: [
    (EditTrip.Request(origin: "  "), "The origin's name has only white space."),
    (
      EditTrip.Request(destination: String(repeating: "x", count: 101)),
      "The destination's name has 101 characters; at most 100 are allowed."
    ),
  ])
  func aNameThatBreaksTheRule_isRefused_andStoresNothing(request: EditTrip.Request, text: String)
    async
  {
    let (sut, repository, view) = makeSUT(trips: [Fixtures.onTimeTrip(id: 1)])

    let outcome = await sut.edit(request, tripWithID: id)

    #expect(outcome == .rejected)
    #expect(repository.receivedMessages == [.find(id)])
    #expect(view.receivedMessages == [.error(Message(text, hint: nameHint))])
  }

  @Test func aNameWithAnUnsafeCharacter_isRefused_andStoresNothing() async {
    let (sut, repository, view) = makeSUT(trips: [Fixtures.onTimeTrip(id: 1)])

    let outcome = await sut.edit(.init(origin: "Ams\u{1B}]0;x\u{07}"), tripWithID: id)

    #expect(outcome == .rejected)
    #expect(repository.receivedMessages == [.find(id)])
    #expect(
      view.receivedMessages == [
        .error(
          Message(
            "The origin's name holds U+001B at position 4, a control character that is not allowed in a name.",
            hint: unsafeNameHint, subject: .unsafeName(.origin, character: "U+001B", position: "4"))
        )
      ])
  }

  @Test func aDepartureTimeThatTheClocksSkipThatDay_isRefused() async {
    // 2035-03-25: Amsterdam's clocks go from 02:00 straight to 03:00.
    let trip = Trip(id: id, draft: Fixtures.draft(departing: "2035-03-25T01:30:00+01:00"))
    let (sut, repository, view) = makeSUT(trips: [trip])

    let outcome = await sut.edit(
      .init(departure: .timeOfDay(WallClockTime(hour: 2, minute: 30)!)), tripWithID: id)

    #expect(outcome == .rejected)
    #expect(repository.receivedMessages == [.find(id)])
    #expect(
      view.receivedMessages == [
        .error(
          Message(
            "There is no 02:30 on 3/25/35 in Europe/Amsterdam: the clocks go from 02:00 straight to 03:00 that day."
          ))
      ])
  }

  @Test func edit_reportsNotFound_whenTheTripIsMissing() async {
    let (sut, repository, view) = makeSUT()

    let outcome = await sut.edit(.init(destination: "Delft"), tripWithID: id)

    #expect(outcome == .notFound)
    #expect(repository.receivedMessages == [.find(id)])
    #expect(view.receivedMessages == [.error(notFound("1"))])
  }

  @Test func edit_reportsTheFailure_whenTheStoreCannotBeRead() async {
    let (sut, repository, view) = makeSUT(trips: [Fixtures.onTimeTrip(id: 1)])
    faults.failAll()

    let outcome = await sut.edit(.init(destination: "Delft"), tripWithID: id)

    #expect(outcome == .storageFailed)
    #expect(repository.receivedMessages == [.find(id)])
    #expect(view.receivedMessages == [.error(storeFailureMessage)])
  }

  @Test func edit_reportsTheFailure_whenOnlyTheUpdateFails() async {
    let (sut, repository, view) = makeSUT(trips: [Fixtures.onTimeTrip(id: 1)])
    faults.fail(.change)

    let outcome = await sut.edit(.init(destination: "Delft"), tripWithID: id)

    #expect(outcome == .storageFailed)
    #expect(
      repository.receivedMessages == [
        .find(id),
        .change(Fixtures.onTimeTrip(id: 1), to: Fixtures.onTimeTrip(id: 1, destination: "Delft")),
      ])
    #expect(view.receivedMessages == [.error(storeFailureMessage)])
  }

  @Test func edit_reportsNotFound_whenTheTripIsRemovedBeforeTheUpdate() async {
    let (sut, repository, view) = makeSUT(trips: [Fixtures.onTimeTrip(id: 1)])
    faults.failWithNotFound()

    let outcome = await sut.edit(.init(destination: "Delft"), tripWithID: id)

    #expect(outcome == .notFound)
    #expect(
      repository.receivedMessages == [
        .find(id),
        .change(Fixtures.onTimeTrip(id: 1), to: Fixtures.onTimeTrip(id: 1, destination: "Delft")),
      ])
    #expect(view.receivedMessages == [.error(notFound("1"))])
  }

  @Test func edit_refusesTheChange_whenTheTripWasChangedElsewhereSinceItWasRead() async {
    let (sut, repository, view) = makeSUT(trips: [Fixtures.onTimeTrip(id: 1)])
    faults.failWithChangedElsewhere()

    let outcome = await sut.edit(.init(destination: "Delft"), tripWithID: id)

    #expect(outcome == .changedElsewhere)
    #expect(
      repository.receivedMessages == [
        .find(id),
        .change(Fixtures.onTimeTrip(id: 1), to: Fixtures.onTimeTrip(id: 1, destination: "Delft")),
      ])
    #expect(view.receivedMessages == [.error(changedElsewhere("1"))])
  }
}
