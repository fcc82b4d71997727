import Application
import Domain
import Presentation
import TestSupport
import Testing

@MainActor @Suite struct EditTripTests {
  private let id = Fixtures.tripID(1)

  private func makeSUT(trips: [Trip] = []) -> (
    sut: EditTrip, repository: TripRepositorySpy, view: ViewSpy
  ) {
    let repository = TripRepositorySpy(trips: trips)
    let view = ViewSpy()
    let sut = EditTrip(
      repository: repository, tripView: view, messageView: view, formats: amsterdamEnglish)
    return (sut, repository, view)
  }

  @Test func edit_storesTheChangedTrip_andShowsIt() async {
    let trip = Fixtures.onTimeTrip(id: 1)
    let (sut, repository, view) = makeSUT(trips: [trip])

    let outcome = await sut.edit(tripWithID: id)

    #expect(outcome == .completed)
    #expect(repository.receivedMessages == [.find(id), .update(changed(trip))])
    #expect(view.receivedMessages == [.display(articleViewModel(late: false))])
  }

  @Test func edit_reportsNotFound_whenTheTripIsMissing() async {
    let (sut, repository, view) = makeSUT()

    let outcome = await sut.edit(tripWithID: id)

    #expect(outcome == .notFound)
    #expect(repository.receivedMessages == [.find(id)])
    #expect(view.receivedMessages == [.error(Message("There is no trip 1.", hint: notFoundHint))])
  }

  @Test func edit_reportsTheFailure_whenTheStoreCannotBeRead() async {
    let (sut, repository, view) = makeSUT(trips: [Fixtures.onTimeTrip(id: 1)])
    repository.failAll()

    let outcome = await sut.edit(tripWithID: id)

    #expect(outcome == .storageFailed)
    #expect(repository.receivedMessages == [.find(id)])
    #expect(view.receivedMessages == [.error(storeFailureMessage)])
  }

  @Test func edit_reportsTheFailure_whenOnlyTheUpdateFails() async {
    let trip = Fixtures.onTimeTrip(id: 1)
    let (sut, repository, view) = makeSUT(trips: [trip])
    repository.fail(.update)

    let outcome = await sut.edit(tripWithID: id)

    #expect(outcome == .storageFailed)
    #expect(repository.receivedMessages == [.find(id), .update(changed(trip))])
    #expect(view.receivedMessages == [.error(storeFailureMessage)])
  }

  @Test func edit_reportsNotFound_whenTheTripIsRemovedBeforeTheUpdate() async {
    let trip = Fixtures.onTimeTrip(id: 1)
    let (sut, repository, view) = makeSUT(trips: [trip])
    repository.failWithNotFound(.update)

    let outcome = await sut.edit(tripWithID: id)

    #expect(outcome == .notFound)
    #expect(repository.receivedMessages == [.find(id), .update(changed(trip))])
    #expect(view.receivedMessages == [.error(Message("There is no trip 1.", hint: notFoundHint))])
  }

  /// The trip as the use case must store it; change it with the use case's change.
  private func changed(_ trip: Trip) -> Trip {
    trip.departing(at: trip.departure)
  }
}
