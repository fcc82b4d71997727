import LessonTestSupport
import Testing

@testable import Application

/// The tables compiled into the Application layer are the `.strings` files as Foundation reads
/// them: every language, every key, every sentence.
@Suite struct CompiledStringTablesTests {
  @Test(arguments: ["en", "de", "zh-Hans"])
  func theCompiledTable_isTheFileAsFoundationReadsIt(language: String) throws {
    let read = try StringsResources.table(language, in: "Application")

    let compiled = try #require(StringTables.table(language.lowercased()))

    #expect(compiled == read)
    #expect(compiled.count > 20)
  }

  @Test func aLanguageWithoutATable_hasNone() {
    #expect(StringTables.table("fr") == nil)
    #expect(StringTables.table("zh-Hans") == nil, "folders are asked for in lower case")
  }
}
