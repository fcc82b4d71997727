import Domain
import Foundation
import InMemoryStore
import IntegrationTestSupport
import LessonTestSupport
import PostgreSQLStore
import StoreCapabilities
import Testing

/// A move into a PostgreSQL store that fails: a server that is not there, and a store whose
/// own row another session holds.
@Suite(.enabled(if: PostgreSQLTestServer.running != nil))
struct PostgreSQLMoveFailureTests {
  private let server = PostgreSQLTestServer.running!
  private let source = InMemoryTripRepository(trips: [Fixtures.onTimeTrip(id: 2)])

  @Test func aServerThatIsNotThere_cannotBeReached() async throws {
    let empty = TemporaryDirectory()
    let target = PostgreSQLTripRepository(
      address: PostgreSQLAddress("postgresql:///trips?host=\(empty.path)")!, environment: [:])

    await #expect {
      try await target.takeIn(tripsOf: source)
    } throws: { error in
      guard case .store(let failure) = error as? TripMoveError else { return false }
      return failure.problem == .unreachable
    }
  }

  @Test func aStoreWhoseRowAnotherSessionHolds_isBusy_andGetsNothing() async throws {
    let database = try server.newDatabase()
    let address = server.address(of: database)
    // A move whose source fails at its first page makes the store's tables, and nothing else.
    // It waits as long as a store does by default: a busy machine may take longer than the
    // short timeout below to create the tables.
    let faults = StoreFaults()
    faults.fail(.page)
    _ = try? await PostgreSQLTripRepository(address: PostgreSQLAddress(address)!, environment: [:])
      .takeIn(tripsOf: FaultyTripRepository(trips: [Fixtures.onTimeTrip(id: 1)], faults: faults))
    let target = PostgreSQLTripRepository(
      address: PostgreSQLAddress(address)!, environment: [:], busyTimeout: .milliseconds(200))
    let holder = try PostgreSQLSession.start(
      [
        "BEGIN", "LOCK TABLE trips_store IN EXCLUSIVE MODE", PostgreSQLSession.ready,
        "SELECT pg_sleep(600)",
      ], in: database, on: server)
    defer { holder.end() }

    await #expect(throws: TripMoveError.store(TripStoreError(location: address, problem: .busy))) {
      try await target.takeIn(tripsOf: source)
    }
    holder.end()
    #expect(try await target.highestAssignedID() == 0)
    #expect(try await target.trips(after: nil, limit: 5).isEmpty)
  }
}
