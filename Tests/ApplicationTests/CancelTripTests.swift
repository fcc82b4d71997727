import Domain
import LessonTestSupport
import Presentation
import Testing

@testable import Application

@MainActor @Suite struct CancelTripTests {
  /// The failures a test plans for the store behind the spy.
  private let faults = StoreFaults()

  private func makeSUT(trips: [Trip] = []) -> (
    sut: CancelTrip, repository: TripRepositorySpy, view: ViewSpy
  ) {
    let repository = TripRepositorySpy(trips: trips, faults: faults)
    let view = ViewSpy()
    let sut = CancelTrip(repository: repository, messageView: view, formats: amsterdamEnglish)
    return (sut, repository, view)
  }

  @Test func cancel_removesTheTrip_andConfirms() async throws {
    let (sut, repository, view) = makeSUT(trips: [Fixtures.lateTrip(id: 3)])

    let outcome = await sut.cancel(tripWithID: Fixtures.tripID(3))

    #expect(outcome == .completed)
    #expect(repository.receivedMessages == [.remove(Fixtures.tripID(3))])
    #expect(view.receivedMessages == [.information(Message(english.messageRemoved("3")))])
    #expect(try await repository.trip(withID: Fixtures.tripID(3)) == nil)
  }

  @Test func cancel_displaysNotFound_whenTripIsMissing() async {
    let (sut, repository, view) = makeSUT()

    let outcome = await sut.cancel(tripWithID: Fixtures.tripID(3))

    #expect(outcome == .notFound)
    #expect(repository.receivedMessages == [.remove(Fixtures.tripID(3))])
    #expect(view.receivedMessages == [.error(notFound("3"))])
  }

  @Test func cancel_displaysStoreFailure_whenRepositoryFails() async {
    let (sut, repository, view) = makeSUT(trips: [Fixtures.lateTrip(id: 3)])
    faults.failAll()

    let outcome = await sut.cancel(tripWithID: Fixtures.tripID(3))

    #expect(outcome == .storageFailed)
    #expect(repository.receivedMessages == [.remove(Fixtures.tripID(3))])
    #expect(view.receivedMessages == [.error(storeFailureMessage)])
  }
}
