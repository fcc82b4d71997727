import Domain
import Foundation
import Persistence
import TestSupport
import Testing

/// What only the JSON store does: the exact text of its file and the older files it reads.
@Suite struct JSONFileTripRepositoryTests {
  @Test func file_isPrettyPrinted_withSortedKeys_ISO8601Instants_andDepartureOrder() async throws {
    let directory = TemporaryDirectory()
    let path = directory.file("trips.json")
    let store = JSONFileTripRepository(path: path)
    _ = try await store.add(Fixtures.draft(departing: "2015-10-10T08:00:00+02:00", origin: "Delft"))
    _ = try await store.add(Fixtures.lateDraft(origin: "Amsterdam", destination: "Rotterdam"))

    // The identity is random; the test sees only that one is there, in its place.
    let text = try String(contentsOfFile: path, encoding: .utf8).replacing(
      /"identity" : "[0-9a-f]{32}"/, with: #""identity" : "…""#)

    #expect(
      text == """
        {
          "format" : "trips",
          "identity" : "…",
          "lastAssignedID" : 2,
          "trips" : [
            {
              "actualDeparture" : "2015-10-09T13:14:53Z",
              "arrival" : "2015-10-09T13:26:33Z",
              "departure" : "2015-10-09T13:09:53Z",
              "destination" : "Rotterdam",
              "id" : 2,
              "origin" : "Amsterdam",
              "revision" : 1
            },
            {
              "actualDeparture" : null,
              "arrival" : "2015-10-10T06:30:00Z",
              "departure" : "2015-10-10T06:00:00Z",
              "destination" : null,
              "id" : 1,
              "origin" : "Delft",
              "revision" : 1
            }
          ],
          "version" : 3
        }

        """)
  }

  @Test func versionOneFile_anActualDepartureOnSchedule_isNotRecorded() async throws {
    let directory = TemporaryDirectory()
    let path = directory.file("trips.json")
    let text = """
      {"format":"trips","version":1,"lastAssignedID":3,"trips":[
      {"id":1,"departure":"2015-10-09T13:09:53Z","arrival":"2015-10-09T13:26:33Z",
       "actualDeparture":"2015-10-09T13:14:53Z"},
      {"id":3,"departure":"2015-10-09T13:09:53Z","arrival":"2015-10-09T13:26:33Z",
       "actualDeparture":"2015-10-09T13:09:53Z","origin":null,"destination":"Delft"}]}
      """
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))

    let trips = try await JSONFileTripRepository(path: path).trips(after: nil, limit: 10)

    #expect(trips == [Fixtures.lateTrip(id: 1), Fixtures.onTimeTrip(id: 3, destination: "Delft")])
    #expect(trips.map(\.recordedDeparture) == [Fixtures.articleActualDeparture, nil])
  }

  /// A file from before stores had an identity gets one at its next change, and keeps it.
  @Test func aFileWithoutIdentity_getsOneAtItsNextChange() async throws {
    let directory = TemporaryDirectory()
    let path = directory.file("trips.json")
    try Data(#"{"format":"trips","version":2,"lastAssignedID":0,"trips":[]}"#.utf8)
      .write(to: URL(fileURLWithPath: path))
    let store = JSONFileTripRepository(path: path)
    let before = try await store.identity()

    _ = try await store.add(Fixtures.onTimeDraft())

    #expect(before == nil)
    let after = try #require(try await store.identity())
    #expect(try await JSONFileTripRepository(path: path).identity() == after)
  }

  @Test func readsInstantsWithAnyOffset() async throws {
    let directory = TemporaryDirectory()
    let path = directory.file("trips.json")
    let text = #"""
      {"format":"trips","version":1,"lastAssignedID":1,"trips":[{"id":1,
      "departure":"2015-10-09T15:09:53+02:00","arrival":"2015-10-09T09:26:33-04:00",
      "actualDeparture":"2015-10-09T13:14:53.000Z"}]}
      """#
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))

    let trip = try await JSONFileTripRepository(path: path).trip(withID: Fixtures.tripID(1))

    #expect(trip == Fixtures.lateTrip(id: 1))
  }
}
