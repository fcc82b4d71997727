import Foundation
import Testing

@testable import CommandLineKit

/// How each of the kit's usage errors reads, in English with the program's name, with spot
/// checks of German and Chinese, and the program's own words where it brings them.
@Suite struct UsageErrorTests {
  private static let english = Locale(identifier: "en_US")

  @Test(
    arguments: [
      (UsageError.Problem.noCommand, "no command given", "Run 'greet help' to see the commands."),
      (
        .unknownCommand("helo", suggestion: "hello"), "unknown command 'helo'",
        "Did you mean 'hello'?"
      ),
      (
        .unknownCommand("jump", suggestion: nil), "unknown command 'jump'",
        "Run 'greet help' to see the commands: hello, wave, tidy."
      ),
      (
        .unknownOption("--x", command: nil, suggestion: nil), "unknown option '--x'",
        "Run 'greet help' to see the options."
      ),
      (
        .unknownOption("--x", command: "wave", suggestion: nil), "unknown option '--x' for 'wave'",
        "Run 'greet help wave' to see its options."
      ),
      (
        .unknownOption("--lodu", command: "hello", suggestion: "--loud"),
        "unknown option '--lodu' for 'hello'", "Did you mean '--loud'?"
      ),
      (
        .missingValue(option: "--times"), "missing value for '--times'",
        "Write the value after the option: --times VALUE."
      ),
      (
        .invalidValue("loud", option: "--style", .notAChoice(allowed: ["plain", "fancy"])),
        "'loud' is not a value of '--style'", "Use one of: plain, fancy."
      ),
      (
        .invalidValue("wav", option: "<topic>", .notAName(suggestion: "wave")),
        "unknown command 'wav'", "Did you mean 'wave'?"
      ),
      (
        .invalidValue("x", option: "<topic>", .notAName(suggestion: nil)), "unknown command 'x'",
        "Run 'greet help' to see the commands: hello, wave, tidy."
      ),
      (
        .invalidValue("ten", option: "--times", .notACount),
        "'ten' given to '--times' is not a count", "Count from 1 to 9."
      ),
      (.repeatedOption("--loud"), "option '--loud' is given more than once", nil),
      (.optionTakesNoValue("--loud"), "option '--loud' does not take a value", nil),
      (
        .unexpectedArgument("Lovelace", command: "hello"),
        "unexpected argument 'Lovelace' for 'hello'", "Run 'greet help hello' to see what it takes."
      ),
      (
        .missing("<name>", command: "hello"), "'hello' needs '<name>'",
        "For example: greet hello Ada --times 2"
      ),
      (
        .needsOneOf(["--left", "--right"], command: "wave"),
        "'wave' needs one of '--left', '--right'", "Run 'greet help wave' to see what it takes."
      ),
      (
        .exclusiveOptions(["--left", "--right"]), "'--left', '--right' cannot be given together",
        nil
      ),
      (
        .needsAtLeastOne(["--sweep", "--dust"], command: "tidy"),
        "'tidy' needs at least one of '--sweep', '--dust'",
        "For example: greet tidy hello --room hall --sweep"
      ),
      (.custom(.closedForTheDay("Sunday")), "greeting is closed on Sunday", "Come back tomorrow."),
    ] as [(UsageError.Problem, String, String?)])
  func english(problem: UsageError.Problem, message: String, hint: String?) {
    let error = UsageError(problem)

    #expect(error.message(Self.english, program: Greeter.program) == message)
    #expect(error.hint(Self.english, program: Greeter.program) == hint)
  }

  @Test func germanAndChinese_fillThePlaceholdersByPosition() {
    let error = UsageError(.unknownOption("--x", command: "wave", suggestion: nil))
    let german = Locale(identifier: "de_DE")
    let chinese = Locale(identifier: "zh_Hans_CN")

    #expect(error.message(german, program: Greeter.program) == "unbekannte Option '--x' für 'wave'")
    #expect(
      error.hint(german, program: Greeter.program)
        == "Mit 'greet help wave' sehen Sie seine Optionen.")
    #expect(error.message(chinese, program: Greeter.program) == "'wave' 没有选项 '--x'")
    #expect(error.hint(chinese, program: Greeter.program) == "运行 'greet help wave' 查看它的选项。")
  }

  @Test func aLanguageTheKitLacks_readsInEnglish() {
    let error = UsageError(.noCommand)

    #expect(
      error.message(Locale(identifier: "fr_FR"), program: Greeter.program) == "no command given")
    #expect(error.message(Locale(identifier: ""), program: Greeter.program) == "no command given")
  }

  @Test func aProgramsOwnHintForNoCommand_comesInsteadOfTheKits() {
    var program = Greeter.program
    program.noCommandHint = { $0.identifier == "de_DE" ? "Sagen Sie hallo." : "Say hello." }

    #expect(UsageError(.noCommand).hint(Self.english, program: program) == "Say hello.")
    #expect(
      UsageError(.noCommand).hint(Locale(identifier: "de_DE"), program: program)
        == "Sagen Sie hallo.")
  }

  @Test func programProblems_areTheSame_byNameAndDetails_notByWords() {
    let other = ProgramProblem("closedForTheDay", details: ["Sunday"]) { _, _ in
      ""
    } hint: { _, _ in
      nil
    }

    #expect(ProgramProblem.closedForTheDay("Sunday") == other)
    #expect(ProgramProblem.closedForTheDay("Monday") != other)
    #expect(other.description == "closedForTheDay(Sunday)")
  }
}

extension ProgramProblem {
  /// A problem of the program's own, found after the line was read.
  static func closedForTheDay(_ day: String) -> ProgramProblem {
    ProgramProblem("closedForTheDay", details: [day]) { details, _ in
      "greeting is closed on \(details[0])"
    } hint: { _, _ in
      "Come back tomorrow."
    }
  }
}
