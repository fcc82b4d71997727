import Foundation
import LessonTestSupport
import Testing

/// A write that fails is never a success, and a reader that leaves early is not an error: the
/// built binary with standard output on `/dev/full` and on a pipe closed after one line.
@Suite struct OutputFailureTests {
  private static let noSpace =
    "error: the output could not be written (No space left on device); what was printed is"
    + " incomplete\n"

  /// Every command that prints, each on a store that holds the sample trip.
  static let printingCommands: [String] = [
    "demo", "show 1", "list", "list --all", "--format json list --all", "--format json show 1",
    "add --departure '2035-10-09 8:15' --arrival 9:02 --from Amsterdam", "depart 1 --delay 2",
    "edit 1 --to Delft", "remove 1", "help", "help list", "--version", "manual",
    "completions bash", "completions zsh", "completions fish",
  ]

  @Test(arguments: printingCommands)
  func aFullDevice_exits74_withOneErrorLine(command: String) throws {
    let trips = TripsProcess()
    try trips.run("demo")

    let run = try trips.runInShell("\"$TRIPS\" \(command) > /dev/full")

    #expect(run.status == 74)
    #expect(run.error == Self.noSpace)
  }

  @Test func standardErrorFull_too_exits74_silently() throws {
    let trips = TripsProcess()
    try trips.run("demo")

    let run = try trips.runInShell("\"$TRIPS\" list --all > /dev/full 2> /dev/full")

    #expect(run.status == 74)
    #expect(run.error.isEmpty)
  }

  @Test(arguments: ["list --all", "--format json list --all"])
  func aReaderThatClosesThePipe_isNoError(command: String) throws {
    var trips = TripsProcess()
    trips.environment["TRIPS_STORE"] = trips.defaultStore
    try trips.run("demo")
    // Far more rows than one buffer holds, so a write after the reader left fails.
    try trips.runInShell(
      "sqlite3 \"$TRIPS_STORE\" 'WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n"
        + " WHERE i < 5000) INSERT INTO trips (departure, arrival, origin)"
        + " SELECT 1444396193 + i * 60, 1444397193 + i * 60, ''Amsterdam'' FROM n'")

    let run = try trips.runInShell(
      """
      "$TRIPS" \(command) | head -1 > /dev/null
      echo "${PIPESTATUS[0]}"
      """)

    #expect(run.output == "0\n")
    #expect(run.error.isEmpty)
  }
}
