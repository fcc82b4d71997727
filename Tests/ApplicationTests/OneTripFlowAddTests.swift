import Domain
import LessonTestSupport
import Presentation
import Testing

@testable import Application

/// The step of `--kind copy` use cases: find a trip, add a new one made from it, show that.
@MainActor @Suite struct OneTripFlowAddTests {
  /// The failures a test plans for the store behind the spy.
  private let faults = StoreFaults()

  private let id = Fixtures.tripID(1)

  private func makeSUT(trips: [Trip] = []) -> (
    sut: OneTripFlow, repository: TripRepositorySpy, view: ViewSpy
  ) {
    let repository = TripRepositorySpy(trips: trips, faults: faults)
    let view = ViewSpy()
    let sut = OneTripFlow(
      repository: repository, presenter: TripPresenter(view: view, formats: amsterdamEnglish),
      messageView: view, formats: amsterdamEnglish, storeKind: .file)
    return (sut, repository, view)
  }

  private func asPlanned(_ trip: Trip) -> TripDraft {
    Fixtures.onTimeDraft(origin: trip.origin, destination: trip.destination)
  }

  @Test func add_storesTheNewTrip_andShowsItWithItsNumber() async {
    let (sut, repository, view) = makeSUT(trips: [Fixtures.lateTrip(id: 1)])

    let outcome = await sut.add(fromTripWithID: id) { trip throws(Refusal) in asPlanned(trip) }

    #expect(outcome == .completed)
    #expect(repository.receivedMessages == [.find(id), .add(Fixtures.onTimeDraft())])
    #expect(view.receivedMessages == [.display(articleViewModel(id: "2", late: false))])
  }

  @Test func add_reportsNotFound_andAddsNothing() async {
    let (sut, repository, view) = makeSUT()

    let outcome = await sut.add(fromTripWithID: id) { trip throws(Refusal) in asPlanned(trip) }

    #expect(outcome == .notFound)
    #expect(repository.receivedMessages == [.find(id)])
    #expect(view.receivedMessages == [.error(notFound("1"))])
  }

  @Test func add_showsARefusal_andAddsNothing() async {
    let (sut, repository, view) = makeSUT(trips: [Fixtures.onTimeTrip(id: 1)])

    let outcome = await sut.add(fromTripWithID: id) { _ throws(Refusal) in
      throw Refusal(message: Message("No copies today."))
    }

    #expect(outcome == .rejected)
    #expect(repository.receivedMessages == [.find(id)])
    #expect(view.receivedMessages == [.error(Message("No copies today."))])
  }

  @Test func add_reportsTheFailure_whenTheTripCannotBeRead() async {
    let (sut, repository, view) = makeSUT(trips: [Fixtures.onTimeTrip(id: 1)])
    faults.failAll()

    let outcome = await sut.add(fromTripWithID: id) { trip throws(Refusal) in asPlanned(trip) }

    #expect(outcome == .storageFailed)
    #expect(repository.receivedMessages == [.find(id)])
    #expect(view.receivedMessages == [.error(storeFailureMessage)])
  }

  @Test func add_reportsTheFailure_whenOnlyTheAddFails() async {
    let (sut, repository, view) = makeSUT(trips: [Fixtures.onTimeTrip(id: 1)])
    faults.fail(.change)

    let outcome = await sut.add(fromTripWithID: id) { trip throws(Refusal) in asPlanned(trip) }

    #expect(outcome == .storageFailed)
    #expect(repository.receivedMessages == [.find(id), .add(Fixtures.onTimeDraft())])
    #expect(view.receivedMessages == [.error(storeFailureMessage)])
  }
}
