import Foundation
import Testing

@testable import App

/// The usage errors compiled into the command line are its `.strings` files as Foundation
/// reads them, in every language.
@Suite struct CommandLineStringTablesTests {
  private static let resources = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/App/Resources")

  @Test(arguments: ["en", "de", "zh-Hans"])
  func theCompiledTable_isTheFileAsFoundationReadsIt(language: String) throws {
    let file = Self.resources.appendingPathComponent("\(language).lproj/Localizable.strings")
    let read = try PropertyListSerialization.propertyList(
      from: Data(contentsOf: file), format: nil)

    let compiled = try #require(StringTables.table(language.lowercased()))

    #expect(compiled == read as? [String: String])
    #expect(compiled.count > 20)
  }
}
