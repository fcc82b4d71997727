import Foundation
import Testing

/// A folder of golden files: the text a person reads, pinned byte for byte.
///
/// After an intended change, run the tests with `TRIPS_RECORD_GOLDEN=1` to write the new text
/// into the files, and review the difference with `git diff` before committing.
public struct GoldenFolder: Sendable {
  /// Where the golden files are.
  public let url: URL

  /// The golden files in `url`.
  ///
  /// - Parameter url: The folder that holds them.
  public init(_ url: URL) {
    self.url = url
  }

  /// Expects `actual` to be the text of the file `name`, byte for byte, or writes it there
  /// when `TRIPS_RECORD_GOLDEN=1`.
  ///
  /// - Parameters:
  ///   - actual: The text the code wrote.
  ///   - name: The golden file's name in the folder.
  ///   - sourceLocation: Where a difference is reported.
  public func expect(
    _ actual: String, matches name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let file = url.appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["TRIPS_RECORD_GOLDEN"] == "1" {
      try actual.write(to: file, atomically: false, encoding: .utf8)
      return
    }
    let expected = try String(contentsOf: file, encoding: .utf8)
    #expect(
      actual == expected, "differs from \(url.lastPathComponent)/\(name)",
      sourceLocation: sourceLocation)
  }
}
