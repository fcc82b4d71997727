import Foundation
import Testing

/// `docs/lesson.md` shows the path `trips show 1` runs, and nothing else.
///
/// Its links name symbols, not lines: each must be declared, with the labels the page gives,
/// in the file it links. `Scripts/lesson-check` then compiles exactly the files the `show`
/// table links with the page's program, runs it and compares its output with the page's card;
/// the tests here run it on the page and on copies that break it, one at a time, since each
/// runs the compiler many times.
@Suite(.serialized) struct LessonPageTests {
  private static let root = ExecutableDocumentationTests.root
  private static let page = root.appendingPathComponent("docs/lesson.md")

  /// One link of the page: ``[`Symbol`](../path)``.
  struct Step: CustomStringConvertible {
    let reference: CodeReference
    let path: String
    var description: String { "\(reference) in \(path)" }
  }

  static func steps(in text: String) -> [Step] {
    text.matches(of: /\[`([^`]+)`\]\(\.\.\/([^)#]+\.swift)\)/).compactMap { match in
      guard let reference = CodeReference(String(match.output.1)) else { return nil }
      return Step(reference: reference, path: String(match.output.2))
    }
  }

  private static func lines(of path: String) -> [String] {
    let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    return text?.components(separatedBy: "\n") ?? []
  }

  /// What `Scripts/lesson-check` printed and how it ended, for `page`.
  ///
  /// The script runs for seconds, so it is waited for on a thread of its own: never on one of
  /// the cooperative threads, nor on a dispatch worker the stores' queues need.
  private static func check(page: URL) async throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = root.appendingPathComponent("Scripts/lesson-check")
    process.arguments = ["--page", page.path]
    let pipe = Pipe()
    (process.standardOutput, process.standardError) = (pipe, pipe)
    try process.run()
    let output = await withCheckedContinuation { continuation in
      Thread {
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        continuation.resume(returning: output)
      }.start()
    }
    return (process.terminationStatus, String(decoding: output, as: UTF8.self))
  }

  /// A copy of the page with `change` made, in a folder of its own.
  private static func copy(changing change: (String) -> String) throws -> URL {
    let text = try String(contentsOf: page, encoding: .utf8)
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("lesson-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let copy = folder.appendingPathComponent("lesson.md")
    try Data(change(text).utf8).write(to: copy)
    return copy
  }

  @Test func everyStep_namesASymbolTheFileItLinksDeclares() async throws {
    let text = try String(contentsOf: Self.page, encoding: .utf8)
    let steps = Self.steps(in: text)
    #expect(steps.count >= 20, "the page has lost its tables")
    for step in steps {
      #expect(
        SwiftDeclarations.firstDeclaration(of: step.reference, in: Self.lines(of: step.path))
          != nil,
        "docs/lesson.md: \(step) is not declared there")
    }
  }

  @Test func thePage_isThePathItsProgramCompilesFrom() async throws {
    let (status, output) = try await Self.check(page: Self.page)

    #expect(status == 0, "\(output)")
    #expect(output.contains("in 12 files; Domain, Application and Presentation: "))
  }

  @Test func aFileMissingFromTheTable_failsThePage() async throws {
    let page = try Self.copy {
      $0.replacingOccurrences(
        of:
          ", measured in terminal columns ([`DisplayWidth`](../Sources/PresentationConsole/DisplayWidth.swift))",
        with: "")
    }

    defer { try? FileManager.default.removeItem(at: page.deletingLastPathComponent()) }
    let (status, output) = try await Self.check(page: page)

    #expect(status == 1)
    #expect(output.contains("cannot find 'DisplayWidth' in scope"))
    #expect(output.contains("is a file the path needs missing from the table?"))
  }

  @Test func aFileThePathDoesNotNeed_failsThePage() async throws {
    let page = try Self.copy {
      $0.replacingOccurrences(
        of: "| 12. Safe text |",
        with:
          "| 13. The order | [`TripCursor`](../Sources/Domain/TripCursor.swift) | | |\n| 12. Safe text |"
      )
    }

    defer { try? FileManager.default.removeItem(at: page.deletingLastPathComponent()) }
    let (status, output) = try await Self.check(page: page)

    #expect(status == 1)
    #expect(
      output.contains(
        "Sources/Domain/TripCursor.swift: the path compiles without it; the table names a file the path does not need"
      ))
    #expect(output.contains("the path: 13 files"))
  }

  @Test func aStepNamingATypeThePathDoesNotUse_failsThePage() async throws {
    let page = try Self.copy {
      $0.replacingOccurrences(of: "[`TripFormats.times(", with: "[`PlainTripTimes.time(")
    }

    defer { try? FileManager.default.removeItem(at: page.deletingLastPathComponent()) }
    let (status, output) = try await Self.check(page: page)

    #expect(status == 1)
    #expect(
      output.contains(
        "step `PlainTripTimes.time(departure:arrival:durationMinutes:delayMinutes:)` names a type that Sources/Application/TripFormats.swift does not declare"
      ))
  }
}
