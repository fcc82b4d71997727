import Testing

@testable import StringTableCompiler
@testable import StringsFileFormat

/// `StringsFile` reads what Foundation reads from a `.strings` file, and stops at the line
/// where a file breaks the rules.
@Suite struct StringsFileTests {
  private func entries(_ text: String) throws -> [String] {
    try StringsFile(parsing: text).entries.map { "\($0.key)=\($0.value)" }
  }

  @Test func entries_betweenCommentsAndSpace_areReadInOrder() throws {
    let text = """
      /* The title. */
      "trip.title" = "Trip %@";
      // The route, on one line.
      "trip.route"="%1$@ → %2$@" ;

        "empty" = "";
      """

    #expect(try entries(text) == ["trip.title=Trip %@", "trip.route=%1$@ → %2$@", "empty="])
  }

  @Test func eachEntry_keepsTheCommentWrittenJustBeforeIt() throws {
    let text = """
      /* The title.
         Arguments: number. */
      "trip.title" = "Trip %@";
      "hint" = "none";
      // The route. Arguments: origin, destination.
      "trip.route" = "%1$@ → %2$@";
      """

    #expect(
      try StringsFile(parsing: text).comments == [
        "trip.title": " The title.\n   Arguments: number. ",
        "trip.route": " The route. Arguments: origin, destination.",
      ])
  }

  /// Found by `Scripts/fuzz` (Tools/Fuzz/Corpus/FuzzStringsFile/regression-form-feed): a form feed
  /// is a line break to the reader, so the error after it is on line 2.
  @Test func aFormFeed_endsALine_forTheErrorsLineNumber() {
    #expect(throws: StringsFileError(line: 2, problem: "expected a quoted key, found '\u{1}'")) {
      try StringsFile(parsing: "\u{0C}\u{1}\0\0\0")
    }
  }

  @Test func escapes_becomeTheirCharacters() throws {
    let text = #""a" = "say \"hi\"\\n\t\U00E9\u0041\'\0";"#

    #expect(try StringsFile(parsing: text).entries.first?.value == "say \"hi\"\\n\té\u{41}'\0")
  }

  /// A combining mark right after an escape's letter joins the letter into one character; the
  /// escape is read all the same (found by fuzzing).
  @Test func anEscapeFollowedByACombiningMark_isStillAnEscape() throws {
    let file = try StringsFile(parsing: "\"a\\t\u{598}b\" = \"\\n\u{301}\";")

    #expect(file.entries.map(\.key) == ["a\t\u{598}b"])
    #expect(file.entries.map(\.value) == ["\n\u{301}"])
  }

  @Test func aKeyGivenTwice_keepsItsPlace_andItsLastValue() throws {
    #expect(try entries(#""a" = "1"; "b" = "2"; "a" = "3";"#) == ["a=3", "b=2"])
  }

  @Test func anEmptyFile_orOnlyComments_hasNoEntries() throws {
    #expect(try entries("") == [])
    #expect(try entries("/* nothing */\n// yet\n") == [])
  }

  @Test(
    arguments: [
      (#""a" = "1""#, 1, "expected ';' after the value of \"a\", found the end of the file"),
      ("\n\"a\" \"1\";", 2, "expected '=' after the key \"a\", found '\"'"),
      (#""a" = 1;"#, 1, "expected the quoted value of \"a\", found '1'"),
      ("a = \"1\";", 1, "expected a quoted key, found 'a'"),
      ("\"a\" = \"1;\n", 1, "a quoted text is not closed with \""),
      ("/* open\n\n", 1, "a comment is not closed with */"),
      (#""a" = "\q";"#, 1, "'\\q' is not an escape"),
      (#""a" = "\U12";"#, 1, "\\U needs four hexadecimal digits"),
      (#""a" = "\UD800";"#, 1, "\\U names no character"),
      (#""a" = "\"#, 1, "the file ends inside an escape"),
    ])
  func aBrokenFile_namesTheLineAndTheProblem(text: String, line: Int, problem: String) {
    #expect(throws: StringsFileError(line: line, problem: problem)) {
      try StringsFile(parsing: text)
    }
  }

  @Test func anError_readsAsLineAndProblem() {
    #expect("\(StringsFileError(line: 3, problem: "oops"))" == "line 3: oops")
  }
}
