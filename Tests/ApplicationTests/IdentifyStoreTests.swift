import Domain
import Foundation
import LessonTestSupport
import Presentation
import Testing

@testable import Application

/// Reading which store the trips come from, for a calendar's UIDs.
@MainActor @Suite struct IdentifyStoreTests {
  private let faults = StoreFaults()

  private func makeSUT(trips: [Trip] = []) -> (
    sut: IdentifyStore, repository: TripStoreSpy, view: ViewSpy
  ) {
    let repository = TripStoreSpy(trips: trips, faults: faults)
    let view = ViewSpy()
    let sut = IdentifyStore(
      repository: repository, messageView: view, formats: amsterdamEnglish, storeKind: .file)
    return (sut, repository, view)
  }

  @Test func aStoreWithTrips_givesItsIdentity_andSaysNothing() async throws {
    let (sut, repository, view) = makeSUT(trips: [Fixtures.lateTrip(id: 1)])
    let identity = try #require(try await repository.identity()).description

    let reading = await sut.identity()

    #expect(reading.outcome == .completed)
    #expect(reading.identity == identity)
    #expect(repository.receivedMessages == [.identity, .identity])
    #expect(view.receivedMessages == [])
  }

  @Test func twoStores_giveTwoIdentities() async {
    let (first, _, _) = makeSUT()
    let (second, _, _) = makeSUT()

    let one = await first.identity()
    let other = await second.identity()

    #expect(one.outcome == .completed)
    #expect(one.identity != nil)
    #expect(one.identity != other.identity)
  }

  @Test func aFailingStore_isReported_withItsOutcome() async {
    let (sut, repository, view) = makeSUT(trips: [Fixtures.lateTrip(id: 1)])
    faults.failAll()

    let reading = await sut.identity()

    #expect(reading.outcome == .storageFailed)
    #expect(reading.identity == nil)
    #expect(repository.receivedMessages == [.identity])
    #expect(view.receivedMessages == [.error(storeFailureMessage)])
  }

  @Test func aBusyStore_isReported_asTryAgain() async {
    let (sut, _, view) = makeSUT(trips: [Fixtures.lateTrip(id: 1)])
    faults.failAll(with: TripStoreError(location: "trips.sqlite", problem: .busy))

    let reading = await sut.identity()

    #expect(reading.outcome == .storeBusy)
    #expect(
      view.receivedMessages == [
        .error(
          Message(
            "trips.sqlite is in use by another program, which did not let go in time. Nothing was changed.",
            hint: "Try again in a moment, when the other program has finished with the store."))
      ])
  }
}
