import DeliveryCheckers
import Foundation
import IntegrationTestSupport
import Testing

/// The built `trips` logging against a server of the test's own: a change kept while the
/// server is away, then the sync that sends it, each told in the log, and no password
/// anywhere in it.
@Suite(.serialized, .enabled(if: PostgreSQLTestServer.running != nil))
struct LogEndToEndTests {
  private static let password = "sekrit-in-the-address"

  private func lines(of log: String) throws -> [[String: Any]] {
    try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").map {
      try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
  }

  /// The fields of each line but the time and the run, and its times, which change each run.
  private func events(_ lines: [[String: Any]]) -> [String] {
    lines.map { line in
      line.filter { !["time", "run", "version", "ms"].contains($0.key) }
        .sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
    }
  }

  @Test func aChangeKeptOffline_andTheSyncThatSendsIt_areLogged() async throws {
    let server = try PostgreSQLTestServer.startNew()
    defer { server.remove() }
    let database = try server.newDatabase()
    let address = server.address(of: database) + "&password=" + Self.password
    var trips = TripsProcess(environment: ["TRIPS_STORE": address])
    let log = trips.home.file("trips.log")
    trips.environment["TRIPS_LOG"] = log
    try trips.run("demo")
    try trips.run("list", "--all")
    try server.stop()

    let kept = try trips.run("depart", "1", "--delay", "3")
    try server.restart()
    let keptLines = try lines(of: log)
    let sync = try trips.run("sync")
    let syncLines = try lines(of: log).dropFirst(keptLines.count)

    #expect(kept.status == 0, "\(kept.error)")
    #expect(sync.status == 0, "\(sync.error)")
    let at = "address=postgresql:///\(database)?host=\(server.folder)&user=postgres"
    let away = "\(at) event=connect failure=unreachable level=warning"
    #expect(
      events(Array(keptLines.suffix(8))) == [
        away, "decision=answered_from_copy event=copy level=info",
        "call=trip event=store level=info rows=1", away, "decision=kept event=copy level=info",
        "call=apply event=store level=info rows=1",
        "event=use_case level=info outcome=completed use_case=RecordActualDeparture",
        "command=depart event=command level=info status=0",
      ])
    #expect(
      events(Array(syncLines)) == [
        "\(at) any_host=0 event=connect host=\(server.folder) level=info port=5432",
        "applied=1 conflicts=0 decision=sent event=copy level=info waiting=0",
        "call=send_pending_changes event=store level=info",
        "event=use_case level=info outcome=completed use_case=SyncChanges",
        "command=sync event=command level=info status=0",
      ])
    let text = try String(contentsOfFile: log, encoding: .utf8)
    #expect(!text.contains(Self.password))
    #expect(Set(try lines(of: log).compactMap { $0["run"] as? String }).count == 4)
    await Checkers.expectLogMatchesSchema(text)
  }
}
