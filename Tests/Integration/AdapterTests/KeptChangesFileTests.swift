import Domain
import Foundation
import IntegrationTestSupport
import LessonTestSupport
import Testing

@testable import OfflineCopy

/// The file of changes kept on this computer is trusted only when it checks: a damaged record
/// is reported and the file left byte for byte; changes the previous version kept as whole
/// trips are read as replacements; changes a newer version kept are refused.
@Suite struct KeptChangesFileTests {
  private static let trip = Fixtures.onTimeTrip(id: 3, origin: "Delft", destination: "Leiden")
  private static let edit = TripEdit(
    id: trip.id, baseRevision: 1, destination: FieldChange(base: "Leiden", value: "Mark2"))

  /// A file holding one kept edit, and its bytes once every connection closed.
  private func fileWithOneEdit() async throws -> (TemporaryDirectory, String) {
    let folder = TemporaryDirectory()
    let path = folder.file("copy.changes")
    _ = try await SQLitePendingChanges(path: path).keep(.edit(Self.edit))
    return (folder, path)
  }

  /// Reads the file's changes, the way a sync and every change do first, and expects them to
  /// be refused with `problem`, in the kept changes, with the file left as it was; with
  /// `keeping`, a change kept into it is refused too. (The offline copy reads every change
  /// before it keeps one, so no command writes into a damaged file.)
  private func expectRefused(
    _ path: String, _ problem: TripStoreError.Problem, keeping: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    let changes = SQLitePendingChanges(path: path)
    await #expect(
      throws: TripStoreError(location: path, problem: problem, inKeptChanges: true),
      sourceLocation: sourceLocation
    ) { try await changes.summary() }
    if keeping {
      await #expect(
        throws: TripStoreError(location: path, problem: problem, inKeptChanges: true),
        sourceLocation: sourceLocation
      ) { try await changes.keep(.remove(Self.trip)) }
    }
    #expect(
      try Data(contentsOf: URL(fileURLWithPath: path)) == before, sourceLocation: sourceLocation)
  }

  @Test func aByteFlippedInsideAValue_isDamage() async throws {
    let (folder, path) = try await fileWithOneEdit()
    _ = folder
    var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    let at = try #require(bytes.firstRange(of: Data("Mark2".utf8)))
    bytes[at.lowerBound + 1] = UInt8(ascii: "b")
    try bytes.write(to: URL(fileURLWithPath: path))

    try await expectRefused(path, .damaged("a kept change"))
  }

  @Test func bytesThatAreNotUTF8_areDamage() async throws {
    let (folder, path) = try await fileWithOneEdit()
    _ = folder
    var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    let at = try #require(bytes.firstRange(of: Data("Mark2".utf8)))
    bytes.replaceSubrange(at.lowerBound + 1..<at.lowerBound + 5, with: [0xFF, 0xFE, 0xFD, 0xFC])
    try bytes.write(to: URL(fileURLWithPath: path))

    try await expectRefused(path, .damaged("a kept change"))
  }

  @Test func aRenamedKey_isDamage_withOrWithoutAChecksum() async throws {
    let (folder, path) = try await fileWithOneEdit()
    _ = folder
    runSQLite("UPDATE changes_kept SET trip = replace(trip, '\"value\"', '\"valeu\"')", at: path)
    try await expectRefused(path, .damaged("a kept change"))

    runSQLite("UPDATE changes_kept SET checksum = NULL", at: path)
    try await expectRefused(path, .damaged("a kept change"))
  }

  @Test func aTruncatedRecord_isDamage_withOrWithoutAChecksum() async throws {
    let (folder, path) = try await fileWithOneEdit()
    _ = folder
    runSQLite("UPDATE changes_kept SET trip = substr(trip, 1, length(trip) - 12)", at: path)
    try await expectRefused(path, .damaged("a kept change"))

    runSQLite("UPDATE changes_kept SET checksum = NULL", at: path)
    try await expectRefused(path, .damaged("a kept change"))
  }

  @Test func aFieldWithoutItsValue_isDamage_evenWhenTheValueWouldBeNone() async throws {
    let (folder, path) = try await fileWithOneEdit()
    _ = folder
    runSQLite(
      """
      UPDATE changes_kept SET checksum = NULL,
        trip = '{"id":3,"revision":1,"destination":{"base":"Leiden"}}'
      """, at: path)

    try await expectRefused(path, .damaged("a kept change"))
  }

  /// A file stays in the format the version before reads until it keeps a change of several
  /// trips, which that version could not send.
  @Test func aFileTakesTheNewerFormat_onlyWhenItKeepsASet() async throws {
    let (folder, path) = try await fileWithOneEdit()
    _ = folder
    let single = querySQLiteInteger("SELECT version FROM changes_format", at: path)

    let set = TripChangeSet([.edit(Self.edit), .remove(Fixtures.lateTrip(id: 4))])
    let kept = try await SQLitePendingChanges(path: path).keep(set)

    #expect(single == 2)
    #expect(querySQLiteInteger("SELECT version FROM changes_format", at: path) == 3)
    #expect(try await SQLitePendingChanges(path: path).summary().waiting.last == kept)
  }

  @Test func changesANewerVersionKept_areRefused_andLeftAsTheyAre() async throws {
    let (folder, path) = try await fileWithOneEdit()
    _ = folder
    runSQLite("UPDATE changes_format SET version = 4", at: path)

    try await expectRefused(path, .newerVersion(found: 4, supported: 3), keeping: true)
  }

  @Test func changesThePreviousVersionKept_areReadAsReplacements_andKeptBeside() async throws {
    let folder = TemporaryDirectory()
    let path = folder.file("copy.changes")
    let changes = SQLitePendingChanges(path: path)
    _ = try await changes.copyIdentity()
    // The previous version's table: no checksum, no format, a whole trip for each change.
    runSQLite(
      """
      DROP TABLE changes_format;
      CREATE TABLE changes_old AS SELECT sequence, kind, trip_id, trip, conflict, theirs
        FROM changes_kept;
      DROP TABLE changes_kept;
      CREATE TABLE changes_kept (
        sequence INTEGER PRIMARY KEY AUTOINCREMENT, kind TEXT NOT NULL, trip_id INTEGER,
        trip TEXT NOT NULL, conflict INTEGER NOT NULL DEFAULT 0, theirs TEXT);
      DROP TABLE changes_old;
      INSERT INTO changes_kept (kind, trip_id, trip) VALUES ('update', 3,
        '{"id":3,"departureSeconds":1444396193,"arrivalSeconds":1444397193,"origin":"Delft","destination":"Gouda","revision":1}');
      """, at: path)

    let reopened = SQLitePendingChanges(path: path)
    let before = try await reopened.summary()
    let added = try await reopened.keep(.edit(Self.edit))
    let after = try await SQLitePendingChanges(path: path).summary()

    let mine = try Fixtures.onTimeTrip(id: 3).replanned(
      departure: Fixtures.articleDeparture, arrival: Fixtures.articleArrival, origin: "Delft",
      destination: "Gouda")
    #expect(before.waiting.map(\.changes) == [TripChangeSet([.replace(mine)])])
    #expect(
      after.waiting.map(\.changes) == [
        TripChangeSet([.replace(mine)]), TripChangeSet([.edit(Self.edit)]),
      ])
    #expect(added.key.sequence == 2)
  }

  @Test func theFilesSQLiteKeepsBeside_takeTheFilesMode() async throws {
    let folder = TemporaryDirectory()
    let path = folder.file("copy.changes")
    _ = try await SQLitePendingChanges(path: path).keep(.edit(Self.edit))
    // A sidecar left read-only from when the file itself was.
    FileManager.default.createFile(
      atPath: path + "-shm", contents: Data(), attributes: [.posixPermissions: 0o400])

    _ = SQLitePendingChanges(path: path)

    let mode = try FileManager.default.attributesOfItem(atPath: path + "-shm")[.posixPermissions]
    #expect(mode as? Int == 0o600)
  }

  @Test func anEditOfEveryField_readsBackAsItWasKept() async throws {
    let folder = TemporaryDirectory()
    let path = folder.file("copy.changes")
    let trip = Self.trip
    let edit = TripEdit(
      id: trip.id, baseRevision: 4,
      departure: FieldChange(base: trip.departure, value: trip.departure.addingTimeInterval(60)),
      arrival: FieldChange(base: trip.arrival, value: trip.arrival.addingTimeInterval(120)),
      recordedDeparture: FieldChange(base: nil, value: trip.departure.addingTimeInterval(300)),
      origin: FieldChange(base: "Delft", value: nil),
      destination: FieldChange(base: "Leiden", value: "Gouda"))

    let kept = try await SQLitePendingChanges(path: path).keep(.edit(edit))

    #expect(try await SQLitePendingChanges(path: path).summary().waiting == [kept])
    #expect(kept.changes == TripChangeSet([.edit(edit)]))
  }

  @Test(arguments: [
    (
      "a trip number that names no trip", "edit",
      #"{"id":0,"revision":1,"origin":{"base":null,"value":"A"}}"#
    ),
    (
      "a revision before the first", "edit",
      #"{"id":3,"revision":0,"origin":{"base":null,"value":"A"}}"#
    ),
    ("a kind this version does not know", "move", #"{"id":3,"revision":1}"#),
  ])
  func aRecordWithoutAChecksum_thatDoesNotCheck_isDamage(defect: String, kind: String, text: String)
    async throws
  {
    let (folder, path) = try await fileWithOneEdit()
    _ = folder
    runSQLite(
      "UPDATE changes_kept SET checksum = NULL, kind = '\(kind)', trip = '\(text)'", at: path)

    try await expectRefused(path, .damaged("a kept change"))
  }

  @Test func bytesThatAreNotUTF8_areDamage_inARecordWithoutAChecksum() async throws {
    let (folder, path) = try await fileWithOneEdit()
    _ = folder
    runSQLite("UPDATE changes_kept SET checksum = NULL", at: path)
    var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    let at = try #require(bytes.firstRange(of: Data("Mark2".utf8)))
    bytes.replaceSubrange(at.lowerBound + 1..<at.lowerBound + 5, with: [0xFF, 0xFE, 0xFD, 0xFC])
    try bytes.write(to: URL(fileURLWithPath: path))

    try await expectRefused(path, .damaged("a kept change"))
  }
}
