import Domain
import Foundation
import IntegrationTestSupport
import LessonTestSupport
import Testing

/// Two processes adding 500 trips each at the same time: every trip arrives, under its own
/// identifier, in both file stores and on the PostgreSQL server.
@Suite(.serialized) struct ConcurrentWriterTests {
  private static let tripsPerWriter = 500
  /// The stores two processes can share: the files and the server.
  static let sharedKinds = StoreKind.available.filter {
    [.sqlite, .json, .postgresql].contains($0)
  }

  /// Where two processes find one store of `kind`: a file in `directory`, or a new database.
  private func sharedStore(_ kind: StoreKind, in directory: TemporaryDirectory) throws -> String {
    switch kind {
    case .json: return directory.file("shared/trips.json")
    case .postgresql:
      let server = try #require(PostgreSQLTestServer.running)
      return server.address(of: try server.newDatabase())
    default: return directory.file("shared/trips.sqlite")
    }
  }

  /// Runs two helper processes with `arguments` at once, and returns their exit statuses.
  private func runTwoHelpers(_ arguments: [String], in directory: TemporaryDirectory) throws
    -> [Int32]
  {
    let helper = BuiltProducts.executable("TripsConcurrencyHelper")
    let writers = try (0..<2).map { _ in
      let process = Process()
      process.executableURL = URL(fileURLWithPath: helper)
      process.arguments = arguments
      process.standardOutput = FileHandle.nullDevice
      // Which lines two racing writers run depends on timing; under `--enable-code-coverage`
      // their profiles go to a file of their own, so the coverage gate reads the same figure
      // on every run.
      process.environment = ProcessInfo.processInfo.environment.merging(
        ["LLVM_PROFILE_FILE": directory.file("writer-%p.profraw")]) { $1 }
      try process.run()
      return process
    }
    for writer in writers { writer.waitUntilExit() }
    return writers.map(\.terminationStatus)
  }

  @Test(arguments: sharedKinds)
  func twoProcesses_addingAtOnce_loseNothing(kind: StoreKind) async throws {
    let directory = TemporaryDirectory()
    let path = try sharedStore(kind, in: directory)

    let statuses = try runTwoHelpers(
      [kind.rawValue, path, String(Self.tripsPerWriter)], in: directory)

    #expect(statuses == [0, 0])
    let store = kind.fileStore(at: path)
    var ids = Set<TripID>()
    var writersSeen = Set<String>()
    for try await trip in store.allTrips() {
      ids.insert(trip.id)
      writersSeen.insert(trip.origin ?? "")
    }
    #expect(ids.count == 2 * Self.tripsPerWriter)
    #expect(ids.map(\.rawValue).max() == Int64(2 * Self.tripsPerWriter))
    #expect(writersSeen.count == 2)
  }

  /// Two processes make the same trip later, minute by minute, each reading it and writing a
  /// change based on what it read: every change counts, none overwrites another. A change
  /// that lost the race is refused as changed elsewhere, and made again from a new read.
  @Test(arguments: sharedKinds)
  func twoProcesses_changingOneTrip_loseNoChange(kind: StoreKind) async throws {
    let directory = TemporaryDirectory()
    let path = try sharedStore(kind, in: directory)
    let added = try await kind.fileStore(at: path).add(Fixtures.onTimeDraft())
    let changesPerWriter = 100

    let statuses = try runTwoHelpers(
      [kind.rawValue, path, String(changesPerWriter), "late"], in: directory)

    #expect(statuses == [0, 0])
    let trip = try #require(try await kind.fileStore(at: path).trip(withID: added.id))
    #expect(trip.delay == Double(2 * changesPerWriter * 60))
    #expect(trip.revision == 1 + 2 * changesPerWriter)
  }
}
