import Foundation
import IntegrationTestSupport
import Testing

/// Application's sentences are compiled into `Sources/Application/StringTables.swift`, which is
/// committed so that a reader can open every accessor the factory calls. This test compiles
/// the `.strings` files again and fails when the committed file differs;
/// `TRIPS_RECORD_GOLDEN=1` writes it anew, as the golden helper does for text.
@Suite struct CommittedStringTablesTests {
  private static let application = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Sources/Application")

  /// The compiler's output for Application's resources, as the build plugin would write it.
  private func compiled() throws -> String {
    let directory = TemporaryDirectory()
    let output = directory.file("StringTables.swift")
    let resources = Self.application.appendingPathComponent("Resources")
    let folders = try FileManager.default.contentsOfDirectory(atPath: resources.path)
      .filter { $0.hasSuffix(".lproj") }.sorted()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: BuiltProducts.executable("StringTableCompiler"))
    process.arguments =
      [output]
      + folders.map {
        "\($0.dropLast(".lproj".count))="
          + resources.appendingPathComponent("\($0)/Localizable.strings").path
      }
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    return try String(contentsOfFile: output, encoding: .utf8)
  }

  @Test func theCommittedTables_areWhatTheCompilerWrites() throws {
    let committed = Self.application.appendingPathComponent("StringTables.swift")
    let expected = try compiled()
    if ProcessInfo.processInfo.environment["TRIPS_RECORD_GOLDEN"] == "1" {
      try Data(expected.utf8).write(to: committed)
    }
    let actual = try String(contentsOf: committed, encoding: .utf8)
    #expect(
      actual == expected,
      "Sources/Application/StringTables.swift is stale: run TRIPS_RECORD_GOLDEN=1 swift test --filter CommittedStringTablesTests"
    )
  }
}
