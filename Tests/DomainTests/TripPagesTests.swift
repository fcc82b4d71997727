import Domain
import Foundation
import LessonTestSupport
import Testing

@Suite struct TripPagesTests {
  @Test func visitsEveryTripOnceInOrder_acrossPages() async throws {
    let trips = (1...7).map {
      Trip(id: Fixtures.tripID($0), draft: Fixtures.draft(departing: "2015-10-09T1\($0):00:00Z"))
    }
    let repository = TripRepositorySpy(trips: trips.reversed())

    var seen: [Trip] = []
    for try await trip in repository.allTrips(pageSize: 3) { seen.append(trip) }

    #expect(seen == trips)
    #expect(
      repository.receivedMessages == [
        .page(after: nil, limit: 3),
        .page(after: TripCursor(after: trips[2]), limit: 3),
        .page(after: TripCursor(after: trips[5]), limit: 3),
      ])
  }

  @Test func aCancelledTask_readsNoPageAtAll() async throws {
    let repository = TripRepositorySpy(trips: [Fixtures.lateTrip(id: 1)])

    let seen = try await Task {
      withUnsafeCurrentTask { $0?.cancel() }
      var seen: [Trip] = []
      for try await trip in repository.allTrips(pageSize: 1) { seen.append(trip) }
      return seen
    }.value

    #expect(seen == [])
    #expect(repository.receivedMessages == [])
  }

  @Test func aTaskCancelledPartWay_endsBeforeTheNextPage_andReadsNoPageAfterIt() async throws {
    let trips = (1...6).map {
      Trip(id: Fixtures.tripID($0), draft: Fixtures.draft(departing: "2015-10-09T1\($0):00:00Z"))
    }
    let repository = TripRepositorySpy(trips: trips)

    let seen = try await Task {
      var seen: [Trip] = []
      for try await trip in repository.allTrips(pageSize: 2) {
        seen.append(trip)
        if seen.count == 2 { withUnsafeCurrentTask { $0?.cancel() } }
      }
      return seen
    }.value

    #expect(seen == Array(trips.prefix(2)))
    // The second page may have been asked for ahead, before the cancellation; never a third.
    let pages = repository.receivedMessages
    #expect(pages.first == .page(after: nil, limit: 2))
    #expect(pages.count <= 2)
    #expect(!pages.contains(.page(after: TripCursor(after: trips[3]), limit: 2)))
  }

  @Test func stopsAfterAFullLastPage_withOneMoreRead() async throws {
    let trips = (1...2).map {
      Trip(id: Fixtures.tripID($0), draft: Fixtures.draft(departing: "2015-10-09T1\($0):00:00Z"))
    }
    let repository = TripRepositorySpy(trips: trips)

    var count = 0
    for try await _ in repository.allTrips(pageSize: 2) { count += 1 }

    #expect(count == 2)
    #expect(
      repository.receivedMessages == [
        .page(after: nil, limit: 2), .page(after: TripCursor(after: trips[1]), limit: 2),
      ])
  }

  @Test func theIteratorCalledDirectly_readsTheSameTrips_andEndsWithNil() async throws {
    let trips = (1...2).map {
      Trip(id: Fixtures.tripID($0), draft: Fixtures.draft(departing: "2015-10-09T1\($0):00:00Z"))
    }
    let repository = TripRepositorySpy(trips: trips)
    var iterator = repository.allTrips(pageSize: 1).makeAsyncIterator()

    let first = try await iterator.next()
    let second = try await iterator.next()
    let end = try await iterator.next()

    #expect([first, second] == trips)
    #expect(end == nil)
    #expect(
      repository.receivedMessages == [
        .page(after: nil, limit: 1), .page(after: TripCursor(after: trips[0]), limit: 1),
        .page(after: TripCursor(after: trips[1]), limit: 1),
      ])
  }

  @Test func rethrowsTheStoresFailure() async {
    let faults = StoreFaults()
    let repository = TripRepositorySpy(faults: faults)
    faults.failAll()

    await #expect(throws: StoreFaults.diskFailure) {
      for try await _ in repository.allTrips() {}
    }
  }

  /// The sequence starts no work of its own: the next page is read only when the caller has
  /// taken every trip of the page before, in the caller's task.
  @Test func readsTheNextPage_onlyWhenTheCallerAsksForItsFirstTrip() async throws {
    let trips = (1...3).map {
      Trip(id: Fixtures.tripID($0), draft: Fixtures.draft(departing: "2015-10-09T1\($0):00:00Z"))
    }
    let repository = TripRepositorySpy(trips: trips)
    var iterator = repository.allTrips(pageSize: 2).makeAsyncIterator()

    let first = try await iterator.next()
    let second = try await iterator.next()
    let readSoFar = repository.receivedMessages
    let third = try await iterator.next()

    #expect([first, second, third] == trips)
    #expect(readSoFar == [.page(after: nil, limit: 2)])
    #expect(
      repository.receivedMessages == [
        .page(after: nil, limit: 2), .page(after: TripCursor(after: trips[1]), limit: 2),
      ])
  }

  @Test func aPageThatFails_endsTheSequence_afterTheTripsReadBefore() async throws {
    let trips = (1...3).map {
      Trip(id: Fixtures.tripID($0), draft: Fixtures.draft(departing: "2015-10-09T1\($0):00:00Z"))
    }
    let faults = StoreFaults()
    let repository = TripRepositorySpy(trips: trips, faults: faults)
    faults.fail(.page, occurrence: 2)
    var iterator = repository.allTrips(pageSize: 2).makeAsyncIterator()

    let first = try await iterator.next()
    let second = try await iterator.next()
    await #expect(throws: StoreFaults.diskFailure) { try await iterator.next() }
    let afterTheFailure = try await iterator.next()

    #expect([first, second] == Array(trips[..<2]))
    #expect(afterTheFailure == nil)
    #expect(
      repository.receivedMessages == [
        .page(after: nil, limit: 2), .page(after: TripCursor(after: trips[1]), limit: 2),
      ])
  }
}
