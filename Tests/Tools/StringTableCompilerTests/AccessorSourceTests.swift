import Testing

@testable import StringTableCompiler
@testable import StringsFileFormat

/// The typed sentences the compiler writes: one accessor per English key, one parameter per
/// placeholder, and the checks that keep every language in step with English.
@Suite struct AccessorSourceTests {
  @Test func eachKey_getsAnAccessor_withAParameterPerPlaceholder() throws {
    let english = try StringsFile(
      parsing:
        #""usage.noCommand" = "no command given"; "message.notFound" = "There is no trip %@."; "a.b" = "%2$@ of %1$@";"#
    )

    let source = AccessorSource.source(for: english)

    #expect(
      source == """

        /// The sentences of this module, one accessor per key of its English `Localizable.strings`;
        /// each fills the sentence of the person's language.
        extension LocalizedStrings {
          /// no command given
          var usageNoCommand: String { self("usage.noCommand") }
          /// There is no trip %@.
          func messageNotFound(_ argument1: String) -> String {
            self("message.notFound", argument1)
          }
          /// %2$@ of %1$@
          func aB(_ argument1: String, _ argument2: String) -> String {
            self("a.b", argument1, argument2)
          }
        }

        extension StringTables {
          /// The keys of this module's sentences, for code that needs a sentence unfilled.
          enum Key: String, CaseIterable {
            case usageNoCommand = "usage.noCommand"
            case messageNotFound = "message.notFound"
            case aB = "a.b"
          }
        }

        """)
  }

  @Test(
    arguments: [
      ("none", 0), ("%@", 1), ("%@ and %@", 2), ("%2$@ before %1$@", 2), ("100%% %@", 1),
      ("%3$@", 3), ("odd %x", 0),
    ] as [(String, Int)])
  func placeholders_areCounted_inOrderOrByPosition(template: String, count: Int) {
    #expect(AccessorSource.placeholderCount(template) == count)
  }

  @Test func otherLanguages_areCheckedAgainstEnglish() throws {
    let english = try StringsFile(parsing: #""a" = "A %@"; "b" = "B"; "bad key" = "x";"#)
    let german = try StringsFile(parsing: #""a" = "A %1$@"; "c" = "C";"#)

    let problems = AccessorSource.problems(in: ["en": english, "de": german])

    #expect(
      problems == [
        "en: the key 'bad key' is not letters and digits between dots",
        "de: the key 'b' is missing", "de: the key 'bad key' is missing",
        "de: the key 'c' is not in English",
      ])
    #expect(
      AccessorSource.problems(in: ["de": german]) == ["there is no en.lproj to take the keys from"])
  }
}
