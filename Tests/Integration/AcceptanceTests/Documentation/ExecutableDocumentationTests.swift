import Foundation
import LessonTestSupport
import Testing

/// Every session shown in README.md and `docs/` is run in process, against a fresh home
/// folder and store, with the settings the page names and a fixed clock, and its output is
/// compared byte for byte with the page. A change to what a command prints fails here until
/// the page says the same.
@MainActor @Suite struct ExecutableDocumentationTests {
  nonisolated static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// README.md and every Markdown page under `docs/`, relative to the root.
  nonisolated static let pages: [String] = {
    var pages = ["README.md"]
    let docs = root.appendingPathComponent("docs")
    let files = FileManager.default.enumerator(atPath: docs.path)?.allObjects as? [String] ?? []
    pages += files.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    return pages
  }()

  nonisolated static func text(of page: String) -> String {
    (try? String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)) ?? ""
  }

  /// The pages with at least one session, so each runs as its own test case.
  nonisolated static let pagesWithSessions = pages.filter {
    !DocumentedSession.sessions(inPage: $0, text: text(of: $0)).isEmpty
  }

  @Test func theReadme_hasSessionsToRun() {
    #expect(Self.pagesWithSessions.contains("README.md"))
  }

  @Test(arguments: pagesWithSessions)
  func everySessionOfThePage_printsWhatThePageShows(page: String) async throws {
    let text = Self.text(of: page)
    let settings = DocumentedSession.settings(in: text)
    let now = try #require(
      settings["now"].flatMap { try? Date.ISO8601FormatStyle().parse($0) },
      "\(page) names no clock: add <!-- sessions: … now=<ISO 8601 instant> -->")
    for session in DocumentedSession.sessions(inPage: page, text: text) {
      let trips = InProcessTrips(now: now)
      for (name, value) in settings where name != "now" { trips.environment[name] = value }
      for step in session.steps {
        let place = SourceLocation(
          fileID: "Trips/\(page)", filePath: Self.root.appendingPathComponent(page).path,
          line: step.line, column: 1)
        // A shell expands `~` at the start of a word and after `=` in an assignment.
        let words = step.words.map {
          $0.replacingOccurrences(of: "=~/", with: "=\(trips.home.path)/")
            .replacingOccurrences(
              of: "^~/", with: trips.home.path + "/", options: .regularExpression)
        }
        if words.first == "export" {
          for assignment in words.dropFirst() {
            let parts = assignment.split(separator: "=", maxSplits: 1).map(String.init)
            trips.environment[parts[0]] = parts.count == 2 ? parts[1] : ""
          }
        } else if let arguments = Self.tripsArguments(words) {
          let run = await trips.run(arguments)
          #expect(run.output + run.error == step.expectedOutput, sourceLocation: place)
        } else {
          Issue.record(
            "\(page):\(step.line): cannot run '\(words.joined(separator: " "))'",
            sourceLocation: place)
        }
      }
    }
  }

  /// The arguments of a `trips …` or `swift run trips …` command; `nil` for any other.
  nonisolated static func tripsArguments(_ words: [String]) -> [String]? {
    if words.first == "trips" { return Array(words.dropFirst()) }
    if words.starts(with: ["swift", "run", "trips"]) { return Array(words.dropFirst(3)) }
    return nil
  }

  @Test(arguments: pages)
  func everyCommandShown_isInASessionThatRuns_orSaysWhyNot(page: String) {
    let lines = DocumentedSession.unexecutedCommands(in: Self.text(of: page))

    #expect(
      lines.isEmpty,
      """
      \(page) shows commands on lines \(lines) outside a ```console block; put them in one, or \
      say why they cannot run with <!-- not executed: … --> before the block
      """)
  }

  @Test func words_areSplitAsAShellWould() {
    #expect(
      DocumentedSession.words(#"trips add --departure "2035-10-09 8:15" --to 'Den Haag' # plan"#)
        == ["trips", "add", "--departure", "2035-10-09 8:15", "--to", "Den Haag"])
    #expect(DocumentedSession.words(#"trips add --from """#) == ["trips", "add", "--from", ""])
  }
}
