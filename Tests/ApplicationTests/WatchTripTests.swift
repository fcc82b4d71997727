import Domain
import Foundation
import InMemoryStore
import LessonTestSupport
import Presentation
import Testing

@testable import Application

@MainActor @Suite struct WatchTripTests {
  /// The failures a test plans for the store behind the spy.
  private let faults = StoreFaults()

  private func makeSUT(trips: [Trip] = [Fixtures.onTimeTrip(id: 1)]) -> (
    sut: WatchTrip, repository: TripStoreSpy, view: ViewSpy
  ) {
    makeSUT(store: InMemoryTripRepository(trips: trips))
  }

  /// The use case over a spy of `store`, which a test may change as another process would.
  private func makeSUT(store: InMemoryTripRepository) -> (
    sut: WatchTrip, repository: TripStoreSpy, view: ViewSpy
  ) {
    let repository = TripStoreSpy(FaultyTripRepository(store, faults: faults))
    let view = ViewSpy()
    let sut = WatchTrip(
      repository: repository, changes: repository,
      presenter: TripPresenter(view: view, formats: amsterdamEnglish), messageView: view,
      formats: amsterdamEnglish, storeKind: .file)
    return (sut, repository, view)
  }

  private let id = Fixtures.tripID(1)
  /// The article's trip once the `0` key has recorded it as leaving on schedule.
  private let departedOnTime = Fixtures.onTimeTrip(id: 1).departing(at: Fixtures.articleDeparture)

  @Test func theUseCase_isFreed_afterUse() async {
    #expect(
      await isFreed {
        makeSUT().sut
      } after: { sut in
        await sut.start(tripWithID: id)
        _ = await sut.perform(.departOneMinuteLater)
        _ = await sut.refresh()
      })
  }

  /// The article's trip, late by the given words.
  private func late(_ delay: String) -> TripViewModel {
    var viewModel = articleViewModel(late: true)
    viewModel.delay = delay
    return viewModel
  }

  @Test func start_showsTheTrip() async {
    let (sut, repository, view) = makeSUT()

    let outcome = await sut.start(tripWithID: id)

    #expect(outcome == .completed)
    #expect(repository.receivedMessages == [.changeToken, .find(id)])
    #expect(view.receivedMessages == [.display(articleViewModel(late: false))])
  }

  @Test func start_reportsAMissingTrip() async {
    let (sut, _, view) = makeSUT(trips: [])

    let outcome = await sut.start(tripWithID: id)

    #expect(outcome == .notFound)
    #expect(view.receivedMessages == [.error(notFound("1"))])
  }

  @Test func start_reportsAFailingStore() async {
    let (sut, repository, view) = makeSUT()
    faults.failAll()

    let outcome = await sut.start(tripWithID: id)

    #expect(outcome == .storageFailed)
    #expect(repository.receivedMessages == [.changeToken])
    #expect(view.receivedMessages == [.error(storeFailureMessage)])
  }

  @Test func refresh_readsNothingMore_whenTheStoreDidNotChange() async {
    let (sut, repository, view) = makeSUT()
    await sut.start(tripWithID: id)

    let progress = await sut.refresh()

    #expect(progress == .unchanged)
    #expect(repository.receivedMessages == [.changeToken, .find(id), .changeToken])
    #expect(view.receivedMessages == [.display(articleViewModel(late: false))])
  }

  @Test func refresh_redraws_whenAnotherProcessChangedTheTrip() async throws {
    let store = InMemoryTripRepository(trips: [Fixtures.onTimeTrip(id: 1)])
    let (sut, repository, view) = makeSUT(store: store)
    await sut.start(tripWithID: id)
    try await store.replace(Fixtures.lateTrip(id: 1))

    let progress = await sut.refresh()

    #expect(progress == .updated)
    #expect(repository.receivedMessages == [.changeToken, .find(id), .changeToken, .find(id)])
    #expect(
      view.receivedMessages == [
        .display(articleViewModel(late: false)), .display(articleViewModel(late: true)),
      ])
  }

  @Test func refresh_doesNotRedraw_whenAnotherTripChanged() async throws {
    let store = InMemoryTripRepository(trips: [Fixtures.onTimeTrip(id: 1)])
    let (sut, repository, view) = makeSUT(store: store)
    await sut.start(tripWithID: id)
    _ = try await store.add(Fixtures.lateDraft())

    let progress = await sut.refresh()

    #expect(progress == .unchanged)
    #expect(repository.receivedMessages == [.changeToken, .find(id), .changeToken, .find(id)])
    #expect(view.receivedMessages == [.display(articleViewModel(late: false))])
  }

  @Test func refresh_saysSoAndFinishes_whenTheTripWasRemoved() async throws {
    let store = InMemoryTripRepository(trips: [Fixtures.onTimeTrip(id: 1)])
    let (sut, repository, view) = makeSUT(store: store)
    await sut.start(tripWithID: id)
    try await store.remove(try #require(await store.trip(withID: id)))

    let progress = await sut.refresh()

    #expect(progress == .finished(.notFound))
    #expect(repository.receivedMessages == [.changeToken, .find(id), .changeToken, .find(id)])
    #expect(
      view.receivedMessages == [
        .display(articleViewModel(late: false)),
        .error(Message("Trip 1 was removed.")),
      ])
  }

  @Test func refresh_finishes_whenTheStoreFails() async {
    let (sut, repository, view) = makeSUT()
    await sut.start(tripWithID: id)
    faults.failAll()

    let progress = await sut.refresh()

    #expect(progress == .finished(.storageFailed))
    #expect(repository.receivedMessages == [.changeToken, .find(id), .changeToken])
    #expect(
      view.receivedMessages == [
        .display(articleViewModel(late: false)), .error(storeFailureMessage),
      ])
  }

  @Test func refresh_beforeStart_finishes() async {
    let (sut, repository, _) = makeSUT()

    #expect(await sut.refresh() == .finished(.notFound))
    #expect(await sut.perform(.departOnTime) == .finished(.notFound))
    #expect(repository.receivedMessages == [])
  }

  @Test func perform_threeMinutesLater_storesAndShowsAThreeMinuteDelay() async throws {
    let store = InMemoryTripRepository(trips: [Fixtures.onTimeTrip(id: 1)])
    let (sut, repository, view) = makeSUT(store: store)
    await sut.start(tripWithID: id)

    for _ in 0..<3 { _ = await sut.perform(.departOneMinuteLater) }

    let stored = try #require(await store.trip(withID: id))
    #expect(stored.delay == 180)
    // Each change is based on the revision the one before it stored.
    let departures = try (1...3).map {
      try Trip(
        id: id, departure: Fixtures.articleDeparture, arrival: Fixtures.articleArrival,
        recordedDeparture: Fixtures.articleDeparture.addingTimeInterval(Double($0) * 60),
        revision: $0)
    }
    let bases = [Fixtures.onTimeTrip(id: 1)] + departures.dropLast().map(\.nextRevision)
    #expect(
      repository.receivedMessages == [.changeToken, .find(id)]
        + zip(bases, departures).flatMap { [.find(id), .change($0, to: $1), .changeToken] })
    #expect(
      view.receivedMessages == [
        .display(articleViewModel(late: false)), .display(late("1 minute delay")),
        .display(late("2 minutes delay")), .display(late("3 minutes delay")),
      ])
    #expect(await sut.refresh() == .unchanged)
  }

  @Test func perform_updatesThroughTheRepository_andPushesTheNewViewModel() async {
    let (sut, repository, view) = makeSUT(trips: [Fixtures.lateTrip(id: 1)])
    await sut.start(tripWithID: id)

    let progress = await sut.perform(.departOnTime)

    #expect(progress == .updated)
    #expect(
      repository.receivedMessages == [
        .changeToken, .find(id), .find(id),
        .change(Fixtures.lateTrip(id: 1), to: departedOnTime),
        .changeToken,
      ])
    #expect(
      view.receivedMessages == [
        .display(articleViewModel(late: true)), .display(articleViewModel(late: false)),
      ])
  }

  @Test func perform_earlier_removesADelayMinuteByMinute() async throws {
    let store = InMemoryTripRepository(trips: [Fixtures.lateTrip(id: 1)])
    let (sut, repository, _) = makeSUT(store: store)
    await sut.start(tripWithID: id)

    _ = await sut.perform(.departOneMinuteEarlier)

    #expect(await store.trip(withID: id)?.delay == 240)
    let oneMinuteEarlier = Fixtures.lateTrip(id: 1).departing(
      at: Fixtures.articleActualDeparture.addingTimeInterval(-60))
    #expect(
      repository.receivedMessages == [
        .changeToken, .find(id), .find(id), .change(Fixtures.lateTrip(id: 1), to: oneMinuteEarlier),
        .changeToken,
      ])
  }

  @Test func perform_quit_finishesWithoutTouchingTheStore() async {
    let (sut, repository, view) = makeSUT()
    await sut.start(tripWithID: id)
    let shownBefore = view.receivedMessages

    let progress = await sut.perform(.quit)

    #expect(progress == .finished(.completed))
    #expect(repository.receivedMessages == [.changeToken, .find(id)])
    #expect(view.receivedMessages == shownBefore)
  }

  @Test func perform_reportsATripRemovedInTheMeantime() async throws {
    let store = InMemoryTripRepository(trips: [Fixtures.onTimeTrip(id: 1)])
    let (sut, repository, view) = makeSUT(store: store)
    await sut.start(tripWithID: id)
    try await store.remove(try #require(await store.trip(withID: id)))

    let progress = await sut.perform(.departOneMinuteLater)

    #expect(progress == .finished(.notFound))
    #expect(repository.receivedMessages == [.changeToken, .find(id), .find(id)])
    #expect(
      view.receivedMessages == [
        .display(articleViewModel(late: false)),
        .error(notFound("1")),
      ])
  }

  @Test func perform_reportsAFailingStore() async {
    let (sut, repository, view) = makeSUT()
    await sut.start(tripWithID: id)
    faults.failAll()

    let progress = await sut.perform(.departOneMinuteLater)

    #expect(progress == .finished(.storageFailed))
    #expect(repository.receivedMessages == [.changeToken, .find(id), .find(id)])
    #expect(
      view.receivedMessages == [
        .display(articleViewModel(late: false)), .error(storeFailureMessage),
      ])
  }

  @Test func perform_reportsAFailedUpdate_andShowsTheTripAsItWas() async {
    let (sut, repository, view) = makeSUT(trips: [Fixtures.lateTrip(id: 1)])
    await sut.start(tripWithID: id)
    faults.fail(.change)

    let progress = await sut.perform(.departOnTime)

    #expect(progress == .finished(.storageFailed))
    #expect(
      repository.receivedMessages == [
        .changeToken, .find(id), .find(id),
        .change(Fixtures.lateTrip(id: 1), to: departedOnTime),
      ])
    #expect(
      view.receivedMessages == [
        .display(articleViewModel(late: true)), .error(storeFailureMessage),
      ])
  }

  @Test func perform_reportsATripChangedElsewhereBetweenReadingAndWriting() async {
    let (sut, repository, view) = makeSUT(trips: [Fixtures.lateTrip(id: 1)])
    await sut.start(tripWithID: id)
    faults.failWithChangedElsewhere()

    let progress = await sut.perform(.departOnTime)

    #expect(progress == .finished(.changedElsewhere))
    #expect(
      repository.receivedMessages == [
        .changeToken, .find(id), .find(id), .change(Fixtures.lateTrip(id: 1), to: departedOnTime),
      ])
    #expect(
      view.receivedMessages == [
        .display(articleViewModel(late: true)),
        .error(changedElsewhere("1")),
      ])
  }

  @Test func perform_reportsATripRemovedBetweenReadingAndWriting() async {
    let (sut, repository, view) = makeSUT(trips: [Fixtures.lateTrip(id: 1)])
    await sut.start(tripWithID: id)
    faults.failWithNotFound()

    let progress = await sut.perform(.departOnTime)

    #expect(progress == .finished(.notFound))
    #expect(
      repository.receivedMessages == [
        .changeToken, .find(id), .find(id), .change(Fixtures.lateTrip(id: 1), to: departedOnTime),
      ])
    #expect(
      view.receivedMessages == [
        .display(articleViewModel(late: true)),
        .error(notFound("1")),
      ])
  }

  @Test func perform_reportsAStoreThatFailsAfterStoringTheChange() async throws {
    let store = InMemoryTripRepository(trips: [Fixtures.lateTrip(id: 1)])
    let (sut, repository, view) = makeSUT(store: store)
    await sut.start(tripWithID: id)
    faults.fail(.changeToken)

    let progress = await sut.perform(.departOnTime)

    #expect(progress == .finished(.storageFailed))
    #expect(
      repository.receivedMessages == [
        .changeToken, .find(id), .find(id),
        .change(Fixtures.lateTrip(id: 1), to: departedOnTime),
        .changeToken,
      ])
    #expect(
      view.receivedMessages == [
        .display(articleViewModel(late: true)), .error(storeFailureMessage),
      ])
    #expect(await store.trip(withID: id)?.delay == 0, "the change was stored")
  }

  @Test func keysHint_isInThePersonsLanguage() {
    let repository = TripStoreSpy()
    let formats = TripFormats(locale: Locale(identifier: "de_DE"), timeZone: .gmt)
    let german = WatchTrip(
      repository: repository, changes: repository,
      presenter: TripPresenter(view: ViewSpy(), formats: formats), messageView: ViewSpy(),
      formats: formats, storeKind: .file)

    #expect(german.keysHint == "+/- Abfahrt um eine Minute verschieben · 0 pünktlich · q beenden")
  }
}

extension ViewSpy.ReceivedMessage {
  /// The delay line of a displayed trip, if this message displayed one.
  fileprivate var delay: String? {
    if case .display(let trip) = self { return trip.delay }
    return nil
  }
}
