import Domain
import Foundation
import IntegrationTestSupport
import JSONFileStore
import LessonTestSupport
import Testing

/// JSON files whose content is not a Trips store, each named precisely.
@Suite struct JSONContentTests {
  @Test(
    arguments: [
      (
        #"{"format":"notes","version":1,"lastAssignedID":0,"trips":[]}"#,
        TripStoreError.Problem.notAStore(#"its "format" is "notes", not "trips""#)
      ),
      (
        #"{"format":"trips","version":5,"trips":"later"}"#,
        .newerVersion(found: 5, supported: 3)
      ),
      (
        #"{"format":"trips","version":1,"lastAssignedID":"one","trips":[]}"#,
        .notAStore("unexpected value at .lastAssignedID")
      ),
      (
        #"{"format":"trips","version":1,"lastAssignedID":1,"trips":[{"id":5,"departure":"2015-10-09T13:09:53Z","arrival":"2015-10-09T13:26:33Z","actualDeparture":"2015-10-09T13:09:53Z"}]}"#,
        .notAStore("trip id 5 is not between 1 and lastAssignedID")
      ),
      (
        #"{"format":"trips","version":1,"lastAssignedID":1,"trips":[{"id":1,"departure":"yesterday","arrival":"2015-10-09T13:26:33Z","actualDeparture":"2015-10-09T13:09:53Z"}]}"#,
        .notAStore(#""yesterday" is not an ISO 8601 instant at .trips[0].departure"#)
      ),
      (
        #"{"format":"trips","version":3,"lastAssignedID":1,"trips":[{"id":1,"departure":"2015-10-09T13:09:53Z","arrival":"2015-10-09T13:26:33Z","actualDeparture":null,"revision":0}]}"#,
        .notAStore("trip 1 has revision 0")
      ),
      (
        #"{"format":"trips","version":3,"identity":"../../etc","lastAssignedID":0,"trips":[]}"#,
        .notAStore(#"its "identity" is not 32 hexadecimal digits"#)
      ),
      (#"[1, 2, 3]"#, .notAStore("unexpected value")),
    ] as [(String, TripStoreError.Problem)])
  func content_isRefusedWithWhatIsWrong(text: String, problem: TripStoreError.Problem)
    async throws
  {
    let directory = TemporaryDirectory()
    let path = directory.file("trips.json")
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))

    await #expect(throws: TripStoreError(location: path, problem: problem)) {
      _ = try await JSONFileTripRepository(path: path).trips(after: nil, limit: 1)
    }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
  }
}
