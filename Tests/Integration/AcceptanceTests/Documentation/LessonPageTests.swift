import Foundation
import Testing

/// Every step of `docs/lesson.md` links a file and a line: the named symbol must be declared on
/// that line, with the labels the page gives, so the page cannot drift from the code. After a
/// change moves a declaration, `TRIPS_RECORD_GOLDEN=1` writes the new line numbers into the
/// page, as the golden helper does for text.
@Suite struct LessonPageTests {
  private static let root = ExecutableDocumentationTests.root
  private static let page = root.appendingPathComponent("docs/lesson.md")

  /// One link of the page: ``[`Symbol`](../path#L12)``.
  struct Step: CustomStringConvertible {
    let reference: CodeReference
    let path: String
    let line: Int
    let range: Range<String.Index>

    var description: String { "\(reference) at \(path):\(line)" }
  }

  static func steps(in text: String) -> [Step] {
    text.matches(of: /\[`([^`]+)`\]\(\.\.\/([^)#]+)#L(\d+)\)/).compactMap { match in
      guard let reference = CodeReference(String(match.output.1)) else { return nil }
      return Step(
        reference: reference, path: String(match.output.2), line: Int(match.output.3)!,
        range: match.range)
    }
  }

  private static func lines(of path: String) -> [String] {
    let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    return text?.components(separatedBy: "\n") ?? []
  }

  @Test func everyStep_namesTheLineItsSymbolIsDeclaredOn() throws {
    var text = try String(contentsOf: Self.page, encoding: .utf8)
    if ProcessInfo.processInfo.environment["TRIPS_RECORD_GOLDEN"] == "1" {
      for step in Self.steps(in: text).reversed() {
        let found = SwiftDeclarations.firstDeclaration(
          of: step.reference, in: Self.lines(of: step.path))
        guard let found else { continue }
        let link = "[`\(step.reference)`](../\(step.path)#L\(found + 1))"
        text.replaceSubrange(step.range, with: link)
      }
      try Data(text.utf8).write(to: Self.page)
    }
    let steps = Self.steps(in: text)

    #expect(steps.count >= 15, "the page has lost its tables")
    for step in steps {
      #expect(
        SwiftDeclarations.declares(
          step.reference, in: Self.lines(of: step.path), at: step.line - 1),
        "docs/lesson.md: \(step) does not declare it; run TRIPS_RECORD_GOLDEN=1 swift test --filter LessonPageTests"
      )
    }
  }

  @Test func aStepThatPointsAtTheWrongLine_orTheWrongLabels_isCaught() {
    let file = "Sources/Application/ShowExistingTrip.swift"
    let lines = Self.lines(of: file)
    let show = CodeReference("ShowExistingTrip.show(tripWithID:)")!
    let declared = SwiftDeclarations.firstDeclaration(of: show, in: lines)

    #expect(declared != nil)
    #expect(!SwiftDeclarations.declares(show, in: lines, at: (declared ?? 0) + 1))
    #expect(
      SwiftDeclarations.firstDeclaration(
        of: CodeReference("ShowExistingTrip.show(id:)")!, in: lines) == nil)
    #expect(
      Self.steps(in: "[`Trip`](../Sources/Domain/Trip.swift#L8)").map(\.description) == [
        "Trip at Sources/Domain/Trip.swift:8"
      ])
  }
}
