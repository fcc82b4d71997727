import Foundation
import Testing

/// Shared state in `Sources/` is guarded in ways the compiler checks: `Mutex`, actors and
/// `Sendable` values. `@unchecked Sendable`, `nonisolated(unsafe)` and `NSLock` would each ask
/// the reader to trust a comment instead.
@Suite struct SafeConcurrencyTests {
  /// The lines of `source` that opt out of the compiler's checks, comments aside.
  static func uncheckedLines(in source: String) -> [String] {
    source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.hasPrefix("//") }
      .filter {
        $0.contains("@unchecked Sendable") || $0.contains("nonisolated(unsafe)")
          || $0.contains("NSLock")
      }
  }

  @Test func sources_neverOptOutOfConcurrencyChecking_norUseNSLock() throws {
    let sources = PackageFacts.root.appendingPathComponent("Sources")
    var findings: [String] = []

    let files = try PackageFacts.swiftFiles(under: sources)
    for file in files {
      let text = try String(contentsOf: file, encoding: .utf8)
      findings += Self.uncheckedLines(in: text).map { "\(file.lastPathComponent): \($0)" }
    }

    #expect(files.count > 50, "Sources/ could not be read")
    #expect(findings == [])
  }

  @Test func theCheck_findsEveryWay_andIgnoresComments() {
    let source = """
      // NSLock is not used here.
      nonisolated(unsafe) var saved = 0
      final class Cache: @unchecked Sendable {
        private let lock = NSLock()
      }
      """

    #expect(
      Self.uncheckedLines(in: source) == [
        "nonisolated(unsafe) var saved = 0", "final class Cache: @unchecked Sendable {",
        "private let lock = NSLock()",
      ])
  }
}
