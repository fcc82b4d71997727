import Domain
import Foundation
import InMemoryStore
import LessonTestSupport
import RunLog
import Testing

/// ``LoggingTripStore``: each call reaches the store once and answers as the store does,
/// with one line per call, one per list at info, and the failure's kind alone.
@Suite struct LoggingTripStoreTests {
  @Test func aFoundTrip_isOneLine_withItsRowAndItsTime() async throws {
    let spy = LogLinesSpy()
    let store = TripStoreSpy(trips: [Fixtures.lateTrip()])
    let logged = LoggingTripStore(store, log: predictableLog(spy))

    let found = try await logged.trip(withID: Fixtures.tripID(1))

    #expect(found == Fixtures.lateTrip())
    #expect(store.receivedMessages == [.find(Fixtures.tripID(1))])
    #expect(spy.lines == [line("info", "store", #","call":"trip","ms":1.000,"rows":1"#)])
  }

  @Test func aFailedCall_isAWarning_withTheKindOfItsFailure_andNotItsDetail() async {
    let spy = LogLinesSpy()
    let faults = StoreFaults()
    faults.failAll()
    let logged = LoggingTripStore(TripStoreSpy(faults: faults), log: predictableLog(spy))

    await #expect(throws: StoreFaults.diskFailure) {
      try await logged.trip(withID: Fixtures.tripID(1))
    }

    #expect(
      spy.lines == [line("warning", "store", #","call":"trip","ms":1.000,"failure":"unreadable""#)])
  }

  @Test func aList_atInfo_isOneLine_withItsPagesRowsAndTime() async throws {
    let spy = LogLinesSpy()
    let trips = (1...5).map { Fixtures.lateTrip(id: $0) }
    let store = TripStoreSpy(trips: trips)
    let logged = LoggingTripStore(store, log: predictableLog(spy))

    var read: [Trip] = []
    for try await trip in logged.allTrips(pageSize: 2) { read.append(trip) }

    #expect(read.count == 5)
    #expect(store.receivedMessages.count == 3)
    #expect(
      spy.lines == [line("info", "list", #","call":"trips","pages":3,"rows":5,"ms":3.000"#)])
    #expect(logged.timeInStore == .milliseconds(3))
  }

  @Test func aList_atDebug_addsALineForEachPage() async throws {
    let spy = LogLinesSpy()
    let store = TripStoreSpy(trips: (1...3).map { Fixtures.lateTrip(id: $0) })
    let logged = LoggingTripStore(store, log: predictableLog(spy, level: .debug))

    for try await _ in logged.allTrips(pageSize: 2) {}

    #expect(
      spy.lines == [
        line("debug", "store", #","call":"trips","ms":1.000,"rows":2"#),
        line("debug", "store", #","call":"trips","ms":1.000,"rows":1"#),
        line("info", "list", #","call":"trips","pages":2,"rows":3,"ms":2.000"#),
      ])
  }

  @Test func aListLeftBeforeItsLastPage_isWritten_whenFinished() async throws {
    let spy = LogLinesSpy()
    let store = TripStoreSpy(trips: (1...3).map { Fixtures.lateTrip(id: $0) })
    let logged = LoggingTripStore(store, log: predictableLog(spy))

    _ = try await logged.trips(after: nil, limit: 2)
    #expect(spy.lines == [])
    logged.finishList()
    logged.finishList()

    #expect(
      spy.lines == [line("info", "list", #","call":"trips","pages":1,"rows":2,"ms":1.000"#)])
  }

  @Test func aListThatFails_isOneWarning_withTheFailure() async {
    let spy = LogLinesSpy()
    let faults = StoreFaults()
    faults.fail(.page, occurrence: 2, with: TripStoreError(location: "db", problem: .unreachable))
    let store = TripStoreSpy(trips: (1...3).map { Fixtures.lateTrip(id: $0) }, faults: faults)
    let logged = LoggingTripStore(store, log: predictableLog(spy))

    await #expect(throws: TripStoreError.self) {
      for try await _ in logged.allTrips(pageSize: 2) {}
    }

    #expect(
      spy.lines == [
        line("warning", "store", #","call":"trips","ms":1.000,"failure":"unreachable""#),
        line(
          "warning", "list",
          #","call":"trips","pages":1,"rows":2,"ms":1.000,"failure":"unreachable""#),
      ])
  }

  @Test func changes_areALineEach_andReachTheStoreOnce() async throws {
    let spy = LogLinesSpy()
    let store = TripStoreSpy()
    let logged = LoggingTripStore(store, log: predictableLog(spy))

    let added = try await logged.add(Fixtures.lateDraft())
    let onTime = added.departing(at: added.departure)
    try await logged.change(added, to: onTime)
    await #expect(
      throws: TripRepositoryError.changedElsewhere([
        TripConflict(id: added.id, fields: [.recordedDeparture])
      ])
    ) {
      try await logged.remove(added)
    }

    #expect(
      store.receivedMessages == [
        .add(Fixtures.lateDraft()), .change(added, to: onTime), .remove(added),
      ])
    #expect(
      spy.lines == [
        line("info", "store", #","call":"apply","ms":1.000,"rows":1"#),
        line("info", "store", #","call":"apply","ms":1.000,"rows":1"#),
        line("warning", "store", #","call":"apply","ms":1.000,"failure":"changed_elsewhere""#),
      ])
  }

  @Test func theChangeToken_isAPoll_toldOnlyAtDebug() async throws {
    let spy = LogLinesSpy()
    let debugSpy = LogLinesSpy()
    let store = TripStoreSpy()

    _ = try await LoggingTripStore(store, log: predictableLog(spy)).changeToken()
    _ = try await LoggingTripStore(store, log: predictableLog(debugSpy, level: .debug))
      .changeToken()

    #expect(store.receivedMessages == [.changeToken, .changeToken])
    #expect(spy.lines == [])
    #expect(debugSpy.lines == [line("debug", "store", #","call":"change_token","ms":1.000"#)])
  }

  @Test func aMove_countsTheTripsTakenIn() async throws {
    let spy = LogLinesSpy()
    let source = InMemoryTripRepository()
    _ = try await source.add(Fixtures.lateDraft())
    let logged = LoggingTripStore(TripStoreSpy(), log: predictableLog(spy))

    #expect(try await logged.takeIn(tripsOf: source) == 1)
    _ = try await logged.highestAssignedID()
    _ = try await logged.identity()

    #expect(
      spy.lines == [
        line("info", "store", #","call":"take_in","ms":1.000,"rows":1"#),
        line("info", "store", #","call":"highest_assigned_id","ms":1.000"#),
        line("info", "store", #","call":"identity","ms":1.000"#),
      ])
  }

  @MainActor
  @Test func theDecorator_freesTheStoreItWraps() async {
    let spy = LogLinesSpy()
    let freed = await isFreed(
      { TripStoreSpy(trips: [Fixtures.lateTrip()]) },
      after: { store in
        let logged = LoggingTripStore(store, log: predictableLog(spy))
        _ = try? await logged.trip(withID: Fixtures.tripID(1))
      })

    #expect(freed)
  }
}
