import Domain
import Testing

@testable import Persistence

/// How the PostgreSQL store turns the server's SQLSTATEs and libpq's connection state into
/// the port's problems: the table itself, with no server needed. The failure suites show each
/// row against a real server where one can be provoked.
@Suite struct PostgreSQLErrorTests {
  private static let address = "postgresql://ann:s3cret@db.example/trips"

  private let store = PostgreSQLTripRepository(
    address: PostgreSQLAddress(PostgreSQLErrorTests.address)!, environment: [:])

  @Test(
    arguments: [
      ("40001", false, TripStoreError.Problem.busy),
      ("40P01", false, .busy),
      ("55P03", false, .busy),
      ("57014", false, .busy),
      ("08006", false, .unreachable),
      ("57P01", false, .unreachable),
      ("57P03", false, .unreachable),
      ("XX000", true, .unreachable),
      ("28P01", false, .accessRefused(.credentials)),
      ("28000", false, .accessRefused(.credentials)),
      ("42501", false, .accessRefused(.privilege)),
      ("53100", false, .unwritable("the server said so")),
      ("XX000", false, .failed("the server said so")),
    ] as [(String, Bool, TripStoreError.Problem)])
  func aFailure_becomesItsProblem(state: String, broken: Bool, problem: TripStoreError.Problem)
    async
  {
    let failure = PostgreSQLConnection.Failure(
      sqlState: state, connectionBroken: broken, message: "the server said so")

    let error = await store.storeError(failure)

    #expect(
      error == TripStoreError(location: "postgresql://ann@db.example/trips", problem: problem))
  }

  @Test func libpqThatCannotBeLoaded_isAFailure_sayingWhy() async throws {
    let store = PostgreSQLTripRepository(
      address: PostgreSQLAddress(Self.address)!, environment: [:], busyTimeout: .seconds(1),
      libraryNames: ["libtrips-not-there.so.0"])

    do {
      _ = try await store.trips(after: nil, limit: 1)
      Issue.record("a store without libpq answered")
    } catch {
      guard case .failed(let reason) = error.problem else {
        Issue.record("\(error)")
        return
      }
      #expect(reason.hasPrefix("libpq, PostgreSQL's client library, could not be loaded: "))
      #expect(reason.contains("libtrips-not-there.so.0"))
    }
  }
}
