import Foundation
import Testing

@testable import Application

/// The tables compiled into the Application layer are the `.strings` files as Foundation reads
/// them: every language, every key, every sentence.
@Suite struct CompiledStringTablesTests {
  private static let resources = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/Application/Resources")

  @Test(arguments: ["en", "de", "zh-Hans"])
  func theCompiledTable_isTheFileAsFoundationReadsIt(language: String) throws {
    let file = Self.resources.appendingPathComponent("\(language).lproj/Localizable.strings")
    let read = try PropertyListSerialization.propertyList(
      from: Data(contentsOf: file), format: nil)

    let compiled = try #require(StringTables.table(language.lowercased()))

    #expect(compiled == read as? [String: String])
    #expect(compiled.count > 20)
  }

  @Test func aLanguageWithoutATable_hasNone() {
    #expect(StringTables.table("fr") == nil)
    #expect(StringTables.table("zh-Hans") == nil, "folders are asked for in lower case")
  }
}
