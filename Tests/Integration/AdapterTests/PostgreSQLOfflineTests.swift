import Domain
import Foundation
import InMemoryStore
import IntegrationTestSupport
import LessonTestSupport
import OfflineCopy
import PostgreSQLStore
import Testing

/// The copy in front of the real server when the server goes away in the middle of a list:
/// its backend is ended between two pages.
@Suite(.enabled(if: PostgreSQLTestServer.running != nil))
struct PostgreSQLOfflineTests {
  private let server = PostgreSQLTestServer.running!

  private func decorator(_ address: String, folder: TemporaryDirectory) -> CachingTripRepository {
    CachingTripRepository(
      remote: PostgreSQLTripRepository(address: PostgreSQLAddress(address)!, environment: [:]),
      folder: OfflineCopyFolder(path: folder.file("copies")), address: address,
      freshOnly: false, now: { Date(timeIntervalSince1970: 2_000_000_000) }, notify: { _ in })
  }

  /// Reads every trip page by page, ending the store's backend after the first page.
  private func listEndingTheBackend(
    _ store: CachingTripRepository, database: String
  ) async throws -> [Trip] {
    var trips = try await store.trips(after: nil, limit: 40)
    try server.execute(
      """
      SELECT pg_terminate_backend(pid, 5000) FROM pg_stat_activity
      WHERE datname = '\(database)' AND pid <> pg_backend_pid()
      """)
    while let last = trips.last {
      let page = try await store.trips(after: TripCursor(after: last), limit: 40)
      if page.isEmpty { break }
      trips += page
    }
    return trips
  }

  @Test func aBackendEndedPartWay_finishesTheListFromACompleteCopy() async throws {
    let database = try server.newDatabase()
    let address = server.address(of: database)
    let folder = TemporaryDirectory()
    _ = try await decorator(address, folder: folder).takeIn(
      tripsOf: InMemoryTripRepository(trips: (1...100).map { Fixtures.onTimeTrip(id: $0) }))
    var full: [Trip] = []
    for try await trip in decorator(address, folder: folder).allTrips(pageSize: 40) {
      full.append(trip)
    }

    let listed = try await listEndingTheBackend(
      decorator(address, folder: folder), database: database)

    #expect(listed == full)
    #expect(full.count == 100)
  }

  @Test func aBackendEndedPartWay_stopsTheListWhenTheCopyIsNotComplete() async throws {
    let database = try server.newDatabase()
    let address = server.address(of: database)
    let folder = TemporaryDirectory()
    _ = try await decorator(address, folder: folder).takeIn(
      tripsOf: InMemoryTripRepository(trips: (1...100).map { Fixtures.onTimeTrip(id: $0) }))

    await #expect(throws: TripStoreError(location: address, problem: .unreachable)) {
      try await listEndingTheBackend(decorator(address, folder: folder), database: database)
    }
  }
}
