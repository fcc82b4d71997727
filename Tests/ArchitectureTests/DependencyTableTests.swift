import Foundation
import Testing

/// ARCHITECTURE.md shows the dependency rule as a table written from ``DependencyRule``, the
/// one place the rule is written, for every target of the product the manifest declares: this
/// test fails when the page's table differs, and `TRIPS_RECORD_GOLDEN=1` writes it anew.
@Suite struct DependencyTableTests {
  /// The targets the table shows: every target of the product under `Sources/`, in the
  /// manifest's order, system libraries aside. The tools' and tests' own lists stay in
  /// ``DependencyRule``.
  static func shown(_ facts: [TargetFacts]) -> [String] {
    facts.filter { ["regular", "executable"].contains($0.kind) && $0.path.hasPrefix("Sources/") }
      .map(\.name)
  }

  static let begin =
    "<!-- dependency table: written by DependencyTableTests from DependencyRule -->"
  static let end = "<!-- end of dependency table -->"

  /// The table, as Markdown.
  static func table(_ facts: [TargetFacts]) -> String {
    var lines = ["| target | may depend on | may import besides those |", "|---|---|---|"]
    for name in shown(facts) {
      let dependencies = DependencyRule.allowedDependencies[name, default: []].sorted()
      let modules = DependencyRule.systemModules[name, default: []].sorted()
      lines.append(
        "| \(name) | \(dependencies.isEmpty ? "nothing" : dependencies.joined(separator: ", ")) | "
          + "\(modules.isEmpty ? "nothing" : modules.joined(separator: ", ")) |")
    }
    return lines.joined(separator: "\n")
  }

  /// `text` with the part between the markers replaced by `table`, or `nil` without markers.
  static func replacingTable(in text: String, with table: String) -> String? {
    guard let start = text.range(of: begin), let stop = text.range(of: end),
      start.upperBound <= stop.lowerBound
    else { return nil }
    return String(text[..<start.upperBound]) + "\n" + table + "\n"
      + String(text[stop.lowerBound...])
  }

  @Test func architecturePage_showsTheRuleAsWritten() throws {
    let page = PackageFacts.root.appendingPathComponent("ARCHITECTURE.md")
    let text = try String(contentsOf: page, encoding: .utf8)
    let expected = try #require(
      Self.replacingTable(in: text, with: Self.table(try PackageFacts.load())),
      "ARCHITECTURE.md has lost its markers")
    if ProcessInfo.processInfo.environment["TRIPS_RECORD_GOLDEN"] == "1" {
      try Data(expected.utf8).write(to: page)
    }

    #expect(
      try String(contentsOf: page, encoding: .utf8) == expected,
      "ARCHITECTURE.md's table is not DependencyRule's: run TRIPS_RECORD_GOLDEN=1 swift test --filter DependencyTableTests"
    )
  }

  @Test func aTableThatDiffersFromTheRule_isCaught() {
    let page = "before\n\(Self.begin)\n| Domain | Presentation | Foundation |\n\(Self.end)\nafter"
    let domain = TargetFacts(
      name: "Domain", kind: "regular", dependencies: [], imports: [], path: "Sources/Domain")

    let rewritten = Self.replacingTable(in: page, with: Self.table([domain]))

    #expect(rewritten != page)
    #expect(rewritten?.contains("| Domain | nothing | Foundation |") == true)
    #expect(Self.replacingTable(in: "no markers", with: Self.table([domain])) == nil)
  }

  /// A target the manifest declares is a row, even one the rule's own lists leave out.
  @Test func everyProductTargetOfTheManifest_isARow() throws {
    let facts = try PackageFacts.load()

    #expect(Self.shown(facts).contains("RunLog"))
    #expect(Self.shown(facts).contains("Domain"))
    #expect(!Self.shown(facts).contains("CSQLite"))
    #expect(!Self.shown(facts).contains("ArchitectureTests"))
  }
}
