import LessonTestSupport
import Testing

@testable import App

/// The usage errors compiled into the command line are its `.strings` files as Foundation
/// reads them, in every language.
@Suite struct CommandLineStringTablesTests {
  @Test(arguments: ["en", "de", "zh-Hans"])
  func theCompiledTable_isTheFileAsFoundationReadsIt(language: String) throws {
    let read = try StringsResources.table(language, in: "App")

    let compiled = try #require(StringTables.table(language.lowercased()))

    #expect(compiled == read)
    #expect(compiled.count > 20)
  }
}
