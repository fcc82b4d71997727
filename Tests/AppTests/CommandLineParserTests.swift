import Domain
import TestSupport
import Testing

@testable import App

@Suite struct CommandLineParserTests {
  private func parse(_ line: String) throws(UsageError) -> Invocation {
    try CommandLineParser.parse(line.split(separator: " ").map(String.init))
  }

  private func expectUsageError(
    _ arguments: [String], _ problem: UsageError.Problem,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(throws: UsageError(problem), sourceLocation: sourceLocation) {
      try CommandLineParser.parse(arguments)
    }
  }

  @Test(arguments: [
    ("demo", Command.demo),
    ("show 7", .show(Fixtures.tripID(7))),
    ("list", .list(all: false)),
    ("list --all", .list(all: true)),
    ("remove 3", .remove(Fixtures.tripID(3))),
    ("depart 2 --delay 5", .depart(Fixtures.tripID(2), .delay(minutes: 5))),
    ("depart 2 --delay -3", .depart(Fixtures.tripID(2), .delay(minutes: -3))),
    (
      "depart 2 --at=2015-10-09T15:14:53+02:00",
      .depart(Fixtures.tripID(2), .at("2015-10-09T15:14:53+02:00"))
    ),
    ("help", .help(topic: nil)),
    ("help list", .help(topic: .list)),
    ("--help", .help(topic: nil)),
    ("show 1 -h", .help(topic: .show)),
    ("--version", .version),
  ])
  func parsesEveryCommand(line: String, expected: Command) throws {
    #expect(try parse(line).command == expected)
  }

  @Test func add_takesTimesAndNames_inAnyOrder() throws {
    let invocation = try CommandLineParser.parse([
      "add", "--to", "Rotterdam Centraal", "--arrival", "2015-10-09 15:26", "--departure",
      "2015-10-09 15:09", "--from", "Amsterdam",
    ])

    #expect(
      invocation.command
        == .add(
          departure: "2015-10-09 15:09", arrival: "2015-10-09 15:26", origin: "Amsterdam",
          destination: "Rotterdam Centraal"))
  }

  @Test func add_acceptsANameThatStartsWithADash_afterTheOptionsEnd() throws {
    let invocation = try CommandLineParser.parse([
      "add", "--departure", "2015-10-09 15:09", "--arrival", "2015-10-09 15:26", "--from=-Zone-",
    ])

    #expect(
      invocation.command
        == .add(
          departure: "2015-10-09 15:09", arrival: "2015-10-09 15:26", origin: "-Zone-",
          destination: nil))
  }

  @Test func globalOptions_areAcceptedBeforeAndAfterTheCommand() throws {
    let before = try parse(
      "--store a.json --locale de_DE --time-zone UTC --format json --color never show 1")
    let after = try parse(
      "show 1 --store a.json --locale de_DE --time-zone UTC --format json --color never")
    let mixed = try parse(
      "--store=a.json show --locale=de_DE 1 --time-zone UTC --format=json --color=never")

    let expected = Invocation(
      options: GlobalOptions(
        store: "a.json", locale: "de_DE", timeZone: "UTC", format: .json, color: .never),
      command: .show(Fixtures.tripID(1)))
    #expect(before == expected)
    #expect(after == expected)
    #expect(mixed == expected)
  }

  @Test func defaults_areTextAndAutomaticColour() throws {
    #expect(try parse("demo").options == GlobalOptions())
  }

  @Test func noCommand_isAUsageError() {
    expectUsageError([], .noCommand)
  }

  @Test func unknownCommand_suggestsTheClosestOne() {
    expectUsageError(["lsit"], .unknownCommand("lsit", suggestion: .list))
    expectUsageError(["fly"], .unknownCommand("fly", suggestion: nil))
  }

  @Test func unknownOptions_areUsageErrors() {
    expectUsageError(["--colour", "never", "demo"], .unknownOption("--colour", command: nil))
    expectUsageError(["show", "1", "--all"], .unknownOption("--all", command: .show))
  }

  @Test func missingAndMalformedValues_areUsageErrors() {
    expectUsageError(["demo", "--store"], .missingValue(option: "--store"))
    expectUsageError(["--store", "--color", "never", "demo"], .missingValue(option: "--store"))
    expectUsageError(
      ["--format", "xml", "demo"],
      .invalidChoice("xml", option: "--format", allowed: ["text", "json"]))
    expectUsageError(
      ["--color", "sometimes", "demo"],
      .invalidChoice("sometimes", option: "--color", allowed: ["auto", "always", "never"]))
    expectUsageError(["list", "--all=yes"], .optionTakesNoValue("--all"))
    expectUsageError(
      ["--locale", "en_US", "--locale", "de_DE", "demo"], .repeatedOption("--locale"))
    expectUsageError(["list", "--all", "--all"], .repeatedOption("--all"))
  }

  @Test(arguments: ["0", "-1", "x", "1.5", "١", "99999999999999999999"])
  func tripNumbers_mustBePositiveWholeNumbers(text: String) {
    expectUsageError(["show", text], .notATripNumber(text))
  }

  @Test func commandsThatNeedATrip_sayWhichOne() {
    expectUsageError(["show"], .needsTripNumber(.show))
    expectUsageError(["remove"], .needsTripNumber(.remove))
    expectUsageError(["show", "1", "2"], .unexpectedArgument("2", command: .show))
    expectUsageError(["demo", "now"], .unexpectedArgument("now", command: .demo))
  }

  @Test func add_needsBothTimes() {
    expectUsageError(
      ["add", "--arrival", "2015-10-09 15:26"], .needsTime(option: "--departure", command: .add))
    expectUsageError(
      ["add", "--departure", "2015-10-09 15:26"], .needsTime(option: "--arrival", command: .add))
  }

  @Test func depart_needsExactlyOneOfAtAndDelay() {
    expectUsageError(["depart", "1"], .departNeedsAtOrDelay(Fixtures.tripID(1)))
    expectUsageError(
      ["depart", "1", "--at", "2015-10-09 15:14", "--delay", "5"], .departTakesOneOfAtAndDelay)
  }

  @Test(arguments: ["five", "1.5", "525601", "-525601", ""])
  func delay_mustBeWholeMinutesWithinAYear(text: String) {
    expectUsageError(["depart", "1", "--delay=\(text)"], .notMinutes(text))
  }

  @Test func help_forAnUnknownTopic_isAUsageError() {
    expectUsageError(["help", "lis"], .unknownCommand("lis", suggestion: .list))
  }

  @Test(
    arguments: [
      (["--locale", "de_DE", "show"], "de_DE"), (["show", "--locale=zh_Hans_CN"], "zh_Hans_CN"),
      (["show", "--", "--locale", "de_DE"], nil), (["--locale"], nil), (["show"], nil),
    ] as [([String], String?)])
  func localeOption_isFoundWithoutParsing(arguments: [String], expected: String?) {
    #expect(CommandLineParser.localeOption(in: arguments) == expected)
  }

  @Test func help_winsOverMissingArguments() throws {
    #expect(try parse("add --help").command == .help(topic: .add))
  }
}
