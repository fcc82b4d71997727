import Foundation
import Testing

/// The layers' rules, checked on the compiler's syntax tree of every file of each target, and
/// shown to catch a sample that breaks each of them.
@Suite struct SyntaxRulesTests {
  @Test(arguments: [
    "Domain", "Presentation", "PresentationText", "PresentationConsole", "PresentationJSON",
    "PresentationCalendar", "PresentationHTML", "Localization", "Application",
    "StoreSupport", "StoreFiles", "InMemoryStore",
    "SQLiteStore", "JSONFileStore", "PostgreSQLStore", "OfflineCopy",
  ])
  func aTarget_breaksNoRule(target: String) throws {
    let wing = SyntaxRules.adapters.contains(target) ? "Sources/Adapters" : "Sources"
    let folder = PackageFacts.root.appendingPathComponent("\(wing)/\(target)")
    let files = try PackageFacts.swiftFiles(under: folder)

    let dump = try SyntaxRules.dump(of: files)

    #expect(dump.contains("(source_file"), "swiftc -dump-parse printed no syntax tree")
    #expect(SyntaxRules.violations(inDump: dump, of: target) == [])
  }

  /// The syntax tree of `sample`, written as `Sample.swift` in a folder of its own.
  private static func dump(ofSample sample: String) throws -> String {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("syntax-rules-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("Sample.swift")
    try sample.write(to: file, atomically: false, encoding: .utf8)
    return try SyntaxRules.dump(of: [file])
  }

  @Test func aSample_thatBreaksEveryRule_isCaught_onEachLine() throws {
    let sample = """
      import Foundation
      nonisolated(unsafe) var saved = 0
      final class Cache: @unchecked Sendable {}
      func a() -> Date { Date() }
      func b() -> Date { Date.now }
      func c() -> Date { .now }
      func d() -> Duration { ContinuousClock.now - ContinuousClock.now }
      func e() -> Locale { Locale.current }
      func f() -> TimeZone { TimeZone.autoupdatingCurrent }
      func g() -> [String: String] { ProcessInfo.processInfo.environment }
      func h() -> Any { getenv("HOME") as Any }
      func i() -> Any { FileManager.default }
      func j() throws -> Data { try Data(contentsOf: URL(fileURLWithPath: "/")) }
      func k() { print("x") }
      func l() { Swift.print("y") }
      func m() -> Date { Date(timeIntervalSinceNow: 60) }
      // Date() and print( in a comment, and in a string:
      let harmless = "Date.now, print(x), FileManager.default"
      func fine(now: () -> Date) -> [Date] { [Date(timeIntervalSince1970: 0), now()] }
      struct Injected { let now: () -> Date; func read() -> Date { self.now() } }
      func alsoFine(_ list: inout [Int]) { list.append(contentsOf: [1]) }
      """
    let violations = SyntaxRules.violations(inDump: try Self.dump(ofSample: sample), of: "Domain")

    #expect(
      violations == [
        "Sample.swift:2: declares nonisolated(unsafe)",
        "Sample.swift:3: declares @unchecked Sendable",
        "Sample.swift:4: calls Date()", "Sample.swift:5: reads the clock",
        "Sample.swift:6: reads the clock", "Sample.swift:7: reads the clock",
        "Sample.swift:7: reads the clock",
        "Sample.swift:8: reads the process's locale, time zone or calendar",
        "Sample.swift:9: reads the process's locale, time zone or calendar",
        "Sample.swift:10: reads the environment", "Sample.swift:11: reads the environment",
        "Sample.swift:12: uses the file system", "Sample.swift:13: uses the file system",
        "Sample.swift:14: prints", "Sample.swift:15: prints", "Sample.swift:16: reads the clock",
      ])
  }

  @Test func aSample_thatNamesKeysOrEscapes_isCaughtInPresentation_notInItsComments() throws {
    let sample = """
      let red = "\\u{1B}[31m"
      let interrupt: Character = "\\u{3}"
      func intent(forKey pressed: Character) -> Int { 0 }
      enum Chord { case ctrlC }
      let clearsToEnd = "\\u{9B}K"
      // A comment may say key, escape and Ctrl-C, and "\\u{1B}".
      let words = "Press a key"
      final class TripPresentationControl { let titleLabel = "Trip 1" }
      """
    let dump = try Self.dump(ofSample: sample)

    let violations = SyntaxRules.violations(inDump: dump, of: "Presentation")

    #expect(
      Set(violations) == [
        "Sample.swift:1: names a key code or an escape sequence",
        "Sample.swift:2: names a key code or an escape sequence",
        "Sample.swift:3: names a key code or an escape sequence",
        "Sample.swift:4: names a key code or an escape sequence",
        "Sample.swift:5: names a key code or an escape sequence",
      ])
    #expect(SyntaxRules.violations(inDump: dump, of: "Domain").allSatisfy { !$0.contains("key") })
  }
}
