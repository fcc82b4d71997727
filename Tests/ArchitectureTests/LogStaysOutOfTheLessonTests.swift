import Foundation
import Testing

/// The run's log is composed around the lesson, never written into it: no use case, Domain
/// type or Presentation type names the log, takes a logger or calls one (decision 22).
@Suite struct LogStaysOutOfTheLessonTests {
  /// The lesson's targets, whose code must not mention the log.
  static let lesson = ["Sources/Domain", "Sources/Application", "Sources/Presentation"]

  /// What mentioning the log looks like in code: its module and types, a logger, a `log`
  /// parameter or call, or a system logging module.
  static func mentions(in line: Substring) -> Bool {
    let code = line.split(separator: "//", maxSplits: 1).first ?? ""
    let pattern =
      #/\b(RunLog|Log(Level|Field|Value|Clock|Destination|File|Failure)|StoreEvent\w*|Logging\w*|[Ll]ogger|logging|OSLog|os_log)\b|\blog\s*[:(]|\.log\b/#
    return code.contains(pattern.wordBoundaryKind(.simple))
  }

  @Test func theLessonsSources_neverMentionTheLog() throws {
    var found: [String] = []
    for folder in Self.lesson {
      let files = try PackageFacts.swiftFiles(
        under: PackageFacts.root.appendingPathComponent(folder))
      #expect(!files.isEmpty, "\(folder) has no Swift files")
      for file in files {
        let text = try String(contentsOf: file, encoding: .utf8)
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
          .enumerated() where Self.mentions(in: line)
        {
          found.append("\(file.lastPathComponent):\(number + 1): \(line)")
        }
      }
    }

    #expect(found == [])
  }

  @Test(arguments: [
    "  init(repository: any TripStore, log: RunLog) {",
    "import RunLog",
    "    logger.info(\"shown\")",
    "    log(.info, \"list\")",
    "    context.log.record(.info, \"use_case\")",
    "import OSLog",
  ])
  func aMention_isFound(line: String) {
    #expect(Self.mentions(in: Substring(line)))
  }

  @Test(arguments: [
    "\"hint.serverFailure\": \"If it is right, the server's log says more.\",",
    "  /// The catalog of trips.",
    "let logarithm = 2",
  ])
  func wordsThatAreNotTheLog_areLeftAlone(line: String) {
    #expect(!Self.mentions(in: Substring(line)))
  }
}
