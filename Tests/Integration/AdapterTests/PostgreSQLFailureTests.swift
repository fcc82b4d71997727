import Domain
import Foundation
import IntegrationTestSupport
import LessonTestSupport
import PostgreSQLStore
import Testing

/// Each way a PostgreSQL store can fail, against a real server: its own problem in the port's
/// terms, nothing written, and no password in anything it says.
@Suite(.enabled(if: PostgreSQLTestServer.running != nil))
struct PostgreSQLFailureTests {
  private let server = PostgreSQLTestServer.running!

  private func store(_ address: String, busyTimeout: Duration = .seconds(10))
    -> PostgreSQLTripRepository
  {
    PostgreSQLTripRepository(
      address: PostgreSQLAddress(address)!, environment: [:], busyTimeout: busyTimeout)
  }

  @Test func aServerThatIsNotThere_isUnreachable() async throws {
    let empty = TemporaryDirectory()
    let address = "postgresql:///trips?host=\(empty.path)&user=postgres"

    await #expect(
      throws: TripStoreError(location: address, problem: .unreachable)
    ) {
      try await store(address).trips(after: nil, limit: 5)
    }
  }

  @Test func aWrongPassword_isRefused_andNeverPrinted() async throws {
    let database = try server.newDatabase()
    let address =
      server.address(of: database, user: PostgreSQLTestServer.passwordRole)
      + "&password=wrong-secret"

    do {
      _ = try await store(address).add(Fixtures.onTimeDraft())
      Issue.record("a wrong password was accepted")
    } catch {
      #expect(error.problem == .accessRefused(.credentials))
      #expect(!error.location.contains("wrong-secret"))
      #expect(error.location.hasPrefix("postgresql:///\(database)?host="))
    }
  }

  @Test func theRightPassword_fromThePasswordFile_isAccepted() async throws {
    let database = try server.newDatabase()
    try server.execute("ALTER DATABASE \(database) OWNER TO \(PostgreSQLTestServer.passwordRole)")
    let home = TemporaryDirectory()
    let passwords = home.file("passwords")
    try "*:*:*:\(PostgreSQLTestServer.passwordRole):\(PostgreSQLTestServer.password)\n"
      .write(toFile: passwords, atomically: false, encoding: .utf8)
    chmod(passwords, 0o600)
    let repository = PostgreSQLTripRepository(
      address: PostgreSQLAddress(
        server.address(of: database, user: PostgreSQLTestServer.passwordRole))!,
      environment: ["PGPASSFILE": passwords])

    let added = try await repository.add(Fixtures.onTimeDraft())

    #expect(try await repository.trip(withID: added.id) == added)
  }

  /// A role or a database the server does not have: the server answers, and refuses.
  @Test(arguments: [("postgres", "trips_no_such_role"), ("trips_no_such_database", "postgres")])
  func aMissingRoleOrDatabase_isRefused(database: String, user: String) async throws {
    let address = server.address(of: database, user: user)

    await #expect(throws: TripStoreError(location: address, problem: .accessRefused(.credentials)))
    {
      try await store(address).trips(after: nil, limit: 5)
    }
  }

  @Test func aConnectionAheadThatFailed_isReportedByTheFirstRequest_andTheNextConnectsAgain()
    async throws
  {
    let database = try server.newDatabase() + "_later"
    let address = server.address(of: database)
    let store = store(address)
    await store.connectAhead()
    try server.execute("CREATE DATABASE \(database)")

    await #expect(throws: TripStoreError(location: address, problem: .accessRefused(.credentials)))
    {
      try await store.trip(withID: Fixtures.tripID(1))
    }
    #expect(try await store.trip(withID: Fixtures.tripID(1)) == nil)
  }

  @Test func aMissingPassword_isRefused() async throws {
    let database = try server.newDatabase()
    let address = server.address(of: database, user: PostgreSQLTestServer.passwordRole)

    await #expect(throws: TripStoreError(location: address, problem: .accessRefused(.credentials)))
    {
      try await store(address).trips(after: nil, limit: 5)
    }
  }

  @Test func aMissingPrivilege_isRefused_andNothingIsWritten() async throws {
    let database = try server.newDatabase()
    let owner = store(server.address(of: database))
    _ = try await owner.add(Fixtures.onTimeDraft())
    let address = server.address(of: database, user: PostgreSQLTestServer.readerRole)

    await #expect(throws: TripStoreError(location: address, problem: .accessRefused(.privilege))) {
      try await store(address).trips(after: nil, limit: 5)
    }
    #expect(try await owner.trips(after: nil, limit: 5).count == 1)
  }

  @Test func aNewerStore_isRefused_andLeftAsItIs() async throws {
    let database = try server.newDatabase()
    let address = server.address(of: database)
    _ = try await store(address).add(Fixtures.onTimeDraft())
    try server.execute("UPDATE trips_store SET schema_version = 99", in: database)

    await #expect(
      throws: TripStoreError(location: address, problem: .newerVersion(found: 99, supported: 3))
    ) {
      try await store(address).add(Fixtures.lateDraft())
    }
    try server.execute(
      "DO $$ BEGIN IF (SELECT count(*) FROM trips) <> 1 THEN RAISE 'written'; END IF; END $$",
      in: database)
  }

  @Test func anotherProgramsTripsTable_isNotAStore_andLeftAsItIs() async throws {
    let database = try server.newDatabase()
    let address = server.address(of: database)
    try server.execute("CREATE TABLE trips (name text)", in: database)

    await #expect(
      throws: TripStoreError(
        location: address,
        problem: .notAStore("the database has a trips table that Trips did not make"))
    ) {
      try await store(address).add(Fixtures.onTimeDraft())
    }
    try server.execute("SELECT name FROM trips", in: database)
  }

  @Test func aKilledSession_isUnreachable_andTheNextRequestConnectsAgain() async throws {
    let database = try server.newDatabase()
    let repository = store(server.address(of: database))
    let added = try await repository.add(Fixtures.onTimeDraft())

    try server.execute(
      "SELECT pg_terminate_backend(pid, 5000) FROM pg_stat_activity WHERE datname = '\(database)'")

    await #expect(
      throws: TripStoreError(location: server.address(of: database), problem: .unreachable)
    ) {
      try await repository.trip(withID: added.id)
    }
    #expect(try await repository.trip(withID: added.id) == added)
  }

  @Test func aLockHeldPastTheBusyTimeout_isBusy_andNothingIsWritten() async throws {
    let database = try server.newDatabase()
    let address = server.address(of: database)
    // The store is made with the default timeout: a busy machine may take longer than the
    // short one to create its tables.
    _ = try await store(address).add(Fixtures.onTimeDraft())
    let repository = store(address, busyTimeout: .milliseconds(200))
    let holder = try PostgreSQLSession.start(
      ["BEGIN", "LOCK TABLE trips_store", PostgreSQLSession.ready, "SELECT pg_sleep(600)"],
      in: database, on: server)
    defer { holder.end() }

    await #expect(throws: TripStoreError(location: address, problem: .busy)) {
      try await repository.add(Fixtures.lateDraft())
    }
    holder.end()
    #expect(try await repository.trips(after: nil, limit: 5).count == 1)
  }

  /// Another session holds the store's row and then waits for the trip this change holds: a
  /// deadlock. The server ends this change's transaction, and the store runs it again.
  @Test func aDeadlock_isRetried_andTheChangeIsStoredOnce() async throws {
    let database = try server.newDatabase()
    // The store's sessions look for a deadlock after five seconds of waiting, the other
    // session after a minute: the store's looks first, however busy the machine is.
    try server.execute("ALTER DATABASE \(database) SET deadlock_timeout = '5s'")
    let repository = store(server.address(of: database))
    let added = try await repository.add(Fixtures.onTimeDraft())
    let other = try PostgreSQLSession.start(
      [
        "SET deadlock_timeout = '60s'", "BEGIN", "UPDATE trips_store SET changes = changes",
        PostgreSQLSession.ready, PostgreSQLSession.untilAnotherWaitsForALock,
        "UPDATE trips SET origin = origin WHERE id = \(added.id.rawValue)", "COMMIT",
      ], in: database, on: server)
    defer { other.end() }
    let late = added.departing(at: Fixtures.articleActualDeparture)

    try await repository.replace(late)

    #expect(other.finish() == 0, "the other session's transaction went through")
    #expect(try await repository.trip(withID: added.id) == late.nextRevision)
  }

  @Test func aStoreWithoutItsStoreRow_isDamaged_andNothingIsAdded() async throws {
    let database = try server.newDatabase()
    let address = server.address(of: database)
    _ = try await store(address).add(Fixtures.onTimeDraft())
    try server.execute("DELETE FROM trips_store", in: database)

    await #expect(
      throws: TripStoreError(
        location: address, problem: .damaged("the store's own row is missing"))
    ) {
      try await store(address).add(Fixtures.lateDraft())
    }
    try server.execute(
      "DO $$ BEGIN IF (SELECT count(*) FROM trips) <> 1 THEN RAISE 'written'; END IF; END $$",
      in: database)
  }

  /// A row that another program wrote against the rules is reported as damage, not shown.
  @Test func aRowThatBreaksTheRules_isDamage() async throws {
    let database = try server.newDatabase()
    let address = server.address(of: database)
    _ = try await store(address).add(Fixtures.onTimeDraft())
    try server.execute(
      """
      ALTER TABLE trips DROP CONSTRAINT trips_check;
      ALTER TABLE trips DROP CONSTRAINT trips_revision_check;
      INSERT INTO trips (id, departure, arrival) VALUES (2, 2000, 1000);
      INSERT INTO trips (id, departure, arrival, revision) VALUES (3, 1000, 2000, 0);
      """, in: database)

    await #expect(
      throws: TripStoreError(
        location: address, problem: .damaged("trip 2 arrives before it departs"))
    ) {
      try await store(address).trip(withID: Fixtures.tripID(2))
    }
    await #expect(
      throws: TripStoreError(
        location: address, problem: .damaged("a trip row has unexpected values"))
    ) {
      try await store(address).trip(withID: Fixtures.tripID(3))
    }
  }

  @Test func aChange_toAServerThatIsNotThere_isUnreachable() async throws {
    let empty = TemporaryDirectory()
    let address = "postgresql:///trips?host=\(empty.path)&user=postgres"

    await #expect(
      throws: TripRepositoryError.store(TripStoreError(location: address, problem: .unreachable))
    ) {
      try await store(address).replace(Fixtures.lateTrip(id: 1))
    }
  }

  /// A rule of the database checked only at commit (here a deferred trigger another program
  /// added) refuses the change there: it is reported, and nothing of it is stored.
  @Test func aChangeRefusedAtCommit_isReported_andNothingIsStored() async throws {
    let database = try server.newDatabase()
    let address = server.address(of: database)
    let repository = store(address)
    _ = try await repository.add(Fixtures.onTimeDraft())
    try server.execute(
      """
      CREATE FUNCTION refuse() RETURNS trigger LANGUAGE plpgsql AS
        $$ BEGIN RAISE EXCEPTION 'refused at commit'; END $$;
      CREATE CONSTRAINT TRIGGER refuse_at_commit AFTER INSERT ON trips
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION refuse();
      """, in: database)

    do {
      _ = try await repository.add(Fixtures.lateDraft())
      Issue.record("the server's refusal was not reported")
    } catch {
      guard case .failed(let detail) = error.problem else {
        Issue.record("\(error)")
        return
      }
      #expect(detail.contains("refused at commit"))
    }
    #expect(try await repository.trips(after: nil, limit: 5).count == 1)
  }

  /// An address libpq cannot read is named by its scheme alone, since a password in it may sit
  /// where no password is looked for.
  @Test func anAddressLibpqCannotRead_isNamedByItsSchemeAlone() async throws {
    let address = "postgresql://ann:s3cret@db.example/trips?no_such_setting=1"

    await #expect(
      throws: TripStoreError(
        location: "postgresql://…", problem: .failed("the address is not one libpq can read"))
    ) {
      try await store(address).trips(after: nil, limit: 5)
    }
  }

  /// A database dropped and made again under the same name is a new store.
  @Test func aDatabaseMadeAgain_isANewStore() async throws {
    let database = try server.newDatabase()
    let address = server.address(of: database)
    _ = try await store(address).add(Fixtures.onTimeDraft())
    let first = try await store(address).identity()

    try server.execute("DROP DATABASE \(database) WITH (FORCE)")
    try server.execute("CREATE DATABASE \(database)")
    let again = store(address)
    _ = try await again.add(Fixtures.onTimeDraft())

    #expect(first != nil)
    #expect(try await again.identity() != first)
  }
}
