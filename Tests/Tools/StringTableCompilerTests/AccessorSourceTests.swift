import Testing

@testable import StringTableCompiler
@testable import StringsFileFormat

/// The typed sentences the compiler writes: one accessor per English key, one parameter per
/// placeholder, and the checks that keep every language in step with English.
@Suite struct AccessorSourceTests {
  @Test func eachKey_getsAnAccessor_withANamedParameterPerPlaceholder() throws {
    let english = try StringsFile(
      parsing: """
        "usage.noCommand" = "no command given";
        /* Arguments: trip. */
        "message.notFound" = "There is no trip %@.";
        /* The second comes first in English.
           Arguments: whole, part. */
        "a.b" = "%2$@ of %1$@";
        """)

    let source = AccessorSource.source(for: english)

    #expect(
      source == """

        /// The sentences of this module, one accessor per key of its English `Localizable.strings`;
        /// each fills the sentence of the person's language.
        extension LocalizedStrings {
          /// no command given
          var usageNoCommand: String { self("usage.noCommand") }
          /// There is no trip %@.
          func messageNotFound(trip: String) -> String {
            self("message.notFound", trip)
          }
          /// %2$@ of %1$@
          func aB(whole: String, part: String) -> String {
            self("a.b", whole, part)
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

  @Test func englishComments_nameEveryPlaceholder_asSwiftParameterNames() throws {
    let english = try StringsFile(
      parsing: """
        "none" = "%@";
        /* Arguments: one. */
        "fewer" = "%1$@ %2$@";
        /* Arguments: one, two. */
        "more" = "%@";
        /* Arguments: in. */
        "keyword" = "%@";
        /* Arguments: Capital. */
        "capital" = "%@";
        /* Arguments: one, one. */
        "twice" = "%@ %@";
        /* Arguments: first, second. That is all. */
        "right" = "%@ %@";
        """)

    #expect(
      AccessorSource.problems(in: ["en": english]) == [
        "en: 'none' takes 1 value, and its comment names 0 ('Arguments: first, second.')",
        "en: 'fewer' takes 2 values, and its comment names 1 ('Arguments: first, second.')",
        "en: 'more' takes 1 value, and its comment names 2 ('Arguments: first, second.')",
        "en: 'keyword' names a value 'in', which is no Swift parameter name",
        "en: 'capital' names a value 'Capital', which is no Swift parameter name",
        "en: 'twice' names a value twice",
      ])
  }

  @Test func otherLanguages_areCheckedAgainstEnglish() throws {
    let english = try StringsFile(
      parsing: #"/* Arguments: x. */ "a" = "A %@"; "b" = "B"; "bad key" = "x";"#)
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
