import Foundation
import Testing

/// Code in the pages is taken from the sources: every Swift block names, in the lines just
/// before it, the file it comes from, and each of its lines is in that file, in order (the
/// file may have more between them, such as doc comments). A block that shows a shape rather
/// than code (it holds `…`) is left alone.
@Suite struct DocumentedSnippetsTests {
  /// A Swift block of a page, and the file the lines before it name.
  struct Snippet: CustomTestStringConvertible, Sendable {
    let page: String
    let line: Int
    let code: [String]
    let file: String?
    /// Whether the block is the lesson's program "on its own", which `Scripts/lesson-check`
    /// compiles from the files its table links instead.
    let isStandalone: Bool

    var testDescription: String { "\(page):\(line)" }
  }

  /// Every Swift block of README.md, ARCHITECTURE.md and the pages under `docs/`.
  static let snippets: [Snippet] = (["ARCHITECTURE.md"] + ExecutableDocumentationTests.pages)
    .flatMap { page in
      let lines = ExecutableDocumentationTests.text(of: page).components(separatedBy: "\n")
      var found: [Snippet] = []
      var index = 0
      var heading = ""
      while index < lines.count {
        if lines[index].hasPrefix("#") { heading = lines[index] }
        guard lines[index].hasPrefix("```swift") else {
          index += 1
          continue
        }
        let start = index
        var code: [String] = []
        index += 1
        while index < lines.count, !lines[index].hasPrefix("```") {
          code.append(lines[index])
          index += 1
        }
        let before = lines[max(0, start - 8)..<start].joined(separator: "\n")
        let file = before.matches(of: /`((?:Sources|Tests)\/[^`]+\.swift)`/).last.map {
          String($0.output.1)
        }
        found.append(
          Snippet(
            page: page, line: start + 1, code: code, file: file,
            isStandalone: heading.lowercased().contains("on its own")))
        index += 1
      }
      return found
    }

  @Test func thePages_haveSnippets() {
    #expect(Self.snippets.count >= 4)
  }

  @Test(arguments: snippets.filter { !$0.code.joined().contains("…") && !$0.isStandalone })
  func eachSnippet_isInTheFileItNames(snippet: Snippet) throws {
    let file = try #require(snippet.file, "name the file the snippet comes from just before it")
    let source = try String(
      contentsOf: ExecutableDocumentationTests.root.appendingPathComponent(file),
      encoding: .utf8
    ).components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }

    var next = source.startIndex
    for line in snippet.code.map({ $0.trimmingCharacters(in: .whitespaces) }) where !line.isEmpty {
      guard let found = source[next...].firstIndex(of: line) else {
        Issue.record("\(file) has no line '\(line)' after the lines before it")
        return
      }
      next = source.index(after: found)
    }
  }
}
