import Domain
import Foundation
import LessonTestSupport
import OfflineChanges
import Testing

/// The contract of ``TripStore``: each behaviour once, run against every adapter and
/// every test double, so none of them can drift from the others.
@Suite struct TripRepositoryContractTests {
  private func draft(_ departure: String, origin: String? = nil) -> TripDraft {
    Fixtures.draft(departing: departure, origin: origin)
  }

  private func allTrips(_ repository: any TripStore) async throws -> [Trip] {
    var trips: [Trip] = []
    for try await trip in repository.allTrips(pageSize: 2) { trips.append(trip) }
    return trips
  }

  @Test(arguments: StoreKind.articlesPort)
  func emptyStore_findsNothing(kind: StoreKind) async throws {
    let store = StoreUnderTest(kind)

    #expect(try await store.port.trip(withID: Fixtures.tripID(1)) == nil)
  }

  @Test(arguments: StoreKind.articlesPort)
  func emptyStore_listsNothing(kind: StoreKind) async throws {
    let store = StoreUnderTest(kind)

    #expect(try await store.port.trips(after: nil, limit: 10) == [])
  }

  @Test(arguments: StoreKind.files)
  func emptyStore_createsNoFile_whenOnlyRead(kind: StoreKind) async throws {
    let store = StoreUnderTest(kind)

    _ = try await store.port.trips(after: nil, limit: 10)
    _ = try await store.port.trip(withID: Fixtures.tripID(1))

    #expect(!FileManager.default.fileExists(atPath: store.path))
  }

  @Test(arguments: StoreKind.articlesPort)
  func add_assignsIncreasingPositiveIDs_startingAtOne(kind: StoreKind) async throws {
    let store = StoreUnderTest(kind)

    let first = try await store.port.add(draft("2015-10-09T13:00:00Z"))
    let second = try await store.port.add(draft("2015-10-08T13:00:00Z"))

    #expect(first.id.rawValue == 1)
    #expect(second.id.rawValue == 2)
  }

  @Test(arguments: StoreKind.articlesPort)
  func add_thenFind_returnsEveryFieldAsStored(kind: StoreKind) async throws {
    let store = StoreUnderTest(kind)
    let draft = Fixtures.lateDraft(origin: "Amsterdam", destination: "Rotterdam")

    let added = try await store.port.add(draft)
    let found = try await store.port.trip(withID: added.id)

    #expect(added == Trip(id: added.id, draft: draft))
    #expect(found == added)
  }

  @Test(arguments: StoreKind.articlesPort)
  func aDepartureNotRecorded_andOneRecordedOnTime_stayApart(kind: StoreKind) async throws {
    let store = StoreUnderTest(kind)
    let notRecorded = try await store.port.add(Fixtures.onTimeDraft())
    let onTime = try await store.port.add(Fixtures.onTimeDraft())
    try await store.port.replace(onTime.departing(at: onTime.departure))

    let found = [
      try await store.port.trip(withID: notRecorded.id),
      try await store.port.trip(withID: onTime.id),
    ]

    #expect(found.map { $0?.recordedDeparture } == [nil, Fixtures.articleDeparture])
    #expect(
      try await allTrips(store.port).map(\.recordedDeparture) == [
        nil, Fixtures.articleDeparture,
      ])
  }

  @Test(arguments: StoreKind.articlesPort)
  func namesThatBreakHandBuiltQueries_roundTripUnchanged(kind: StoreKind) async throws {
    let store = StoreUnderTest(kind)
    let names = [
      "O'Brien's \"quoted\" stop", "Delft; DROP TABLE trips; --", "two\nlines\r\n\ttabbed",
      "Zürich HB 🚆🇨🇭", "北京南站", String(repeating: "Long name ", count: 1_000), "\\u0000 \\",
      "",
    ]

    var ids: [TripID] = []
    for name in names {
      ids.append(
        try await store.port.add(
          Fixtures.onTimeDraft(origin: name, destination: name + " ✓")
        ).id)
    }

    for (id, name) in zip(ids, names) {
      let trip = try await store.port.trip(withID: id)
      #expect(trip?.origin == name)
      #expect(trip?.destination == name + " ✓")
    }
  }

  @Test(arguments: StoreKind.articlesPort)
  func page_ordersByDepartureThenByID(kind: StoreKind) async throws {
    let store = StoreUnderTest(kind)
    let late = try await store.port.add(draft("2015-10-09T18:00:00Z"))
    let tieFirst = try await store.port.add(draft("2015-10-09T12:00:00Z"))
    let early = try await store.port.add(draft("2015-10-08T07:00:00Z"))
    let tieSecond = try await store.port.add(draft("2015-10-09T12:00:00Z"))

    let trips = try await store.port.trips(after: nil, limit: 10)

    #expect(trips.map(\.id) == [early.id, tieFirst.id, tieSecond.id, late.id])
  }

  @Test(arguments: StoreKind.articlesPort)
  func page_returnsAtMostTheLimit_andContinuesAfterTheCursor(kind: StoreKind) async throws {
    let store = StoreUnderTest(kind)
    var added: [Trip] = []
    for hour in 10...14 {
      added.append(try await store.port.add(draft("2015-10-09T\(hour):00:00Z")))
    }

    let first = try await store.port.trips(after: nil, limit: 2)
    let second = try await store.port.trips(
      after: TripCursor(after: try #require(first.last)), limit: 2)
    let last = try await store.port.trips(
      after: TripCursor(after: try #require(second.last)), limit: 2)

    #expect(first == Array(added[0..<2]))
    #expect(second == Array(added[2..<4]))
    #expect(last == [added[4]])
  }

  @Test(arguments: StoreKind.articlesPort)
  func pages_acrossTripsThatShareADeparture_visitEveryTripOnce_inOrder(kind: StoreKind)
    async throws
  {
    let store = StoreUnderTest(kind)
    var added: [Trip] = []
    // Two crowded instants, with single trips before, between and after them, added out of
    // order so that identifiers and departures disagree.
    for departure in [
      "12:00", "11:00", "12:00", "13:00", "12:00", "14:00", "12:00", "12:00", "13:00", "13:00",
      "10:00", "13:00", "12:00",
    ] {
      added.append(try await store.port.add(draft("2015-10-09T\(departure):00Z")))
    }

    for pageSize in [1, 2, 3, 5, 13] {
      var read: [Trip] = []
      var cursor: TripCursor?
      while true {
        let page = try await store.port.trips(after: cursor, limit: pageSize)
        #expect(page.count <= pageSize)
        read += page
        guard page.count == pageSize, let last = page.last else { break }
        cursor = TripCursor(after: last)
      }
      #expect(read == added.sorted(by: Trip.departureOrder), "page size \(pageSize)")
    }
  }

  @Test(arguments: StoreKind.articlesPort)
  func upcomingPages_holdExactlyTheTripsArrivingAfterTheInstant_inDepartureOrder(
    kind: StoreKind
  ) async throws {
    let store = StoreUnderTest(kind)
    let now = Fixtures.instant("2015-10-09T12:00:00Z")
    var added: [Trip] = []
    // (departure, minutes): long trips under way, short ones done, several sharing departures,
    // one arriving exactly now (not upcoming), added out of departure order.
    for (departure, minutes) in [
      ("11:30", 20.0), ("08:00", 300), ("12:30", 10), ("11:40", 20), ("11:40", 30), ("12:30", 10),
      ("09:00", 30), ("11:00", 60), ("13:00", 5), ("11:40", 10), ("10:00", 150),
    ] {
      added.append(
        try await store.port.add(
          Fixtures.draft(departing: "2015-10-09T\(departure):00Z", minutes: minutes)))
    }
    let expected = added.filter { $0.arrival > now }.sorted(by: Trip.departureOrder)

    for pageSize in [1, 2, 3, 11] {
      var read: [Trip] = []
      for try await trip in store.port.upcomingTrips(arrivingAfter: now, pageSize: pageSize) {
        read.append(trip)
      }
      #expect(read == expected, "page size \(pageSize)")
    }
    #expect(expected.count == 6)
    let none = try await store.port.trips(
      arrivingAfter: Fixtures.instant("2015-10-10T00:00:00Z"), after: nil, limit: 5)
    #expect(none == [])
  }

  @Test(arguments: StoreKind.articlesPort)
  func allTrips_visitsEveryTripOnce(kind: StoreKind) async throws {
    let store = StoreUnderTest(kind)
    for minute in (0..<7).reversed() {
      _ = try await store.port.add(draft("2015-10-09T12:0\(minute):00Z"))
    }

    let trips = try await allTrips(store.port)

    #expect(trips.count == 7)
    #expect(trips == trips.sorted(by: Trip.departureOrder))
  }

  @Test(arguments: StoreKind.articlesPort)
  func update_replacesTheStoredTrip(kind: StoreKind) async throws {
    let store = StoreUnderTest(kind)
    let trip = try await store.port.add(Fixtures.onTimeDraft(origin: "Amsterdam"))
    let other = try await store.port.add(draft("2015-10-10T08:00:00Z"))

    try await store.port.replace(trip.departing(at: Fixtures.articleActualDeparture))

    let stored = try await store.port.trip(withID: trip.id)
    #expect(stored == trip.departing(at: Fixtures.articleActualDeparture).nextRevision)
    #expect(stored?.revision == 2)
    #expect(try await store.port.trip(withID: other.id) == other)
  }

  /// Two people read the same trip and both change it: the second change, based on the
  /// revision the first one replaced, is refused, and the first one stays.
  @Test(arguments: StoreKind.articlesPort)
  func update_refusesAChangeBasedOnAnOlderRevision(kind: StoreKind) async throws {
    let store = StoreUnderTest(kind)
    let added = try await store.port.add(Fixtures.onTimeDraft())
    let readByOne = try #require(try await store.port.trip(withID: added.id))
    let readByTwo = try #require(try await store.port.trip(withID: added.id))
    let one = readByOne.departing(at: Fixtures.articleActualDeparture)

    try await store.port.replace(one)
    await #expect(
      throws: TripRepositoryError.changedElsewhere([
        TripConflict(id: added.id, fields: [.recordedDeparture])
      ])
    ) {
      try await store.port.replace(
        readByTwo.departing(at: Fixtures.articleDeparture.addingTimeInterval(60)))
    }

    #expect(try await store.port.trip(withID: added.id) == one.nextRevision)
  }

  @Test(arguments: StoreKind.articlesPort)
  func everyChange_raisesTheRevision_fromOneWhenAdded(kind: StoreKind) async throws {
    let store = StoreUnderTest(kind)
    let added = try await store.port.add(Fixtures.onTimeDraft())
    var trip = try #require(try await store.port.trip(withID: added.id))
    #expect(added.revision == 1)
    #expect(trip.revision == 1)

    for minutes in 1...3 {
      try await store.port.replace(
        trip.departing(at: Fixtures.articleDeparture.addingTimeInterval(Double(minutes) * 60)))
      trip = try #require(try await store.port.trip(withID: added.id))
    }

    #expect(trip.revision == 4)
  }

  @Test(arguments: StoreKind.articlesPort)
  func update_keepsTheDepartureOrder_whenTheDepartureChanges(kind: StoreKind) async throws {
    let store = StoreUnderTest(kind)
    let first = try await store.port.add(draft("2015-10-09T08:00:00Z"))
    let second = try await store.port.add(draft("2015-10-09T09:00:00Z"))
    let moved = try Trip(
      id: first.id, departure: Fixtures.instant("2015-10-09T10:00:00Z"),
      arrival: Fixtures.instant("2015-10-09T11:00:00Z"))

    try await store.port.replace(moved)

    #expect(try await allTrips(store.port) == [second, moved.nextRevision])
  }

  @Test(arguments: StoreKind.articlesPort)
  func update_throwsNotFound_forAnUnknownTrip(kind: StoreKind) async throws {
    let store = StoreUnderTest(kind)
    _ = try await store.port.add(Fixtures.onTimeDraft())

    await #expect(throws: TripRepositoryError.notFound(Fixtures.tripID(5))) {
      try await store.port.replace(Fixtures.lateTrip(id: 5))
    }
    #expect(try await store.port.trips(after: nil, limit: 10).count == 1)
  }

  @Test(arguments: StoreKind.articlesPort)
  func remove_deletesOnlyThatTrip(kind: StoreKind) async throws {
    let store = StoreUnderTest(kind)
    let kept = try await store.port.add(draft("2015-10-09T08:00:00Z"))
    let removed = try await store.port.add(draft("2015-10-09T09:00:00Z"))

    try await store.port.remove(removed)

    #expect(try await store.port.trip(withID: removed.id) == nil)
    #expect(try await allTrips(store.port) == [kept])
  }

  @Test(arguments: StoreKind.articlesPort)
  func remove_throwsNotFound_forAnUnknownTrip(kind: StoreKind) async throws {
    let store = StoreUnderTest(kind)

    await #expect(throws: TripRepositoryError.notFound(Fixtures.tripID(3))) {
      try await store.port.remove(Fixtures.onTimeTrip(id: 3))
    }
  }

  /// One person changes a trip while another removes it, both from the same read: the
  /// removal, based on the revision the change replaced, is refused, and the change stays.
  @Test(arguments: StoreKind.articlesPort)
  func remove_refusesARemovalBasedOnAnOlderRevision(kind: StoreKind) async throws {
    let store = StoreUnderTest(kind)
    let added = try await store.port.add(Fixtures.onTimeDraft())
    let changed = added.departing(at: Fixtures.articleActualDeparture)
    try await store.port.replace(changed)

    await #expect(
      throws: TripRepositoryError.changedElsewhere([
        TripConflict(id: added.id, fields: [.recordedDeparture])
      ])
    ) {
      try await store.port.remove(added)
    }

    #expect(try await store.port.trip(withID: added.id) == changed.nextRevision)
  }

  @Test(arguments: StoreKind.articlesPort)
  func remove_takesTheTripAsLastChanged(kind: StoreKind) async throws {
    let store = StoreUnderTest(kind)
    let added = try await store.port.add(Fixtures.onTimeDraft())
    try await store.port.replace(added.departing(at: Fixtures.articleActualDeparture))
    let current = try #require(try await store.port.trip(withID: added.id))

    try await store.port.remove(current)

    #expect(try await store.port.trip(withID: added.id) == nil)
  }

  @Test(arguments: StoreKind.articlesPort)
  func ids_areNeverReused_evenAfterRemovingTheNewestTrip(kind: StoreKind) async throws {
    let store = StoreUnderTest(kind)
    _ = try await store.port.add(draft("2015-10-09T08:00:00Z"))
    let newest = try await store.port.add(draft("2015-10-09T09:00:00Z"))
    try await store.port.remove(newest)

    let next = try await store.port.add(draft("2015-10-09T10:00:00Z"))

    #expect(next.id.rawValue == 3)
  }

  @Test(arguments: StoreKind.files)
  func trips_surviveReopening(kind: StoreKind) async throws {
    let store = StoreUnderTest(kind)
    let first = try await store.port.add(Fixtures.lateDraft(origin: "A", destination: "B"))
    let second = try await store.port.add(draft("2015-10-10T08:00:00Z"))

    let reopened = store.reopened()

    #expect(try await allTrips(reopened) == [first, second])
  }

  @Test(arguments: StoreKind.files)
  func ids_areNeverReused_acrossReopening(kind: StoreKind) async throws {
    let store = StoreUnderTest(kind)
    let removed = try await store.port.add(draft("2015-10-09T08:00:00Z"))
    try await store.port.remove(removed)

    let next = try await store.reopened().add(draft("2015-10-09T09:00:00Z"))

    #expect(next.id.rawValue == 2)
  }

  @Test(arguments: StoreKind.files)
  func changesByAnotherRepository_areSeen(kind: StoreKind) async throws {
    let store = StoreUnderTest(kind)
    _ = try await store.port.trips(after: nil, limit: 1)
    let other = store.reopened()

    let added = try await other.add(Fixtures.lateDraft())

    #expect(try await store.port.trip(withID: added.id) == added)
  }

  // MARK: - Change sets on several trips

  /// A set that changes two trips and adds one: every change applies, in one write, and the
  /// trips come back as the store holds them, in the set's order.
  @Test(arguments: StoreKind.articlesPort)
  func aSetOfSeveralTrips_appliesEveryChange(kind: StoreKind) async throws {
    let store = StoreUnderTest(kind)
    let one = try await store.port.add(Fixtures.onTimeDraft(origin: "Amsterdam"))
    let two = try await store.port.add(Fixtures.lateDraft(origin: "Delft"))
    let late = one.departing(at: Fixtures.articleActualDeparture)
    let onTime = two.departing(at: two.departure)

    let trips = try await store.port.apply(
      TripChangeSet([
        .edit(TripEdit(from: one, to: late)), .edit(TripEdit(from: two, to: onTime)),
        .add(Fixtures.lateDraft(origin: "Gouda"), number: nil),
      ]))

    // Numbered after every trip before it (an offline copy may hand out a number it reserved).
    let number = try #require(trips.last?.id)
    #expect(number.rawValue > two.id.rawValue)
    let added = Trip(id: number, draft: Fixtures.lateDraft(origin: "Gouda"))
    #expect(trips == [late.nextRevision, onTime.nextRevision, added])
    #expect(try await allTrips(store.port) == [late.nextRevision, onTime.nextRevision, added])
  }

  /// A set whose second change conflicts writes nothing, not even its first change, and names
  /// the trip and the field in conflict.
  @Test(arguments: StoreKind.articlesPort)
  func aSetWithOneConflict_writesNothing_andNamesTheTripAndField(kind: StoreKind) async throws {
    let store = StoreUnderTest(kind)
    let one = try await store.port.add(Fixtures.onTimeDraft(origin: "Amsterdam"))
    let two = try await store.port.add(Fixtures.onTimeDraft(origin: "Delft"))
    let theirs = try await store.port.change(
      two, to: two.departing(at: Fixtures.articleActualDeparture))
    let mine = two.departing(at: two.departure.addingTimeInterval(60))

    await #expect(
      throws: TripRepositoryError.changedElsewhere([
        TripConflict(id: two.id, fields: [.recordedDeparture])
      ])
    ) {
      try await store.port.apply(
        TripChangeSet([
          .edit(TripEdit(from: one, to: one.departing(at: Fixtures.articleActualDeparture))),
          .edit(TripEdit(from: two, to: mine)),
          .add(Fixtures.lateDraft(), number: nil),
        ]))
    }

    #expect(try await allTrips(store.port) == [one, theirs])
    let next = try await store.port.add(Fixtures.lateDraft())
    #expect(next.id == Fixtures.tripID(3))
  }

  /// A set that names a trip the store does not have writes nothing and names that trip.
  @Test(arguments: StoreKind.articlesPort)
  func aSetNamingAMissingTrip_writesNothing(kind: StoreKind) async throws {
    let store = StoreUnderTest(kind)
    let one = try await store.port.add(Fixtures.onTimeDraft())

    await #expect(throws: TripRepositoryError.notFound(Fixtures.tripID(5))) {
      try await store.port.apply(
        TripChangeSet([
          .remove(one), .remove(Fixtures.onTimeTrip(id: 5)),
        ]))
    }

    #expect(try await allTrips(store.port) == [one])
  }

  /// An edit of a field nobody else set merges with another person's edit of another field.
  @Test(arguments: StoreKind.articlesPort)
  func editsOfDifferentFields_merge(kind: StoreKind) async throws {
    let store = StoreUnderTest(kind)
    let read = try await store.port.add(Fixtures.onTimeDraft(origin: "Amsterdam"))
    let renamed = try read.replanned(
      departure: read.departure, arrival: read.arrival, origin: "Amsterdam",
      destination: "Rotterdam")
    _ = try await store.port.change(read, to: renamed)

    let stored = try await store.port.change(
      read, to: read.departing(at: Fixtures.articleActualDeparture))

    let expected = Trip(
      id: read.id, draft: Fixtures.lateDraft(origin: "Amsterdam", destination: "Rotterdam"))
    #expect(stored == expected.nextRevision.nextRevision)
    #expect(try await store.port.trip(withID: read.id) == stored)
  }

  /// A trip added and changed in one set is stored as the set leaves it, revision included.
  @Test(arguments: StoreKind.articlesPort)
  func aTripAddedAndChangedInOneSet_isStoredAtItsLastRevision(kind: StoreKind) async throws {
    let store = StoreUnderTest(kind)
    _ = try await store.port.add(Fixtures.onTimeDraft())
    let added = Trip(id: Fixtures.tripID(2), draft: Fixtures.onTimeDraft(origin: "Ede"))

    let trips = try await store.port.apply(
      TripChangeSet([
        .add(Fixtures.onTimeDraft(origin: "Ede"), number: nil),
        .edit(TripEdit(from: added, to: added.departing(at: Fixtures.articleActualDeparture))),
      ]))

    let stored = try #require(trips.last)
    #expect(stored.revision == 2)
    #expect(try await store.port.trip(withID: stored.id) == stored)
  }

  /// An add under a number the store never assigned is refused, so a later add is never given
  /// a number that is taken. (The offline copy adds under numbers the server reserved for it,
  /// a rule of its own, `TripChangeApplying`'s.)
  @Test(arguments: StoreKind.articlesPort.filter { $0 != .cached })
  func anAddUnderANumberNeverAssigned_isRefused(kind: StoreKind) async throws {
    let store = StoreUnderTest(kind)
    let first = try await store.port.add(Fixtures.onTimeDraft())

    await #expect(
      throws: TripRepositoryError.changedElsewhere([
        TripConflict(id: Fixtures.tripID(9), fields: [])
      ])
    ) {
      try await store.port.apply(
        TripChangeSet([.add(Fixtures.lateDraft(), number: Fixtures.tripID(9))]))
    }

    #expect(try await allTrips(store.port) == [first])
    #expect(try await store.port.add(Fixtures.lateDraft()).id == Fixtures.tripID(2))
  }
}
