import Domain
import Foundation
import IntegrationTestSupport
import LessonTestSupport
import Testing

@testable import SQLiteStore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// SQLite never opens its log files through a link; the failure names the link.
@Suite struct PlantedSQLiteLogLinkTests {
  @Test(arguments: ["-wal", "-shm"])
  func aLinkAtALogFile_failsTheRequest_namingTheLink(suffix: String) async throws {
    let directory = TemporaryDirectory()
    let path = directory.file("trips.sqlite")
    do {
      let store = SQLiteTripRepository(path: path)
      _ = try await store.add(Fixtures.lateDraft())
    }
    let victim = directory.file("victim.txt")
    try Data("victim\n".utf8).write(to: URL(fileURLWithPath: victim))
    unlink(path + suffix)
    try #require(symlink(victim, path + suffix) == 0)
    let store = SQLiteTripRepository(path: path)

    await #expect(
      throws: TripStoreError(
        location: path + suffix,
        problem: .unwritable("a symbolic link is there, and Trips never follows one"))
    ) {
      try await store.add(Fixtures.onTimeDraft())
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: victim)) == Data("victim\n".utf8))
  }
}
