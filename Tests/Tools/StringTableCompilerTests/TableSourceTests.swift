import Testing

@testable import StringTableCompiler
@testable import StringsFileFormat

/// The Swift source the compiler writes: one `case` per language folder, lowercased and in
/// order, its entries in the order of the file, every text a literal that means itself.
@Suite struct TableSourceTests {
  @Test func theSource_holdsEveryLanguage_inOrder() throws {
    let english = try StringsFile(parsing: #""a" = "A"; "b" = "say \"B\"";"#)
    let chinese = try StringsFile(parsing: #""a" = "甲";"#)
    let empty = try StringsFile(parsing: "")

    let source = TableSource.source(for: ["zh-Hans": chinese, "en": english, "de": empty])

    #expect(
      source == """
        // swift-format-ignore-file
        // Written by StringTableCompiler from this module's Resources/*.lproj/Localizable.strings.
        // Edit those files, not this one.

        /// The sentences of this module in every language it has, compiled from its
        /// `Localizable.strings` files.
        enum StringTables {
          /// The table of `language`, a lowercased language folder such as `zh-hans`, or `nil`.
          static func table(_ language: String) -> [String: String]? {
            switch language {
            case "de":
              return [:]
            case "en":
              return [
                "a": "A",
                "b": "say \\"B\\"",
              ]
            case "zh-hans":
              return [
                "a": "甲",
              ]
            default:
              return nil
            }
          }
        }

        """)
  }

  @Test(
    arguments: [
      ("plain", #""plain""#), ("a \"quote\"", #""a \"quote\"""#),
      ("back\\slash", #""back\\slash""#),
      ("two\nlines\r\tend", #""two\nlines\r\tend""#), ("bell\u{7}", #""bell\u{7}""#),
      ("\u{7F}", #""\u{7f}""#), ("→ 延误", #""→ 延误""#),
    ])
  func aLiteral_escapesWhatSwiftWouldReadOtherwise(text: String, literal: String) {
    #expect(TableSource.literal(text) == literal)
  }
}
