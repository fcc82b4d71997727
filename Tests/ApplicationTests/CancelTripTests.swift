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
    let sut = CancelTrip(
      repository: repository, messageView: view, formats: amsterdamEnglish, storeKind: .file)
    return (sut, repository, view)
  }

  private let id = Fixtures.tripID(3)

  @Test func cancel_removesTheTripAsItWasRead_andConfirms() async throws {
    let (sut, repository, view) = makeSUT(trips: [Fixtures.lateTrip(id: 3)])

    let outcome = await sut.cancel(tripWithID: id)

    #expect(outcome == .completed)
    #expect(repository.receivedMessages == [.find(id), .remove(Fixtures.lateTrip(id: 3))])
    #expect(view.receivedMessages == [.information(Message("Removed trip 3."))])
    #expect(try await repository.trip(withID: id) == nil)
  }

  @Test func cancel_displaysNotFound_whenTripIsMissing() async {
    let (sut, repository, view) = makeSUT()

    let outcome = await sut.cancel(tripWithID: id)

    #expect(outcome == .notFound)
    #expect(repository.receivedMessages == [.find(id)])
    #expect(view.receivedMessages == [.error(notFound("3"))])
  }

  @Test func cancel_displaysStoreFailure_whenTheReadFails() async {
    let (sut, repository, view) = makeSUT(trips: [Fixtures.lateTrip(id: 3)])
    faults.failAll()

    let outcome = await sut.cancel(tripWithID: id)

    #expect(outcome == .storageFailed)
    #expect(repository.receivedMessages == [.find(id)])
    #expect(view.receivedMessages == [.error(storeFailureMessage)])
  }

  @Test func cancel_displaysStoreFailure_whenOnlyTheRemovalFails() async throws {
    let (sut, repository, view) = makeSUT(trips: [Fixtures.lateTrip(id: 3)])
    faults.fail(.change)

    let outcome = await sut.cancel(tripWithID: id)

    #expect(outcome == .storageFailed)
    #expect(repository.receivedMessages == [.find(id), .remove(Fixtures.lateTrip(id: 3))])
    #expect(view.receivedMessages == [.error(storeFailureMessage)])
    #expect(try await repository.trip(withID: id) == Fixtures.lateTrip(id: 3))
  }

  @Test func cancel_reportsNotFound_whenTheTripIsRemovedBeforeTheRemoval() async {
    let (sut, repository, view) = makeSUT(trips: [Fixtures.lateTrip(id: 3)])
    faults.failWithNotFound()

    let outcome = await sut.cancel(tripWithID: id)

    #expect(outcome == .notFound)
    #expect(repository.receivedMessages == [.find(id), .remove(Fixtures.lateTrip(id: 3))])
    #expect(view.receivedMessages == [.error(notFound("3"))])
  }

  @Test func cancel_refusesTheRemoval_whenTheTripWasChangedElsewhereSinceItWasRead() async throws {
    let (sut, repository, view) = makeSUT(trips: [Fixtures.lateTrip(id: 3)])
    faults.failWithChangedElsewhere()

    let outcome = await sut.cancel(tripWithID: id)

    #expect(outcome == .changedElsewhere)
    #expect(repository.receivedMessages == [.find(id), .remove(Fixtures.lateTrip(id: 3))])
    #expect(view.receivedMessages == [.error(changedElsewhere("3"))])
    #expect(try await repository.trip(withID: id) == Fixtures.lateTrip(id: 3))
  }
}
