import CommandLineKit
import Testing

/// The parser on `greet`: values into declarations, and every problem of the kit's own.
@Suite struct CommandLineParserTests {
  private func read(_ line: String) throws(UsageError) -> ParsedCommandLine {
    try CommandLineParser.read(
      line.split(separator: " ").map(String.init), program: Greeter.program)
  }

  private func hello(_ line: String) throws -> Greeter.Hello {
    Greeter.Hello(parsing: try #require(try read(line).values))
  }

  private func expect(
    _ line: String, fails problem: UsageError.Problem,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(throws: UsageError(problem), sourceLocation: sourceLocation) { try read(line) }
  }

  @Test func eachDeclaration_takesItsValue() throws {
    let hello = try hello("hello Ada Countess --times 3 --loud --log=said.txt")

    #expect(hello.name == "Ada")
    #expect(hello.title == "Countess")
    #expect(hello.times == 3)
    #expect(hello.loud)
    #expect(hello.log == "said.txt")
  }

  @Test func whatIsLeftOut_readsAsNilFalseOrTheDefault() throws {
    let hello = try hello("hello Ada")

    #expect(hello.title == nil)
    #expect(hello.times == 1)
    #expect(!hello.loud)
    #expect(hello.log == nil)
  }

  @Test func theProgramsOptions_standBeforeOrAfterTheCommand() throws {
    for line in ["--style fancy hello Ada --language nl", "hello --language=nl Ada --style=fancy"] {
      let read = try read(line)
      let options = Greeter.Options(parsing: read.options)

      #expect(read.command?.name == "hello")
      #expect(options.style == .fancy)
      #expect(options.language == "nl")
    }
  }

  @Test func helpAndVersion_answerWithoutReadingTheCommandsValues() throws {
    let help = try read("hello --times 0 -h")
    let version = try read("--version")

    #expect(help.command?.name == "hello" && help.values == nil)
    #expect(Greeter.Options(parsing: help.options).help)
    #expect(version.command == nil && version.values == nil)
    #expect(Greeter.Options(parsing: version.options).version)
  }

  @Test func doubleDash_endsTheOptions_andNegativeNumbersAreValues() throws {
    #expect(try hello("hello -- --Ada").name == "--Ada")
    expect("hello Ada --times -1", fails: .invalidValue("-1", option: "--times", .notACount))
  }

  @Test func theValuesWrittenBack_readToTheSameValues() throws {
    let values = try #require(try read("hello Ada --loud --times 2").values)
    let line = values.commandLine(Greeter.Hello.definition)

    #expect(line == ["hello", "--times=2", "--loud", "--", "Ada"])
    #expect(
      try #require(try read(line.joined(separator: " ")).values).commandLine(
        Greeter.Hello.definition) == line)
  }

  @Test func theShapeOfTheLine_isChecked() {
    expect("", fails: .noCommand)
    expect("--style plain", fails: .noCommand)
    expect("helo Ada", fails: .unknownCommand("helo", suggestion: "hello"))
    expect("jump", fails: .unknownCommand("jump", suggestion: nil))
    expect("--lodu hello", fails: .unknownOption("--lodu", command: nil, suggestion: nil))
    expect(
      "--stlye plain hello", fails: .unknownOption("--stlye", command: nil, suggestion: "--style"))
    expect(
      "hello Ada --lodu", fails: .unknownOption("--lodu", command: "hello", suggestion: "--loud"))
    expect("hello Ada --times", fails: .missingValue(option: "--times"))
    expect("hello Ada --times --loud", fails: .missingValue(option: "--times"))
    expect("hello Ada --loud --loud", fails: .repeatedOption("--loud"))
    expect("-h hello --help", fails: .repeatedOption("--help"))
    expect("hello Ada --loud=yes", fails: .optionTakesNoValue("--loud"))
    expect("hello Ada Countess Lovelace", fails: .unexpectedArgument("Lovelace", command: "hello"))
  }

  @Test func everyValue_isReadAsItsKind() {
    expect("hello Ada --times ten", fails: .invalidValue("ten", option: "--times", .notACount))
    expect(
      "--style loud hello Ada",
      fails: .invalidValue("loud", option: "--style", .notAChoice(allowed: ["plain", "fancy"])))
    expect(
      "tidy wav --room hall --dust",
      fails: .invalidValue("wav", option: "<topic>", .notAName(suggestion: "wave")))
  }

  @Test func requiredArgumentsAndOptions_andTheRules_areChecked() {
    expect("hello", fails: .missing("<name>", command: "hello"))
    expect("tidy hello --dust", fails: .missing("--room <name>", command: "tidy"))
    expect("wave", fails: .needsOneOf(["--left", "--right"], command: "wave"))
    expect("wave --right --left", fails: .exclusiveOptions(["--left", "--right"]))
    expect(
      "tidy hello --room hall", fails: .needsAtLeastOne(["--sweep", "--dust"], command: "tidy"))
  }

  @Test func aRuleHeld_letsTheCommandBeMade() throws {
    let wave = Greeter.Wave(parsing: try #require(try read("wave --right").values))
    let tidy = Greeter.Tidy(parsing: try #require(try read("tidy wave --room hall --dust").values))

    #expect(wave.right && !wave.left)
    #expect(tidy.topic == "wave" && tidy.room == "hall" && tidy.dust && !tidy.sweep)
  }

  @Test(
    arguments: [
      (["--language", "nl", "hello"], "nl"), (["hello", "--language=zh"], "zh"),
      (["hello", "--", "--language", "nl"], nil), (["--language"], nil), (["hello"], nil),
    ] as [([String], String?)])
  func anOptionsValue_isFoundWithoutParsing(arguments: [String], expected: String?) {
    #expect(CommandLineParser.value(of: "--language", in: arguments) == expected)
  }
}
