import Domain
import Foundation
import Persistence
import TestSupport
import Testing

/// Two processes adding 500 trips each at the same time: every trip arrives, under its own
/// identifier, in both file stores and on the PostgreSQL server.
@Suite(.serialized) struct ConcurrentWriterTests {
  private static let tripsPerWriter = 500

  @Test(arguments: StoreKind.available.filter { [.sqlite, .json, .postgresql].contains($0) })
  func twoProcesses_addingAtOnce_loseNothing(kind: StoreKind) async throws {
    let directory = TemporaryDirectory()
    let path =
      switch kind {
      case .json: directory.file("shared/trips.json")
      case .postgresql:
        try #require(PostgreSQLTestServer.running).address(
          of: try #require(PostgreSQLTestServer.running).newDatabase())
      default: directory.file("shared/trips.sqlite")
      }
    let helper = BuiltProducts.executable("TripsConcurrencyHelper")

    let writers = try (0..<2).map { _ in
      let process = Process()
      process.executableURL = URL(fileURLWithPath: helper)
      process.arguments = [kind.rawValue, path, String(Self.tripsPerWriter)]
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

    #expect(writers.map(\.terminationStatus) == [0, 0])
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
  @Test(arguments: StoreKind.available.filter { [.sqlite, .json, .postgresql].contains($0) })
  func twoProcesses_changingOneTrip_loseNoChange(kind: StoreKind) async throws {
    let directory = TemporaryDirectory()
    let path =
      switch kind {
      case .json: directory.file("shared/trips.json")
      case .postgresql:
        try #require(PostgreSQLTestServer.running).address(
          of: try #require(PostgreSQLTestServer.running).newDatabase())
      default: directory.file("shared/trips.sqlite")
      }
    let store = kind.fileStore(at: path)
    let added = try await store.add(Fixtures.onTimeDraft())
    let changesPerWriter = 100
    let helper = BuiltProducts.executable("TripsConcurrencyHelper")

    let writers = try (0..<2).map { _ in
      let process = Process()
      process.executableURL = URL(fileURLWithPath: helper)
      process.arguments = [kind.rawValue, path, String(changesPerWriter), "late"]
      process.standardOutput = FileHandle.nullDevice
      process.environment = ProcessInfo.processInfo.environment.merging(
        ["LLVM_PROFILE_FILE": directory.file("late-%p.profraw")]) { $1 }
      try process.run()
      return process
    }
    for writer in writers { writer.waitUntilExit() }

    #expect(writers.map(\.terminationStatus) == [0, 0])
    let trip = try #require(try await kind.fileStore(at: path).trip(withID: added.id))
    #expect(trip.delay == Double(2 * changesPerWriter * 60))
    #expect(trip.revision == 1 + 2 * changesPerWriter)
  }
}
