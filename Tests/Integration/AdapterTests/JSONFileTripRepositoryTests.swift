import Domain
import Foundation
import InMemoryStore
import IntegrationTestSupport
import JSONFileStore
import LessonTestSupport
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

  /// A file from before stores had an identity is given one when first asked, so its trips
  /// have a store to be named by and can be moved; its trips stay as they were.
  @Test func aFileWithoutIdentity_isGivenOneWhenAsked_andKeepsIt() async throws {
    let directory = TemporaryDirectory()
    let path = directory.file("trips.json")
    let text = #"""
      {"format":"trips","version":1,"lastAssignedID":1,"trips":[{"id":1,
      "departure":"2015-10-09T13:09:53Z","arrival":"2015-10-09T13:26:33Z",
      "actualDeparture":"2015-10-09T13:14:53Z"}]}
      """#
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    let store = JSONFileTripRepository(path: path)

    let given = try #require(try await store.identity())

    #expect(try await store.identity() == given)
    let reopened = JSONFileTripRepository(path: path)
    #expect(try await reopened.identity() == given)
    #expect(try await reopened.trips(after: nil, limit: 10) == [Fixtures.lateTrip(id: 1)])
    let target = InMemoryTripRepository()
    #expect(try await target.takeIn(tripsOf: reopened) == 1)
    #expect(await target.identity() == given)
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
