import Domain
import Foundation
import LessonTestSupport
import Presentation
import Testing

@testable import Application

@MainActor @Suite struct RecordActualDepartureTests {
  /// The failures a test plans for the store behind the spy.
  private let faults = StoreFaults()

  private func makeSUT(trips: [Trip] = []) -> (
    sut: RecordActualDeparture, repository: TripRepositorySpy, view: ViewSpy
  ) {
    let repository = TripRepositorySpy(trips: trips, faults: faults)
    let view = ViewSpy()
    let sut = RecordActualDeparture(
      repository: repository, presenter: TripPresenter(view: view, formats: amsterdamEnglish),
      messageView: view, formats: amsterdamEnglish, storeKind: .file)
    return (sut, repository, view)
  }

  @Test func recordDelay_storesTheLateTrip_andShowsTheDelayInRed() async {
    let (sut, repository, view) = makeSUT(trips: [Fixtures.onTimeTrip(id: 1)])

    let outcome = await sut.record(.delayed(minutes: 5), forTripWithID: Fixtures.tripID(1))

    #expect(outcome == .completed)
    #expect(
      repository.receivedMessages == [
        .find(Fixtures.tripID(1)),
        .change(Fixtures.onTimeTrip(id: 1), to: Fixtures.lateTrip(id: 1)),
      ])
    #expect(view.receivedMessages == [.display(articleViewModel(late: true))])
  }

  @Test func recordAt_storesThatInstant() async {
    let (sut, repository, view) = makeSUT(trips: [Fixtures.onTimeTrip(id: 1)])

    await sut.record(
      .at(.instant(Fixtures.articleActualDeparture)), forTripWithID: Fixtures.tripID(1))

    #expect(
      repository.receivedMessages == [
        .find(Fixtures.tripID(1)),
        .change(Fixtures.onTimeTrip(id: 1), to: Fixtures.lateTrip(id: 1)),
      ])
    #expect(view.receivedMessages == [.display(articleViewModel(late: true))])
  }

  /// 15:14 is 4 min 7 s after the scheduled 15:09:53; a delay rounds up to whole minutes, so
  /// the card says "5 minutes delay", as the article's does.
  @Test func recordTimeOfDay_placesItOnTheDayTheTripWasScheduledToLeave_andRoundsTheDelayUp()
    async
  {
    let (sut, repository, view) = makeSUT(trips: [Fixtures.onTimeTrip(id: 1)])
    let leftAt = Fixtures.instant("2015-10-09T15:14:00+02:00")

    let outcome = await sut.record(
      .at(.timeOfDay(WallClockTime(hour: 15, minute: 14)!)), forTripWithID: Fixtures.tripID(1))

    #expect(outcome == .completed)
    #expect(
      repository.receivedMessages == [
        .find(Fixtures.tripID(1)),
        .change(Fixtures.onTimeTrip(id: 1), to: Fixtures.onTimeTrip(id: 1).departing(at: leftAt)),
      ])
    #expect(view.receivedMessages == [.display(articleViewModel(late: true))])
  }

  @Test func recordTimeOfDay_thatTheClocksSkipOnThatDay_isRefused_andStoresNothing() async {
    // 2035-03-25: Amsterdam's clocks go from 02:00 straight to 03:00.
    let trip = Trip(
      id: Fixtures.tripID(1), draft: Fixtures.draft(departing: "2035-03-25T01:30:00+01:00"))
    let (sut, repository, view) = makeSUT(trips: [trip])

    let outcome = await sut.record(
      .at(.timeOfDay(WallClockTime(hour: 2, minute: 30)!)), forTripWithID: Fixtures.tripID(1))

    #expect(outcome == .rejected)
    #expect(repository.receivedMessages == [.find(Fixtures.tripID(1))])
    #expect(
      view.receivedMessages == [
        .error(
          Message(
            "There is no 02:30 on 3/25/35 in Europe/Amsterdam: the clocks go from 02:00 straight to 03:00 that day."
          ))
      ])
  }

  @Test(arguments: [525_601, -525_601, Int.max, Int.min])
  func recordADelayBeyondAYear_isRefused_andStoresNothing(minutes: Int) async {
    let (sut, repository, view) = makeSUT(trips: [Fixtures.onTimeTrip(id: 1)])

    let outcome = await sut.record(.delayed(minutes: minutes), forTripWithID: Fixtures.tripID(1))

    #expect(outcome == .rejected)
    #expect(repository.receivedMessages == [.find(Fixtures.tripID(1))])
    #expect(
      view.receivedMessages == [
        .error(
          Message(
            "A delay of \(minutes) minutes is more than a year; give at most 525600 minutes either way."
          ))
      ])
  }

  @Test(arguments: [525_600, -525_600])
  func recordADelayOfAYear_isAccepted(minutes: Int) async {
    let (sut, repository, _) = makeSUT(trips: [Fixtures.onTimeTrip(id: 1)])
    let leftAt = Fixtures.articleDeparture.addingTimeInterval(Double(minutes) * 60)

    let outcome = await sut.record(.delayed(minutes: minutes), forTripWithID: Fixtures.tripID(1))

    #expect(outcome == .completed)
    #expect(
      repository.receivedMessages == [
        .find(Fixtures.tripID(1)),
        .change(Fixtures.onTimeTrip(id: 1), to: Fixtures.onTimeTrip(id: 1).departing(at: leftAt)),
      ])
  }

  @Test func recordOnTime_removesTheDelayAndTheRed() async {
    let (sut, repository, view) = makeSUT(trips: [Fixtures.lateTrip(id: 1)])

    await sut.record(.delayed(minutes: 0), forTripWithID: Fixtures.tripID(1))

    #expect(
      repository.receivedMessages == [
        .find(Fixtures.tripID(1)),
        .change(
          Fixtures.lateTrip(id: 1),
          to: Fixtures.onTimeTrip(id: 1).departing(at: Fixtures.articleDeparture)),
      ])
    #expect(view.receivedMessages == [.display(articleViewModel(late: false))])
  }

  @Test func recordingTheDepartureAlreadyRecorded_storesNothing_andShowsTheTrip() async {
    let (sut, repository, view) = makeSUT(trips: [Fixtures.lateTrip(id: 1)])

    let outcome = await sut.record(.delayed(minutes: 5), forTripWithID: Fixtures.tripID(1))

    #expect(outcome == .completed)
    #expect(repository.receivedMessages == [.find(Fixtures.tripID(1))])
    #expect(view.receivedMessages == [.display(articleViewModel(late: true))])
  }

  @Test func recordEarlyDeparture_isNotShownAsADelay() async {
    let (sut, _, view) = makeSUT(trips: [Fixtures.lateTrip(id: 1)])

    await sut.record(.delayed(minutes: -3), forTripWithID: Fixtures.tripID(1))

    #expect(view.receivedMessages == [.display(articleViewModel(late: false))])
  }

  @Test func record_displaysNotFound_whenTripIsMissing() async {
    let (sut, repository, view) = makeSUT()

    let outcome = await sut.record(.delayed(minutes: 5), forTripWithID: Fixtures.tripID(2))

    #expect(outcome == .notFound)
    #expect(repository.receivedMessages == [.find(Fixtures.tripID(2))])
    #expect(view.receivedMessages == [.error(notFound("2"))])
  }

  @Test func record_displaysStoreFailure_whenRepositoryFails() async {
    let (sut, repository, view) = makeSUT(trips: [Fixtures.lateTrip(id: 1)])
    faults.failAll()

    let outcome = await sut.record(.delayed(minutes: 5), forTripWithID: Fixtures.tripID(1))

    #expect(outcome == .storageFailed)
    #expect(repository.receivedMessages == [.find(Fixtures.tripID(1))])
    #expect(view.receivedMessages == [.error(storeFailureMessage)])
  }

  @Test func record_displaysNotFound_whenTheTripIsRemovedBeforeTheUpdate() async {
    let (sut, repository, view) = makeSUT(trips: [Fixtures.onTimeTrip(id: 1)])
    faults.failWithNotFound()

    let outcome = await sut.record(.delayed(minutes: 5), forTripWithID: Fixtures.tripID(1))

    #expect(outcome == .notFound)
    #expect(
      repository.receivedMessages == [
        .find(Fixtures.tripID(1)),
        .change(Fixtures.onTimeTrip(id: 1), to: Fixtures.lateTrip(id: 1)),
      ])
    #expect(view.receivedMessages == [.error(notFound("1"))])
  }

  @Test func record_refusesTheChange_whenTheTripWasChangedElsewhereSinceItWasRead() async {
    let (sut, repository, view) = makeSUT(trips: [Fixtures.onTimeTrip(id: 1)])
    faults.failWithChangedElsewhere()

    let outcome = await sut.record(.delayed(minutes: 5), forTripWithID: Fixtures.tripID(1))

    #expect(outcome == .changedElsewhere)
    #expect(
      repository.receivedMessages == [
        .find(Fixtures.tripID(1)),
        .change(Fixtures.onTimeTrip(id: 1), to: Fixtures.lateTrip(id: 1)),
      ])
    #expect(view.receivedMessages == [.error(changedElsewhere("1"))])
  }

  @Test func record_displaysStoreFailure_whenOnlyTheUpdateFails() async {
    let (sut, repository, view) = makeSUT(trips: [Fixtures.onTimeTrip(id: 1)])
    faults.fail(.change)

    let outcome = await sut.record(.delayed(minutes: 5), forTripWithID: Fixtures.tripID(1))

    #expect(outcome == .storageFailed)
    #expect(
      repository.receivedMessages == [
        .find(Fixtures.tripID(1)),
        .change(Fixtures.onTimeTrip(id: 1), to: Fixtures.lateTrip(id: 1)),
      ])
    #expect(view.receivedMessages == [.error(storeFailureMessage)])
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
}
