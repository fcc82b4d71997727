import Foundation
import Testing

/// The one way App's tests compare text a person reads with its golden file in `Golden/`.
///
/// After an intended change, run the tests with `TRIPS_RECORD_GOLDEN=1` to write the new
/// text into the files, and review the difference with `git diff` before committing.
enum Golden {
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().appendingPathComponent("Golden")

  /// Expects `actual` to be the text of `Golden/<name>`, byte for byte.
  static func expect(
    _ actual: String, matches name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let file = directory.appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["TRIPS_RECORD_GOLDEN"] == "1" {
      try actual.write(to: file, atomically: true, encoding: .utf8)
      return
    }
    let expected = try String(contentsOf: file, encoding: .utf8)
    #expect(actual == expected, "differs from Golden/\(name)", sourceLocation: sourceLocation)
  }
}
