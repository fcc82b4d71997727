import Domain
import Foundation
import IntegrationTestSupport
import LessonTestSupport
import Testing

@testable import JSONFileStore
@testable import StoreFiles

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A folder others can write to: a link planted where a store creates a file never turns the
/// write against the link's target, and the failure names the link. A store whose lock another
/// program holds too long is busy.
@Suite struct PlantedLinkTests {
  /// A file the attacker wants overwritten, and its bytes and mode before the attempt.
  private struct Target {
    let path: String
    let bytes = Data("the victim's own file\n".utf8)

    init(in directory: TemporaryDirectory) throws {
      path = directory.file("victim.txt")
      try bytes.write(to: URL(fileURLWithPath: path))
      chmod(path, 0o600)
    }

    func expectUntouched() throws {
      #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
      let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions]
      #expect(mode as? Int == 0o600)
    }
  }

  @Test func aLinkAtTheTemporaryName_failsTheChange_namingTheLink() async throws {
    let directory = TemporaryDirectory()
    let target = try Target(in: directory)
    let path = directory.file("trips.json")
    let temporary = directory.file(".trips.json.planted.tmp")
    let store = JSONFileTripRepository(
      path: path, busyTimeout: .seconds(1), temporaryPath: { temporary })
    _ = try await store.add(Fixtures.lateDraft())
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    try #require(symlink(target.path, temporary) == 0)

    await #expect(
      throws: TripStoreError(
        location: temporary,
        problem: .unwritable("a symbolic link is there, and Trips never follows one"))
    ) {
      try await store.add(Fixtures.onTimeDraft())
    }
    try target.expectUntouched()
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
  }

  @Test func aLinkAtTheLockFile_failsTheChange_namingTheLink() async throws {
    let directory = TemporaryDirectory()
    let target = try Target(in: directory)
    let path = directory.file("trips.json")
    try #require(symlink(target.path, path + ".lock") == 0)
    let store = JSONFileTripRepository(path: path)

    await #expect(
      throws: TripStoreError(
        location: path + ".lock",
        problem: .unwritable("a symbolic link is there, and Trips never follows one"))
    ) {
      try await store.add(Fixtures.onTimeDraft())
    }
    try target.expectUntouched()
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test func temporaryNames_cannotBeGuessed() {
    let store = StoreFile(path: "/shared/trips.json")

    let names = Set((0..<50).map { _ in store.temporarySibling(suffix: ".tmp") })

    #expect(names.count == 50)
    #expect(names.allSatisfy { $0.hasPrefix("/shared/.trips.json.") && $0.count == 40 })
  }

  @Test func aLockHeldLongerThanTheTimeout_isBusy_andNothingIsWritten() async throws {
    let directory = TemporaryDirectory()
    let path = directory.file("trips.json")
    _ = try await JSONFileTripRepository(path: path).add(Fixtures.onTimeDraft())
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    let holder = open(path + ".lock", O_RDWR | O_CLOEXEC)
    try #require(holder >= 0 && flock(holder, LOCK_EX) == 0)
    defer { close(holder) }
    let store = JSONFileTripRepository(path: path, busyTimeout: .milliseconds(30))

    await #expect(throws: TripStoreError(location: path, problem: .busy)) {
      try await store.add(Fixtures.onTimeDraft())
    }
    await #expect(throws: TripStoreError(location: path, problem: .busy)) {
      try await store.trip(withID: Fixtures.tripID(1))
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
  }
}
