import Domain
import TestSupport
import Testing

@testable import App

@Suite struct CommandLineParserTests {
  private func parse(_ line: String) throws(UsageError) -> Invocation {
    try CommandLineParser.parse(line.split(separator: " ").map(String.init))
  }

  private func expectUsageError(
    _ arguments: [String], _ message: String, hint: String? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(throws: UsageError(message, hint: hint), sourceLocation: sourceLocation) {
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
    expectUsageError(
      [], "no command given", hint: "Run 'trips demo' to see a trip, or 'trips help'.")
  }

  @Test func unknownCommand_suggestsTheClosestOne() {
    expectUsageError(["lsit"], "unknown command 'lsit'", hint: "Did you mean 'list'?")
    expectUsageError(
      ["fly"], "unknown command 'fly'",
      hint: "Run 'trips help' to see the commands: demo, show, list, add, depart, remove, help.")
  }

  @Test func unknownOptions_areUsageErrors() {
    expectUsageError(
      ["--colour", "never", "demo"], "unknown option '--colour'",
      hint: "Run 'trips help' to see the options.")
    expectUsageError(
      ["show", "1", "--all"], "unknown option '--all' for 'show'",
      hint: "Run 'trips help show' to see its options.")
  }

  @Test func missingAndMalformedValues_areUsageErrors() {
    expectUsageError(["demo", "--store"], "missing value for '--store'")
    expectUsageError(["--store", "--color", "never", "demo"], "missing value for '--store'")
    expectUsageError(
      ["--format", "xml", "demo"], "'xml' is not a value of '--format'",
      hint: "Use one of: text, json.")
    expectUsageError(
      ["--color", "sometimes", "demo"], "'sometimes' is not a value of '--color'",
      hint: "Use one of: auto, always, never.")
    expectUsageError(["list", "--all=yes"], "option '--all' does not take a value")
    expectUsageError(
      ["--locale", "en_US", "--locale", "de_DE", "demo"],
      "option '--locale' is given more than once")
    expectUsageError(["list", "--all", "--all"], "option '--all' is given more than once")
  }

  @Test(arguments: ["0", "-1", "x", "1.5", "١", "99999999999999999999"])
  func tripNumbers_mustBePositiveWholeNumbers(text: String) {
    expectUsageError(
      ["show", text], "'\(text)' is not a trip number",
      hint: "Trip numbers are whole numbers from 1 up; 'trips list --all' shows them.")
  }

  @Test func commandsThatNeedATrip_sayWhichOne() {
    expectUsageError(
      ["show"], "'show' needs the number of a trip", hint: "For example: trips show 1")
    expectUsageError(
      ["remove"], "'remove' needs the number of a trip", hint: "For example: trips remove 1")
    expectUsageError(
      ["show", "1", "2"], "unexpected argument '2' for 'show'",
      hint: "Run 'trips help show' to see what it takes.")
    expectUsageError(
      ["demo", "now"], "unexpected argument 'now' for 'demo'",
      hint: "Run 'trips help demo' to see what it takes.")
  }

  @Test func add_needsBothTimes() {
    expectUsageError(
      ["add", "--arrival", "2015-10-09 15:26"], "'add' needs '--departure TIME'",
      hint: "Run 'trips help add' for the form of TIME.")
    expectUsageError(
      ["add", "--departure", "2015-10-09 15:26"], "'add' needs '--arrival TIME'",
      hint: "Run 'trips help add' for the form of TIME.")
  }

  @Test func depart_needsExactlyOneOfAtAndDelay() {
    expectUsageError(
      ["depart", "1"], "'depart' needs '--at TIME' or '--delay MINUTES'",
      hint: "For example: trips depart 1 --delay 5")
    expectUsageError(
      ["depart", "1", "--at", "2015-10-09 15:14", "--delay", "5"],
      "'depart' takes '--at' or '--delay', not both")
  }

  @Test(arguments: ["five", "1.5", "525601", "-525601", ""])
  func delay_mustBeWholeMinutesWithinAYear(text: String) {
    expectUsageError(
      ["depart", "1", "--delay=\(text)"], "'\(text)' is not a number of minutes",
      hint: "Give whole minutes, for example '--delay 5', or '--delay -2' for an early start.")
  }

  @Test func help_forAnUnknownTopic_isAUsageError() {
    expectUsageError(["help", "lis"], "unknown command 'lis'", hint: "Did you mean 'list'?")
  }

  @Test func help_winsOverMissingArguments() throws {
    #expect(try parse("add --help").command == .help(topic: .add))
  }
}
