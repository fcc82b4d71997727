import Domain
import Testing

@testable import PostgreSQLStore

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

  /// A server that does not answer fails within the connect timeout: 5 seconds unless the
  /// address or `PGCONNECT_TIMEOUT` sets one. The environment goes to libpq explicitly, and
  /// the address comes last, so its own settings win.
  @Test(
    arguments: [
      ("postgresql://db.example/trips", [:], "5"),
      ("postgresql://db.example/trips?connect_timeout=2", [:], nil),
      ("postgresql://db.example/trips", ["PGCONNECT_TIMEOUT": "9"], "9"),
    ] as [(String, [String: String], String?)])
  func theConnectTimeout_isFiveSecondsUnlessSet(
    address: String, environment: [String: String], timeout: String?
  ) async {
    let store = PostgreSQLTripRepository(
      address: PostgreSQLAddress(address)!, environment: environment)

    let settings = await store.connectionSettings()

    #expect(settings.first { $0.0 == "connect_timeout" }?.1 == timeout)
    #expect(settings.last?.0 == "dbname")
    #expect(settings.last?.1 == address)
  }

  @Test func theEnvironment_isPassedToLibpq_withThePasswordFileAndTheBusyTimeout() async {
    let store = PostgreSQLTripRepository(
      address: PostgreSQLAddress("postgresql:///trips")!,
      environment: ["PGUSER": "ann", "HOME": "/home/ann", "PGOPTIONS": "-c search_path=team"],
      busyTimeout: .milliseconds(1500))

    let settings = await store.connectionSettings()

    #expect(
      settings.map { "\($0.0)=\($0.1)" } == [
        "user=ann", "passfile=/home/ann/.pgpass", "connect_timeout=5",
        "options=-c search_path=team -c lock_timeout=1500 -c statement_timeout=1500",
        "dbname=postgresql:///trips",
      ])
  }
}
