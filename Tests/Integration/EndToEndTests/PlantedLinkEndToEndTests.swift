import Foundation
import LessonTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Another user of a shared folder plants symbolic links where Trips might create files beside
/// a store — at the temporary names an earlier Trips used (`.<name>.<pid>.tmp`) for the next
/// few hundred process ids, and at SQLite's log files — and points them at a file of the
/// victim's. The built binary changes no file but the store, or fails with 74 naming the link.
@Suite struct PlantedLinkEndToEndTests {
  private static let victimBytes = Data("the victim's own file\n".utf8)

  private func plantVictim(in trips: TripsProcess) throws -> String {
    let victim = trips.home.file("victim.txt")
    try Self.victimBytes.write(to: URL(fileURLWithPath: victim))
    chmod(victim, 0o640)
    return victim
  }

  private func expectUntouched(_ victim: String) throws {
    #expect(try Data(contentsOf: URL(fileURLWithPath: victim)) == Self.victimBytes)
    let mode = try FileManager.default.attributesOfItem(atPath: victim)[.posixPermissions]
    #expect(mode as? Int == 0o640)
  }

  @Test(arguments: ["trips.json", "trips.sqlite"])
  func linksAtGuessableTemporaryNames_changeNothingButTheStore(name: String) throws {
    var trips = TripsProcess()
    let store = trips.home.file(name)
    trips.environment["TRIPS_STORE"] = store
    let victim = try plantVictim(in: trips)
    let pid = Int(getpid())
    for candidate in pid..<pid + 400 {
      for suffix in ["tmp", "creating"] {
        symlink(victim, trips.home.file(".\(name).\(candidate).\(suffix)"))
      }
    }

    let demo = try trips.run("demo")
    let add = try trips.run("add", "--departure", "2035-10-09 8:15", "--arrival", "9:02")

    #expect(demo.status == 0)
    #expect(add.status == 0)
    try expectUntouched(victim)
    #expect(try trips.run("list", "--all").output.split(separator: "\n").count == 2)
  }

  @Test func aLinkAtTheJSONLockFile_exits74_namingTheLink() throws {
    var trips = TripsProcess()
    let store = trips.home.file("trips.json")
    trips.environment["TRIPS_STORE"] = store
    let victim = try plantVictim(in: trips)
    symlink(victim, store + ".lock")

    let run = try trips.run("demo")

    #expect(run.status == 74)
    #expect(
      run.error.hasPrefix(
        "error: \(store).lock cannot be written (a symbolic link is there, and Trips never"
          + " follows one)."))
    try expectUntouched(victim)
    #expect(!FileManager.default.fileExists(atPath: store))
  }

  @Test(arguments: ["-wal", "-shm", "-journal"])
  func aLinkAtAnSQLiteLogFile_exits74_namingTheLink(suffix: String) throws {
    var trips = TripsProcess()
    let store = trips.home.file("trips.sqlite")
    trips.environment["TRIPS_STORE"] = store
    try #require(try trips.run("demo").status == 0)
    let victim = try plantVictim(in: trips)
    unlink(store + suffix)
    symlink(victim, store + suffix)

    let run = try trips.run("depart", "1", "--delay", "3")

    #expect(run.status == 74)
    #expect(run.error.hasPrefix("error: \(store + suffix) cannot be written (a symbolic link"))
    try expectUntouched(victim)
  }
}
