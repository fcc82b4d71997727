import Foundation
import IntegrationTestSupport
import Testing

/// Changes kept offline are intents merged field by field on a server of the test's own:
/// each test is a case where sending whole trips lost someone's edit, and checks what the
/// commands print and the server's row, field by field (decision 23).
@Suite(.serialized, .enabled(if: PostgreSQLTestServer.running != nil))
struct FieldMergeEndToEndTests {
  /// A server with the demo's trip 1 (15:09 to 15:26, left 5 minutes late), named Delft to
  /// Leiden, read by both computers before the server stops.
  private struct Session {
    let server: PostgreSQLTestServer
    let database: String
    let ann: TripsProcess
    let bob: TripsProcess

    init() throws {
      server = try PostgreSQLTestServer.startNew()
      database = try server.newDatabase()
      let address = server.address(of: database)
      ann = TripsProcess(environment: ["TRIPS_STORE": address])
      bob = TripsProcess(environment: ["TRIPS_STORE": address])
      try ann.run("demo")
      try ann.run("edit", "1", "--from", "Delft", "--to", "Leiden")
      try ann.run("list", "--all")
      try bob.run("list", "--all")
      try server.stop()
    }

    /// Trip 1's origin, destination, delay in minutes and revision on the server.
    func row() throws -> String {
      try server.value(
        of: "SELECT concat_ws('|', origin, destination,"
          + " (coalesce(actual_departure, departure) - departure) / 60, revision)"
          + " FROM trips WHERE id = 1", in: database)
    }
  }

  private static let kept =
    "offline: The change is kept on this computer and will be sent when postgresql:///"

  @Test func twoPeopleEditOtherFields_bothEditsStay() throws {
    let session = try Session()
    defer { session.server.remove() }
    let annEdit = try session.ann.run("edit", "1", "--to", "AA")
    let bobEdit = try session.bob.run("edit", "1", "--from", "BB")
    let bobDepart = try session.bob.run("depart", "1", "--delay", "24")
    try session.server.restart()

    let annSync = try session.ann.run("sync")
    let bobSync = try session.bob.run("sync")

    #expect([annEdit.status, bobEdit.status, bobDepart.status] == [0, 0, 0])
    #expect(bobDepart.error.contains(Self.kept))
    #expect(annSync.output == "1 change made on this computer was sent.\n")
    #expect(bobSync.status == 0)
    #expect(bobSync.output == "2 changes made on this computer were sent.\n")
    #expect(bobSync.error == "")
    // Ann's destination, Bob's origin and Bob's delay: three changes on the demo's revision 2.
    #expect(try session.row() == "BB|AA|24|5")
  }

  @Test func keepTheirs_dropsOnlyTheConflictingEdit_andTheDepartureBehindItApplies() throws {
    let session = try Session()
    defer { session.server.remove() }
    try session.ann.run("edit", "1", "--to", "AA")
    try session.bob.run("edit", "1", "--to", "BB")
    try session.bob.run("depart", "1", "--delay", "24")
    try session.server.restart()
    try session.ann.run("sync")

    let bobSync = try session.bob.run("sync")
    let pending = try session.bob.run("pending")
    let resolved = try session.bob.run("resolve", "1", "--keep", "theirs")
    let after = try session.bob.run("sync")

    #expect(bobSync.status == 1)
    #expect(
      bobSync.error
        == "error: Trip 1: your change conflicts with the server's and was not applied. It is kept.\n"
        + "hint: See both with 'trips pending', then choose with 'trips resolve'.\n")
    #expect(pending.output.contains("Changed on both sides: destination.\n"))
    #expect(pending.output.contains("A change to trip 1 waits to be sent.\n"))
    #expect(resolved.status == 0)
    #expect(after.status == 0)
    #expect(after.output == "1 change made on this computer was sent.\n")
    // Ann's destination stays; Bob's departure is applied on top of it.
    #expect(try session.row() == "Delft|AA|24|4")
  }

  @Test func keepMine_setsOnlyTheFieldsTheChangeNamed() throws {
    let session = try Session()
    defer { session.server.remove() }
    try session.ann.run("edit", "1", "--from", "Den Haag", "--to", "AA")
    try session.bob.run("edit", "1", "--to", "BB")
    try session.server.restart()
    try session.ann.run("sync")
    try session.bob.run("sync")

    let resolved = try session.bob.run("resolve", "1", "--keep", "mine")

    #expect(resolved.status == 0)
    #expect(
      resolved.output.hasPrefix(
        "Your change to trip 1 was made again, on top of the server's trip.\n"))
    // Bob's destination over Ann's; Ann's origin, which Bob never named, stays.
    #expect(try session.row() == "Den Haag|BB|5|4")
  }

  @Test func aDepartureMeetsARenameByAnotherProgram_noConflict_andTheRenameStays() throws {
    let session = try Session()
    defer { session.server.remove() }
    try session.bob.run("depart", "1", "--delay", "15")
    try session.server.restart()
    try session.server.execute(
      "UPDATE trips SET origin = 'Den Haag', revision = revision + 1 WHERE id = 1",
      in: session.database)

    let sync = try session.bob.run("sync")

    #expect(sync.status == 0)
    #expect(sync.output == "1 change made on this computer was sent.\n")
    #expect(try session.row() == "Den Haag|Leiden|15|4")
  }

  @Test func aDamagedChangesFile_isReported_leftAsItWas_andSendsNothing() throws {
    let session = try Session()
    defer { session.server.remove() }
    for name in ["Mark1", "Mark2", "Mark3"] {
      try session.bob.run("edit", "1", "--to", name)
    }
    let file = try #require(Self.changesFile(in: session.bob))
    var bytes = try #require(FileManager.default.contents(atPath: file))
    let at = try #require(bytes.firstRange(of: Data("Mark2".utf8)))
    bytes.replaceSubrange(at.lowerBound + 1..<at.lowerBound + 5, with: [0xFF, 0xFE, 0xFD, 0xFC])
    try bytes.write(to: URL(fileURLWithPath: file))
    try session.server.restart()

    let sync = try session.bob.run("sync")
    let depart = try session.bob.run("depart", "1", "--delay", "9")
    let pending = try session.bob.run("pending")

    let damaged =
      "error: \(file) is damaged (a kept change).\n"
      + "hint: The file of changes kept on this computer is left as it is, and nothing is sent"
      + " from it or written into it. Move it aside to keep it, or remove it with"
      + " 'trips copies --remove --discard-changes'.\n"
    #expect(sync.status == 74)
    #expect(sync.error == damaged)
    #expect(depart.status == 74)
    #expect(
      depart.error
        == "offline: The changes made on this computer cannot be read from \(file). The file is"
        + " left as it is, and nothing was sent from it; keep a copy of it before removing"
        + " anything.\n" + damaged)
    #expect(pending.status == 74)
    #expect(FileManager.default.contents(atPath: file) == bytes)
    #expect(try session.row() == "Delft|Leiden|5|2")
  }

  /// The file of changes a computer keeps for the store, once it kept one.
  private static func changesFile(in computer: TripsProcess) -> String? {
    let folder = computer.home.file(".cache/trips")
    let found = FileManager.default.enumerator(atPath: folder)?
      .compactMap { $0 as? String }
      .first { $0.hasSuffix(".changes") }
    return found.map { folder + "/" + $0 }
  }
}
