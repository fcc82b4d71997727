import Foundation
import TestSupport
import Testing

/// The built `trips` binary, run as a person would run it, against temporary stores.
@Suite struct EndToEndTests {
  private func bytes(_ path: String) -> Data? {
    FileManager.default.contents(atPath: path)
  }

  // MARK: demo

  @Test func demo_printsTheArticlesCard_andStoresItInTheDefaultStore() throws {
    let trips = TripsProcess()

    let first = try trips.run("demo")
    let second = try trips.run("demo")
    let list = try trips.run("list", "--all")

    #expect(first.status == 0)
    #expect(first.output == GoldenCards.late)
    #expect(first.error == "")
    #expect(second.output == GoldenCards.late)
    #expect(FileManager.default.fileExists(atPath: trips.defaultStore))
    #expect(list.output.split(separator: "\n").count == 1)
  }

  @Test func demo_withExplicitLocaleAndTimeZone_andColourNever() throws {
    let trips = TripsProcess(environment: ["LANG": "de_DE.UTF-8", "TZ": "UTC"])

    let run = try trips.run(
      "--locale", "en_US", "--time-zone", "Europe/Amsterdam", "--color", "never", "demo")

    #expect(run.output == GoldenCards.late)
  }

  @Test func demo_withColourAlways_paintsTheDepartureTimeRed() throws {
    let run = try TripsProcess().run("--color", "always", "demo")

    #expect(run.output.contains("\u{1B}[38;2;255;0;0m3:09 PM\u{1B}[0m"))
  }

  @Test func demo_inAPipe_hasNoColour_evenWithoutNoColor() throws {
    let run = try TripsProcess().run("demo")

    #expect(!run.output.contains("\u{1B}"))
  }

  @Test func demo_honoursXDGDataHome() throws {
    let directory = TemporaryDirectory()
    let trips = TripsProcess(environment: ["XDG_DATA_HOME": directory.path])
    let dataHome = directory.path

    try trips.run("demo")

    #expect(FileManager.default.fileExists(atPath: dataHome + "/trips/trips.sqlite"))
    #expect(!FileManager.default.fileExists(atPath: trips.defaultStore))
  }

  // MARK: a whole session

  @Test(arguments: ["trips.sqlite", "trips.json"])
  func session_addListDepartShowRemove(storeName: String) throws {
    let directory = TemporaryDirectory()
    let trips = TripsProcess(environment: ["TRIPS_STORE": directory.file(storeName)])

    let add = try trips.run(
      "add", "--departure", "2035-10-09 15:09", "--arrival", "2035-10-09 15:26", "--from",
      "Amsterdam", "--to", "Rotterdam")
    let list = try trips.run("list")
    let depart = try trips.run("depart", "1", "--delay", "7")
    let show = try trips.run("show", "1")
    let remove = try trips.run("remove", "1")
    let empty = try trips.run("list", "--all")

    #expect(add.status == 0)
    #expect(
      add.output == """
        ╭──────────────────────────────────────────╮
        │ Trip 1                           10/9/35 │
        │ Amsterdam → Rotterdam                    │
        │                                          │
        │ 3:09 PM ──────── 17 min ──────── 3:26 PM │
        ╰──────────────────────────────────────────╯

        """)
    #expect(
      list.output
        == "   1  10/9/35     3:09 PM   →  3:26 PM   17 min         Amsterdam → Rotterdam\n")
    #expect(depart.status == 0)
    #expect(depart.output.contains("│ 7 minutes delay"))
    #expect(show.output == depart.output)
    #expect(remove.status == 0)
    #expect(remove.output == "Removed trip 1.\n")
    #expect(empty.status == 0)
    #expect(
      empty.output
        == "There are no trips yet.\nPlan one with 'trips add --departure TIME --arrival TIME'.\n")
  }

  // MARK: JSON

  @Test func json_showAddDepartPrintOneObject_andListAnArray() throws {
    let directory = TemporaryDirectory()
    let trips = TripsProcess(environment: ["TRIPS_STORE": directory.file("t.sqlite")])

    let add = try trips.run(
      "--format", "json", "add", "--departure", "2015-10-09T15:09:53+02:00", "--arrival",
      "2015-10-09T15:26:33+02:00", "--to", "Rotterdam")
    let depart = try trips.run("depart", "1", "--at", "2015-10-09 15:14", "--format", "json")
    let show = try trips.run("show", "1", "--format=json")
    let list = try trips.run("list", "--all", "--format", "json")

    #expect(
      add.output == """
        {
          "id": 1,
          "origin": null,
          "destination": "Rotterdam",
          "date": "10/9/15",
          "departure": "3:09 PM",
          "arrival": "3:26 PM",
          "duration": "17 min",
          "delay": null,
          "delayed": false
        }

        """)
    let departed = try #require(
      JSONSerialization.jsonObject(with: Data(depart.output.utf8)) as? [String: Any])
    #expect(departed["delay"] as? String == "5 minutes delay")
    #expect(departed["delayed"] as? Bool == true)
    #expect(show.output == depart.output)
    let array = try #require(
      JSONSerialization.jsonObject(with: Data(list.output.utf8)) as? [[String: Any]])
    #expect(array.count == 1)
    #expect([add, depart, show, list].allSatisfy { $0.error.isEmpty && $0.status == 0 })
  }

  @Test func json_emptyList_isAnEmptyArray_withTheMessageOnStandardError() throws {
    let run = try TripsProcess().run("list", "--format", "json", "--store", ":memory:")

    #expect(run.status == 0)
    #expect(run.output == "[]\n")
    #expect(run.error.hasPrefix("There are no upcoming trips.\n"))
  }

  @Test func json_neverContainsColour() throws {
    let run = try TripsProcess().run("--color", "always", "--format", "json", "demo")

    #expect(!run.output.contains("\u{1B}"))
  }

  // MARK: exit statuses

  @Test func missingTrip_exits1_withAMessageOnStandardError() throws {
    let trips = TripsProcess()
    try trips.run("demo")

    for arguments in [["show", "9"], ["depart", "9", "--delay", "1"], ["remove", "9"]] {
      let run = try trips.run(arguments)
      #expect(run.status == 1)
      #expect(run.output == "")
      #expect(
        run.error
          == "error: There is no trip 9.\nhint: Run 'trips list --all' to see every trip and its number.\n"
      )
    }
  }

  @Test func refusedTrip_exits1_andChangesNothing() throws {
    let directory = TemporaryDirectory()
    let trips = TripsProcess(environment: ["TRIPS_STORE": directory.file("t.json")])
    try trips.run("demo")
    let before = bytes(directory.file("t.json"))

    let backwards = try trips.run(
      "add", "--departure", "2015-10-09 15:26", "--arrival", "2015-10-09 15:09")
    let longName = try trips.run(
      "add", "--departure", "2015-10-09 15:09", "--arrival", "2015-10-09 15:26", "--from",
      String(repeating: "x", count: 101))

    #expect(backwards.status == 1)
    #expect(
      backwards.error
        == "error: The arrival (10/9/15 3:09 PM) must be after the departure (10/9/15 3:26 PM).\n"
    )
    #expect(longName.status == 1)
    #expect(bytes(directory.file("t.json")) == before)
  }

  @Test(arguments: [
    (["fly"], "error: unknown command 'fly'"),
    (["show"], "error: 'show' needs the number of a trip"),
    (["show", "one"], "error: 'one' is not a trip number"),
    (["list", "--everything"], "error: unknown option '--everything' for 'list'"),
    (["--time-zone", "Mars/Olympus", "demo"], "error: unknown time zone 'Mars/Olympus'"),
    (
      ["add", "--departure", "tomorrow", "--arrival", "2015-10-09 15:26"],
      "error: 'tomorrow' given to '--departure' is not a time"
    ),
    (["depart", "1", "--delay", "soon"], "error: 'soon' is not a number of minutes"),
    ([], "error: no command given"),
  ])
  func usageErrors_exit64_andChangeNothing(arguments: [String], firstLine: String) throws {
    let directory = TemporaryDirectory()
    let trips = TripsProcess(environment: ["TRIPS_STORE": directory.file("t.json")])
    try trips.run("demo")
    let before = bytes(directory.file("t.json"))

    let run = try trips.run(arguments)

    #expect(run.status == 64)
    #expect(run.output == "")
    #expect(run.error.split(separator: "\n").first.map(String.init) == firstLine)
    #expect(run.error.contains("\nhint: "))
    #expect(bytes(directory.file("t.json")) == before)
  }

  @Test(arguments: ["trips.sqlite", "trips.json"])
  func unreadableStore_exits74_namesTheFile_andLeavesItUnchanged(name: String) throws {
    let directory = TemporaryDirectory()
    let path = directory.file(name)
    try Data("not a store\n".utf8).write(to: URL(fileURLWithPath: path))
    let trips = TripsProcess(environment: ["TRIPS_STORE": path])

    let runs = try [["demo"], ["show", "1"], ["list"], ["remove", "1"]].map { try trips.run($0) }

    for run in runs {
      #expect(run.status == 74)
      #expect(run.output == "")
      #expect(run.error.hasPrefix("error: \(path) is not "))
      #expect(run.error.contains("\nhint: "))
    }
    #expect(bytes(path) == Data("not a store\n".utf8))
  }

  // MARK: languages

  @Test func demo_inGerman_andInChinese() throws {
    let trips = TripsProcess()

    let german = try trips.run("--locale", "de_DE", "--time-zone", "Europe/Amsterdam", "demo")
    let chinese = try trips.run("demo", "--locale", "zh_Hans_CN", "--time-zone", "Asia/Shanghai")

    #expect(
      german.output == """
        ╭──────────────────────────────────────────╮
        │ Reise 1                         09.10.15 │
        │                                          │
        │ 15:09 ───────── 17 Min. ────────── 15:26 │
        │                                          │
        │ 5 Minuten Verspätung                     │
        ╰──────────────────────────────────────────╯

        """)
    #expect(
      chinese.output == """
        ╭──────────────────────────────────────────╮
        │ 行程 1                         2015/10/9 │
        │                                          │
        │ 21:09 ────────── 17分钟 ────────── 21:26 │
        │                                          │
        │ 延误5分钟                                │
        ╰──────────────────────────────────────────╯

        """)
  }

  @Test func errors_followTheLanguageOfTheEnvironment() throws {
    let trips = TripsProcess(environment: ["LANG": "de_DE.UTF-8"])

    let usage = try trips.run("show", "x")
    let missing = try trips.run("show", "9", "--store", ":memory:")

    #expect(usage.status == 64)
    #expect(usage.error.hasPrefix("error: 'x' ist keine Reisenummer\n"))
    #expect(missing.status == 1)
    #expect(missing.error.hasPrefix("error: Es gibt keine Reise 9.\n"))
  }

  // MARK: help and version

  @Test func helpAndVersion_exit0_onStandardOutput() throws {
    let trips = TripsProcess()

    let help = try trips.run("--help")
    let commandHelp = try trips.run("depart", "-h")
    let version = try trips.run("--version")

    #expect(help.status == 0)
    #expect(help.output.hasPrefix("OVERVIEW: "))
    #expect(commandHelp.output.hasPrefix("OVERVIEW: Record when a trip really left"))
    #expect(version.output == "trips 0.1.0\n")
    #expect([help, commandHelp, version].allSatisfy { $0.error.isEmpty })
  }
}
