import Domain
import Foundation
import IntegrationTestSupport
import JSONFileStore
import LessonTestSupport
import SQLiteStore
import Testing

/// Importing many trips at once into each file store.
@Suite struct ImportTests {
  @Test(arguments: StoreKind.files)
  func importTrips_storesThemAll_underConsecutiveIDs(kind: StoreKind) async throws {
    let directory = TemporaryDirectory()
    let path = directory.file(kind == .json ? "trips.json" : "trips.sqlite")
    let drafts = (0..<25).map { Fixtures.draft(departing: "2015-10-09T12:\(10 + $0):00Z") }

    if kind == .json {
      try await JSONFileTripRepository(path: path).importTrips(drafts)
    } else {
      try await SQLiteTripRepository(path: path).importTrips(drafts)
    }

    let store = kind.fileStore(at: path)
    var ids: [Int64] = []
    for try await trip in store.allTrips(pageSize: 10) { ids.append(trip.id.rawValue) }
    #expect(ids == Array(1...25))
  }
}
