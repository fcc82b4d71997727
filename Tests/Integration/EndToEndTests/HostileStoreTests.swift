import DeliveryCheckers
import Foundation
import LessonTestSupport
import Presentation
import Testing

/// Stores that other programs filled with hostile names — the `sqlite3` shell and a JSON file
/// edited by hand — read by the built binary: no raw control character, bidirectional control
/// or line break reaches standard output in text, JSON carries them only as `\uXXXX`, and a
/// calendar and a page show them as visible escapes.
@Suite struct HostileStoreTests {
  /// The names, as SQL expressions for the `sqlite3` shell and as JSON string literals.
  static let names: [(sql: String, json: String)] = [
    (
      "char(27) || '[2J' || char(27) || ']0;pwned' || char(7) || 'Evil'",
      #""\u001b[2J\u001b]0;pwned\u0007Evil""#
    ),
    ("'Ut' || char(13) || 'recht' || char(10) || 'X'", #""Ut\rrecht\nX""#),
    ("'abc' || char(8238) || 'gpj.exe'", #""abc\u202egpj.exe""#),
    (
      "char(155) || '31m' || char(8232) || char(1564) || char(8294)",
      #""\u009b31m\u2028\u061c\u2066""#
    ),
  ]

  private static let commands: [[String]] = [
    ["show", "1"], ["show", "2"], ["show", "3"], ["show", "4"], ["list", "--all"],
  ]

  @Test func aStoreTheSQLiteShellWrote_isShownSafely() async throws {
    var trips = TripsProcess()
    trips.environment["TRIPS_STORE"] = trips.home.file("hostile.sqlite")
    try trips.run("demo")
    try trips.run("remove", "1")
    let inserts = Self.names.map {
      "INSERT INTO trips (departure, arrival, origin, destination)"
        + " VALUES (1444396193, 1444397193, \($0.sql), \($0.sql));"
    }
    let shell = try trips.runInShell(
      "sqlite3 \"$TRIPS_STORE\" \"DELETE FROM trips;\"; sqlite3 \"$TRIPS_STORE\" \"$0\"",
      arguments: [inserts.joined(separator: " ")])
    try #require(shell.status == 0, "\(shell.error)")

    try await expectShownSafely(trips, firstID: 2)
  }

  @Test func aJSONStoreEditedByHand_isShownSafely() async throws {
    var trips = TripsProcess()
    let path = trips.home.file("hostile.json")
    trips.environment["TRIPS_STORE"] = path
    let entries = Self.names.enumerated().map { index, name in
      """
      {"id": \(index + 1), "departure": "2015-10-09T15:09:53+02:00",
       "arrival": "2015-10-09T15:26:33+02:00", "actualDeparture": null,
       "origin": \(name.json), "destination": \(name.json)}
      """
    }
    let document = """
      {"format": "trips", "version": 2, "lastAssignedID": \(Self.names.count),
       "trips": [\(entries.joined(separator: ",\n"))]}
      """
    try Data(document.utf8).write(to: URL(fileURLWithPath: path))

    try await expectShownSafely(trips, firstID: 1)
  }

  private func expectShownSafely(_ trips: TripsProcess, firstID: Int) async throws {
    let ids = (firstID..<firstID + Self.names.count).map(String.init)
    for arguments in ids.map({ ["show", $0] }) + [["list", "--all"]] {
      let text = try trips.run(arguments)
      #expect(text.status == 0, "\(arguments): \(text.error)")
      #expect(text.output.contains("\\u{"), "\(arguments)")
      #expect(
        !text.output.unicodeScalars.contains { $0 != "\n" && UnsafeCharacters.contains($0) },
        "\(arguments)")
      let json = try trips.run(["--format", "json"] + arguments)
      #expect(json.status == 0)
      #expect(
        !json.output.unicodeScalars.contains { $0 != "\n" && UnsafeCharacters.contains($0) })
      _ = try JSONSerialization.jsonObject(with: Data(json.output.utf8))
      await Checkers.expectMatchesSchema(json.output)
    }
    let list = try trips.run("list", "--all")
    #expect(list.output.split(separator: "\n").count == Self.names.count)
    let json = try trips.run("--format", "json", "show", ids[0])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    #expect(object["origin"] as? String == "\u{1B}[2J\u{1B}]0;pwned\u{07}Evil")
    #expect(json.output.contains(#""origin": "\u001b[2J\u001b]0;pwned\u0007Evil""#))
    // Last, as a calendar gives a file from before stores had an identity its identity: the
    // text and JSON above read the file as the other program left it.
    for arguments in ids.map({ ["show", $0] }) + [["list", "--all"]] {
      // A calendar's only raw controls are its line ends, a page's its line
      // breaks, and the names' characters are there as visible escapes.
      let calendar = try trips.run(arguments + ["--format", "ics"])
      #expect(calendar.status == 0, "\(arguments): \(calendar.error)")
      #expect(calendar.output.contains(#"\\u{"#), "\(arguments)")
      #expect(
        !calendar.output.replacingOccurrences(of: "\r\n", with: "").unicodeScalars.contains(
          where: UnsafeCharacters.contains), "\(arguments)")
      let page = try trips.run(arguments + ["--format", "html"])
      #expect(page.status == 0, "\(arguments): \(page.error)")
      #expect(page.output.contains("\\u{"), "\(arguments)")
      #expect(
        !page.output.unicodeScalars.contains { $0 != "\n" && UnsafeCharacters.contains($0) },
        "\(arguments)")
    }
  }
}
