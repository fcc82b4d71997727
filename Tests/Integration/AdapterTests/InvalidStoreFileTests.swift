import Domain
import Foundation
import IntegrationTestSupport
import JSONFileStore
import LessonTestSupport
import SQLiteStore
import Testing

/// Files that are not valid stores: every adapter refuses them with an error that names the
/// file and what is wrong, for reads and for writes, and leaves their bytes unchanged.
@Suite struct InvalidStoreFileTests {
  /// A bad file, how to make it, and the problem each file store must report.
  struct BadFile: CustomTestStringConvertible, Sendable {
    let name: String
    let make: @Sendable (_ path: String) throws -> Void
    let sqliteProblem: TripStoreError.Problem
    let jsonProblem: TripStoreError.Problem

    var testDescription: String { name }
  }

  static let badFiles: [BadFile] = [
    BadFile(
      name: "empty file", make: { try Data().write(to: URL(fileURLWithPath: $0)) },
      sqliteProblem: .notAStore("the file is empty"), jsonProblem: .notAStore("the file is empty")),
    BadFile(
      name: "random bytes",
      make: { path in
        var generator = SeededRandomNumbers(seed: 7)
        let bytes = (0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
      },
      sqliteProblem: .notAStore("not an SQLite database"),
      jsonProblem: .notAStore("not valid JSON: the text ends or breaks off where JSON was expected")
    ),
    BadFile(
      name: "only SQLite's 16-byte magic",
      make: { try Data("SQLite format 3\0".utf8).write(to: URL(fileURLWithPath: $0)) },
      sqliteProblem: .damaged("shorter than its header says: part of the file is missing"),
      jsonProblem: .notAStore("not valid JSON: the text ends or breaks off where JSON was expected")
    ),
    BadFile(
      name: "text file",
      make: { try Data("shopping list\n".utf8).write(to: URL(fileURLWithPath: $0)) },
      sqliteProblem: .notAStore("not an SQLite database"),
      jsonProblem: .notAStore("not valid JSON: the text ends or breaks off where JSON was expected")
    ),
    BadFile(
      name: "another program's SQLite database",
      make: {
        runSQLite("CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('x');", at: $0)
      },
      sqliteProblem: .notAStore("an SQLite database of another program"),
      jsonProblem: .notAStore("not valid JSON: the text ends or breaks off where JSON was expected")
    ),
    BadFile(
      // More than 255 pages, so the header's page count spans two bytes and a whole file
      // must not be mistaken for a truncated one.
      name: "another program's SQLite database of many pages",
      make: {
        runSQLite(
          """
          PRAGMA page_size = 512; CREATE TABLE notes (body BLOB);
          INSERT INTO notes VALUES (zeroblob(300000));
          """, at: $0)
      },
      sqliteProblem: .notAStore("an SQLite database of another program"),
      jsonProblem: .notAStore("not valid JSON: the text ends or breaks off where JSON was expected")
    ),
    BadFile(
      name: "newer schema",
      make: { path in
        if path.hasSuffix(".json") {
          try Data(#"{"format":"trips","version":99,"lastAssignedID":0,"trips":[],"more":1}"#.utf8)
            .write(to: URL(fileURLWithPath: path))
        } else {
          runSQLite(
            "PRAGMA application_id = \(0x5452_4950); PRAGMA user_version = 99; CREATE TABLE t (x);",
            at: path)
        }
      },
      sqliteProblem: .newerVersion(found: 99, supported: 6),
      jsonProblem: .newerVersion(found: 99, supported: 3)),
    BadFile(
      name: "JSON of the wrong shape",
      make: {
        try Data(#"{"trips": {"1": "Amsterdam"}}"#.utf8).write(to: URL(fileURLWithPath: $0))
      },
      sqliteProblem: .notAStore("not an SQLite database"),
      jsonProblem: .notAStore("missing \"format\"")),
    BadFile(
      name: "JSON trip that arrives before it departs",
      make: { path in
        let text = #"""
          {"format":"trips","version":1,"lastAssignedID":1,"trips":[{"id":1,
          "departure":"2015-10-09T13:09:53Z","arrival":"2015-10-09T13:00:00Z",
          "actualDeparture":"2015-10-09T13:09:53Z","origin":null,"destination":null}]}
          """#
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
      },
      sqliteProblem: .notAStore("not an SQLite database"),
      jsonProblem: .notAStore("trip 1 arrives before it departs")),
    BadFile(
      name: "JSON with a duplicate id",
      make: { path in
        let trip = #"""
          {"id":1,"departure":"2015-10-09T13:09:53Z","arrival":"2015-10-09T13:26:33Z",
          "actualDeparture":"2015-10-09T13:09:53Z"}
          """#
        let text = #"{"format":"trips","version":1,"lastAssignedID":1,"trips":[\#(trip),\#(trip)]}"#
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
      },
      sqliteProblem: .notAStore("not an SQLite database"),
      jsonProblem: .notAStore("trip id 1 appears twice")),
  ]

  private func repository(_ kind: StoreKind, _ path: String) -> any TripStore {
    kind.fileStore(at: path)
  }

  private func expectRefusal(
    _ kind: StoreKind, at path: String, problem: TripStoreError.Problem,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    let before = try? Data(contentsOf: URL(fileURLWithPath: path))
    let expected = TripStoreError(location: path, problem: problem)
    // Reads and adds throw the store error itself; changes to one trip wrap it.
    let operations: [(String, wraps: Bool, @Sendable (any TripStore) async throws -> Void)] =
      [
        ("find", false, { _ = try await $0.trip(withID: Fixtures.tripID(1)) }),
        ("list", false, { _ = try await $0.trips(after: nil, limit: 10) }),
        ("add", false, { _ = try await $0.add(Fixtures.lateDraft()) }),
        ("update", true, { try await $0.replace(Fixtures.lateTrip(id: 1)) }),
        ("remove", true, { try await $0.remove(Fixtures.onTimeTrip(id: 1)) }),
      ]
    for (name, wraps, operation) in operations {
      let store = repository(kind, path)
      await #expect("\(name)", sourceLocation: sourceLocation) {
        try await operation(store)
      } throws: { thrown in
        wraps
          ? thrown as? TripRepositoryError == .store(expected)
          : thrown as? TripStoreError == expected
      }
    }
    let after = try? Data(contentsOf: URL(fileURLWithPath: path))
    #expect(after == before, "the file's bytes changed", sourceLocation: sourceLocation)
    let siblings = try FileManager.default.contentsOfDirectory(
      atPath: (path as NSString).deletingLastPathComponent)
    #expect(
      !siblings.contains { $0.hasSuffix("-wal") || $0.hasSuffix(".tmp") },
      sourceLocation: sourceLocation)
  }

  @Test(arguments: badFiles)
  func sqlite_refusesABadFile_andLeavesItUnchanged(bad: BadFile) async throws {
    let directory = TemporaryDirectory()
    let path = directory.file("trips.sqlite")
    try bad.make(path)

    try await expectRefusal(.sqlite, at: path, problem: bad.sqliteProblem)
  }

  @Test(arguments: badFiles)
  func json_refusesABadFile_andLeavesItUnchanged(bad: BadFile) async throws {
    let directory = TemporaryDirectory()
    let path = directory.file("trips.json")
    try bad.make(path)

    try await expectRefusal(.json, at: path, problem: bad.jsonProblem)
  }

  @Test(arguments: StoreKind.files)
  func aDirectoryWhereTheFileShouldBe_isRefused(kind: StoreKind) async throws {
    let directory = TemporaryDirectory()
    let path = directory.file(kind == .json ? "trips.json" : "trips.sqlite")
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)

    try await expectRefusal(kind, at: path, problem: .notAStore("a directory is there"))
  }

  @Test func sqlite_truncatedStore_isRefused() async throws {
    let directory = TemporaryDirectory()
    let path = directory.file("trips.sqlite")
    try await fillStore(at: path)
    let whole = try Data(contentsOf: URL(fileURLWithPath: path))
    try whole.prefix(whole.count / 2).write(to: URL(fileURLWithPath: path))

    try await expectRefusal(
      .sqlite, at: path,
      problem: .damaged("shorter than its header says: part of the file is missing"))
  }

  /// SQLite trusts the header's page count only while the header is current (its
  /// "version-valid-for" number equals the change counter); a stale count is no sign of a
  /// truncated file, so the store opens.
  @Test func sqlite_aStaleHeaderPageCount_isNotMistakenForTruncation() async throws {
    let directory = TemporaryDirectory()
    let path = directory.file("trips.sqlite")
    try await fillStore(at: path)
    var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    bytes.replaceSubrange(28..<32, with: [0x00, 0xFF, 0xFF, 0xFF])
    bytes[95] = bytes[27] &+ 1
    try Data(bytes).write(to: URL(fileURLWithPath: path))

    let trips = try await SQLiteTripRepository(path: path).trips(after: nil, limit: 1_000)

    #expect(trips.count == 300)
  }

  /// Writes enough trips for a file of many pages, then lets the store close, which folds
  /// the write-ahead log into the file.
  private func fillStore(at path: String) async throws {
    let store = SQLiteTripRepository(path: path)
    for index in 0..<300 {
      _ = try await store.add(
        Fixtures.onTimeDraft(origin: "\(index) " + String(repeating: "x", count: 200)))
    }
  }

  @Test func json_truncatedStore_isRefused() async throws {
    let directory = TemporaryDirectory()
    let path = directory.file("trips.json")
    let store = JSONFileTripRepository(path: path)
    _ = try await store.add(Fixtures.lateDraft())
    let whole = try Data(contentsOf: URL(fileURLWithPath: path))
    try whole.prefix(whole.count / 2).write(to: URL(fileURLWithPath: path))

    try await expectRefusal(
      .json, at: path,
      problem: .notAStore("not valid JSON: the text ends or breaks off where JSON was expected"))
  }
}
