import Application
import CommandLineKit
import Domain
import LessonTestSupport
import Testing
import TimeSpelling

@testable import App

@MainActor @Suite struct TripsCommandLineTests {
  private func parse(_ line: String) throws(UsageError) -> Invocation {
    try Invocation.parse(line.split(separator: " ").map(String.init))
  }

  /// The command `line` parses to, as `C`.
  private func command<C: Command>(
    _ line: String, as type: C.Type, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> C {
    try #require(try parse(line).command as? C, sourceLocation: sourceLocation)
  }

  private func helpTopic(_ line: String) throws -> String?? {
    guard case .help(let topic) = try parse(line).action else {
      return try #require(try parse(line).command as? HelpCommand).topic
    }
    return .some(topic.map { $0.configuration.name })
  }

  private func time(_ text: String) throws -> StatedTime {
    try #require(TimeSpelling.time(text))
  }

  private func expectUsageError(
    _ arguments: [String], _ problem: UsageError.Problem,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(throws: UsageError(problem), sourceLocation: sourceLocation) {
      try Invocation.parse(arguments)
    }
  }

  @Test func everyKind_readsAndWritesBack() throws {
    let read = try CommandLineParser.read(
      ["stamp", "3", "--on", "2035-10-09", "--at", "8:15", "--by=-5", "--to", "Delft", "--loud"],
      program: Self.stampProgram)
    let values = try #require(read.values)
    let stamp = StampCommand(parsing: values)

    #expect(
      values.commandLine(StampCommand.definition) == [
        "stamp", "--on=2035-10-09", "--at=08:15", "--by=-5", "--to=Delft", "--loud", "--", "3",
      ])
    #expect(stamp.day == CalendarDay(year: 2035, month: 10, day: 9))
    #expect(stamp.minutes == -5)
    #expect(stamp.flag)
    #expect(stamp.id == Fixtures.tripID(3))
    #expect(throws: UsageError(.invalidValue("Friday", option: "--on", .notADay))) {
      try CommandLineParser.read(["stamp", "3", "--on", "Friday"], program: Self.stampProgram)
    }
  }

  private static let stampProgram = CommandLineProgram(
    name: "trips", overview: "Stamp.", options: [], commands: [StampCommand.self])

  /// A command with an option of every kind of `trips`, for the parser alone.
  private struct StampCommand: ParsableCommand {
    static let configuration = CommandConfiguration(name: "stamp", abstract: "Stamp.")
    @Argument("id", .tripNumber, help: "A trip.") var id: TripID
    @Option("--on", .day, help: "A day.") var day: CalendarDay
    @Option("--at", .time, help: "A time.") var time: StatedTime?
    @Option("--by", .minutes, help: "Minutes.") var minutes: Int?
    @Option("--to", .placeName, help: "A name.") var name: String?
    @Flag("--loud", help: "A flag.") var flag: Bool
  }

  @Test func parsesEachCommandToItsValues() throws {
    _ = try command("demo", as: DemoCommand.self)
    #expect(try command("show 7", as: ShowCommand.self).id == Fixtures.tripID(7))
    #expect(try command("list", as: ListCommand.self).includesPastTrips == false)
    #expect(try command("list --all", as: ListCommand.self).includesPastTrips)
    #expect(try command("remove 3", as: RemoveCommand.self).id == Fixtures.tripID(3))
    #expect(try command("watch 4", as: WatchCommand.self).id == Fixtures.tripID(4))
    let late = try command("depart 2 --delay 5", as: DepartCommand.self)
    #expect(late.id == Fixtures.tripID(2) && late.departure == .delayed(minutes: 5))
    let early = try command("depart 2 --delay -3", as: DepartCommand.self)
    #expect(early.departure == .delayed(minutes: -3))
    let at = try command("depart 2 --at=2015-10-09T15:14:53+02:00", as: DepartCommand.self)
    #expect(at.departure == .at(try time("2015-10-09T15:14:53+02:00")))
    #expect(try command("completions zsh", as: CompletionsCommand.self).shell == .zsh)
    _ = try command("manual", as: ManualCommand.self)
    #expect(try parse("--version").command == nil)
  }

  @Test func help_isACommand_andTheHelpOptionAnywhere() throws {
    #expect(try helpTopic("help") == .some(nil))
    #expect(try helpTopic("help list") == "list")
    #expect(try helpTopic("--help") == .some(nil))
    #expect(try helpTopic("show 1 -h") == "show")
    #expect(try helpTopic("add --help") == "add")
  }

  @Test func add_takesTimesAndNames_inAnyOrder() throws {
    let invocation = try Invocation.parse([
      "add", "--to", "Rotterdam Centraal", "--arrival", "2015-10-09 15:26", "--departure",
      "2015-10-09 15:09", "--from", "Amsterdam",
    ])

    let add = try #require(invocation.command as? AddCommand)
    #expect(add.departure == (try time("2015-10-09 15:09")))
    #expect(add.arrival == (try time("2015-10-09 15:26")))
    #expect(add.origin == "Amsterdam")
    #expect(add.destination == "Rotterdam Centraal")
  }

  @Test func add_acceptsANameThatStartsWithADash_afterTheEqualsSign() throws {
    let invocation = try Invocation.parse([
      "add", "--departure", "2015-10-09 15:09", "--arrival", "2015-10-09 15:26", "--from=-Zone-",
    ])

    #expect((invocation.command as? AddCommand)?.origin == "-Zone-")
  }

  /// A value that starts with a combining mark joins the `=` before it into one character; the
  /// option and its value are still split there.
  @Test func add_splitsAtTheEqualsSign_whenTheValueStartsWithACombiningMark() throws {
    let invocation = try Invocation.parse([
      "add", "--departure", "2015-10-09 15:09", "--arrival", "2015-10-09 15:26",
      "--from=\u{301}Zone",
    ])

    #expect((invocation.command as? AddCommand)?.origin == "\u{301}Zone")
  }

  @Test func globalOptions_areAcceptedBeforeAndAfterTheCommand() throws {
    let lines = [
      "--store a.json --locale de_DE --time-zone UTC --format json --color never show 1",
      "show 1 --store a.json --locale de_DE --time-zone UTC --format json --color never",
      "--store=a.json show --locale=de_DE 1 --time-zone UTC --format=json --color=never",
    ]

    for line in lines {
      let invocation = try parse(line)
      let options = invocation.options
      #expect(options.store == "a.json" && options.locale == "de_DE" && options.timeZone == "UTC")
      #expect(options.format == .json && options.color == .never && !options.freshOnly)
      #expect((invocation.command as? ShowCommand)?.id == Fixtures.tripID(1))
    }
  }

  @Test func defaults_areTextAndAutomaticColour() throws {
    let options = try parse("demo").options

    #expect(options.store == nil && options.locale == nil && options.timeZone == nil)
    #expect(options.format == .text && options.color == .auto && !options.freshOnly)
  }

  @Test func noCommand_isAUsageError() {
    expectUsageError([], .noCommand)
  }

  @Test func unknownCommand_suggestsTheNearestOne() {
    expectUsageError(["lsit"], .unknownCommand("lsit", suggestion: "list"))
    expectUsageError(["manuel"], .unknownCommand("manuel", suggestion: "manual"))
    expectUsageError(["fly"], .unknownCommand("fly", suggestion: nil))
  }

  @Test func unknownOptions_suggestTheNearestOptionOfTheCommandOrTheGlobalOnes() {
    expectUsageError(
      ["--colour", "never", "demo"], .unknownOption("--colour", command: nil, suggestion: "--color")
    )
    expectUsageError(
      ["show", "1", "--all"], .unknownOption("--all", command: "show", suggestion: nil))
    expectUsageError(
      ["list", "--al"], .unknownOption("--al", command: "list", suggestion: "--all"))
    expectUsageError(
      ["depart", "1", "--dealy", "5"],
      .unknownOption("--dealy", command: "depart", suggestion: "--delay"))
    expectUsageError(
      ["list", "--formt", "json"],
      .unknownOption("--formt", command: "list", suggestion: "--format"))
  }

  @Test func missingAndMalformedValues_areUsageErrors() {
    expectUsageError(["demo", "--store"], .missingValue(option: "--store"))
    expectUsageError(["--store", "--color", "never", "demo"], .missingValue(option: "--store"))
    expectUsageError(
      ["--format", "xml", "demo"],
      .invalidValue(
        "xml", option: "--format", .notAChoice(allowed: ["text", "json", "ics", "html"])))
    expectUsageError(
      ["--color", "sometimes", "demo"],
      .invalidValue(
        "sometimes", option: "--color", .notAChoice(allowed: ["auto", "always", "never"])))
    expectUsageError(
      ["completions", "ksh"],
      .invalidValue("ksh", option: "<shell>", .notAChoice(allowed: ["bash", "zsh", "fish"])))
    expectUsageError(["completions"], .missing("<shell>", command: "completions"))
    expectUsageError(["list", "--all=yes"], .optionTakesNoValue("--all"))
    expectUsageError(["--version=2", "demo"], .optionTakesNoValue("--version"))
    expectUsageError(
      ["--locale", "en_US", "--locale", "de_DE", "demo"], .repeatedOption("--locale"))
    expectUsageError(["list", "--all", "--all"], .repeatedOption("--all"))
  }

  @Test(arguments: ["0", "-1", "x", "1.5", "١", "99999999999999999999"])
  func tripNumbers_mustBePositiveWholeNumbers(text: String) {
    expectUsageError(["show", text], .invalidValue(text, option: "<id>", .notATripNumber))
  }

  @Test func commandsThatNeedATrip_sayWhichOne() {
    expectUsageError(["show"], .missing("<id>", command: "show"))
    expectUsageError(["remove"], .missing("<id>", command: "remove"))
    expectUsageError(["show", "1", "2"], .unexpectedArgument("2", command: "show"))
    expectUsageError(["demo", "now"], .unexpectedArgument("now", command: "demo"))
    expectUsageError(["help", "show", "list"], .unexpectedArgument("list", command: "help"))
  }

  @Test func add_needsBothTimes_inAFormItReads() {
    expectUsageError(
      ["add", "--arrival", "2015-10-09 15:26"], .missing("--departure <time>", command: "add"))
    expectUsageError(
      ["add", "--departure", "2015-10-09 15:26"], .missing("--arrival <time>", command: "add"))
    expectUsageError(
      ["add", "--departure", "soon", "--arrival", "9:00"],
      .invalidValue("soon", option: "--departure", .notATime))
  }

  @Test func depart_needsExactlyOneOfAtAndDelay() {
    expectUsageError(["depart", "1"], .needsOneOf(["--at", "--delay"], command: "depart"))
    expectUsageError(
      ["depart", "1", "--at", "2015-10-09 15:14", "--delay", "5"],
      .exclusiveOptions(["--at", "--delay"]))
  }

  @Test func theFormat_isOneTheCommandAccepts() throws {
    // The commands that write JSON, as each declares (`Command.formats`), generated ones too.
    let streams = CommandList.names(writing: .json)
    #expect(streams.starts(with: ["demo", "show", "list", "add", "depart", "edit", "remove"]))
    for name in ["help", "manual"] {
      expectUsageError(
        ["--format", "json", name],
        .formatNotForCommand("json", command: name, takenBy: streams, allowed: ["text"]))
    }
    expectUsageError(
      ["completions", "bash", "--format=json"],
      .formatNotForCommand("json", command: "completions", takenBy: streams, allowed: ["text"]))
    #expect(try parse("--format json show 1").options.format == .json)
    #expect(try parse("--format text manual").options.format == .text)
  }

  @Test func calendarsAndPages_areForShowAndList_only() throws {
    for format in ["ics", "html"] {
      #expect(try parse("--format \(format) show 1").options.format.rawValue == format)
      #expect(try parse("list --all --format=\(format)").options.format.rawValue == format)
      expectUsageError(
        ["watch", "1", "--format", format],
        .formatNotForCommand(
          format, command: "watch", takenBy: ["show", "list"], allowed: ["text", "json"]))
      expectUsageError(
        ["--format", format, "add", "--departure", "8:15", "--arrival", "9:02"],
        .formatNotForCommand(
          format, command: "add", takenBy: ["show", "list"], allowed: ["text", "json"]))
    }
  }

  @Test func edit_needsAtLeastOneChange() {
    expectUsageError(
      ["edit", "1"],
      .needsAtLeastOne(["--departure", "--arrival", "--from", "--to"], command: "edit"))
  }

  @Test(arguments: ["five", "1.5", "", "٥", "+-3"])
  func delay_mustBeWholeMinutes(text: String) {
    expectUsageError(
      ["depart", "1", "--delay=\(text)"], .invalidValue(text, option: "--delay", .notMinutes))
  }

  @Test(arguments: ["525601", "-525600", "+5", "0"])
  func delay_anyWholeNumber_isRead_andItsLimitIsTheUseCases(text: String) throws {
    let command = try #require(try parse("depart 1 --delay \(text)").command as? DepartCommand)

    #expect(command.departure == .delayed(minutes: Int(text)!))
  }

  @Test(arguments: [("99999999999999999999", Int.max), ("-99999999999999999999", Int.min)])
  func delay_beyondAnyInt_readsAsTheLargest_forTheUseCaseToRefuse(text: String, minutes: Int)
    throws
  {
    let command = try #require(try parse("depart 1 --delay=\(text)").command as? DepartCommand)

    #expect(command.departure == .delayed(minutes: minutes))
  }

  @Test func help_forAnUnknownTopic_isAUsageError() {
    expectUsageError(
      ["help", "lis"],
      .invalidValue("lis", option: "[<subcommand>]", .notAName(suggestion: "list")))
  }

  @Test(
    arguments: [
      (["--locale", "de_DE", "show"], "de_DE"), (["show", "--locale=zh_Hans_CN"], "zh_Hans_CN"),
      (["show", "--", "--locale", "de_DE"], nil), (["--locale"], nil), (["show"], nil),
    ] as [([String], String?)])
  func localeOption_isFoundWithoutParsing(arguments: [String], expected: String?) {
    #expect(GlobalOptions.locale(in: arguments) == expected)
  }

  @Test func doubleDash_endsTheOptions() throws {
    #expect(try command("show -- 1", as: ShowCommand.self).id == Fixtures.tripID(1))
    expectUsageError(["list", "--", "--all"], .unexpectedArgument("--all", command: "list"))
  }
}
