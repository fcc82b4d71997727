import Foundation
import IntegrationTestSupport
import LessonTestSupport
import Testing

/// `trips demo` in process: the default store and where it lives, languages, time zones and
/// colour, each output compared whole.
@MainActor @Suite struct DemoAcceptanceTests {
  @Test func demo_printsTheArticlesCard_andStoresItOnceInTheDefaultStore() async {
    let trips = InProcessTrips()

    let first = await trips.run("demo")
    let second = await trips.run("demo")
    let list = await trips.run("list", "--all")

    #expect(first == .init(status: 0, output: GoldenCards.late, error: ""))
    #expect(second == first)
    #expect(FileManager.default.fileExists(atPath: trips.defaultStore))
    #expect(list.output.split(separator: "\n").count == 1)
  }

  @Test func demo_honoursXDGDataHome() async {
    let dataHome = TemporaryDirectory()
    let trips = InProcessTrips(environment: ["XDG_DATA_HOME": dataHome.path])

    await trips.run("demo")

    #expect(FileManager.default.fileExists(atPath: dataHome.file("trips/trips.sqlite")))
    #expect(!FileManager.default.fileExists(atPath: trips.defaultStore))
  }

  @Test func options_winOverTheEnvironment() async {
    let trips = InProcessTrips(
      store: .memory, environment: ["LANG": "de_DE.UTF-8", "TZ": "UTC"])

    let run = await trips.run(
      "--locale", "en_US", "--time-zone", "Europe/Amsterdam", "--color", "never", "demo")

    #expect(run == .init(status: 0, output: GoldenCards.late, error: ""))
  }

  @Test func withoutTZ_theSystemTimeZoneIsUsed() async {
    let trips = InProcessTrips(store: .memory)
    trips.environment["TZ"] = nil

    let run = await trips.run("demo")

    #expect(run.output.contains("│ 1:09 PM ──────── 17 min ──────── 1:26 PM │"))
  }

  @Test func colourAlways_paintsTheLateDepartureRed_butNeverInJSON() async {
    let trips = InProcessTrips(store: .memory)

    let card = await trips.run("--color", "always", "demo")
    let json = await trips.run("--color", "always", "--format", "json", "show", "1")

    #expect(card.output.contains("│ \u{1B}[31m3:09 PM\u{1B}[0m ──────── 17 min"))
    #expect(json.status == 0)
    #expect(!json.output.contains("\u{1B}"))
  }

  @Test func noColor_winsOverAuto_butNotOverAlways() async {
    let trips = InProcessTrips(store: .memory, environment: ["NO_COLOR": "1"])

    let auto = await trips.run("demo")
    let always = await trips.run("--color", "always", "show", "1")

    #expect(auto.output == GoldenCards.late)
    #expect(always.output.contains("\u{1B}[31m3:09 PM"))
  }

  @Test func demo_inGerman_andInChinese() async {
    let trips = InProcessTrips(store: .memory)

    let german = await trips.run("--locale", "de_DE", "--time-zone", "Europe/Amsterdam", "demo")
    let chinese = await trips.run(
      "demo", "--locale", "zh_Hans_CN", "--time-zone", "Asia/Shanghai")

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

  @Test func errors_followTheLanguageOfTheEnvironment() async {
    let trips = InProcessTrips(store: .memory, environment: ["LANG": "de_DE.UTF-8"])

    let usage = await trips.run("show", "x")
    let missing = await trips.run("show", "9")

    #expect(usage.status == 64)
    #expect(usage.error.hasPrefix("error: 'x' für '<id>' ist keine Reisenummer\n"))
    #expect(missing.status == 1)
    #expect(missing.error.hasPrefix("error: Es gibt keine Reise 9.\n"))
  }
}
