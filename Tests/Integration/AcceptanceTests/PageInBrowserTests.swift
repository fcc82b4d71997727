import DeliveryCheckers
import Foundation
import IntegrationTestSupport
import LessonTestSupport
import Testing

/// `--format html` opened in headless Chromium: what the browser itself reports, through its
/// DevTools protocol (`Scripts/checkers/check-page.py`).
@MainActor @Suite struct PageInBrowserTests {
  /// What the browser saw.
  struct Report: Decodable {
    struct Contrast: Decodable {
      let text: String
      let color: String
      let ratio: Double
    }
    let consoleErrors: [String]
    let text: String
    let lang: String
    let scrollWidth: Int
    let viewportWidth: Int
    let requests: [String]
    let scripts: Int
    let contrasts: [Contrast]
  }

  private func open(_ page: String, browserPython python: String) async throws -> Report {
    let folder = TemporaryDirectory()
    let file = folder.file("page.html")
    defer { withExtendedLifetime(folder) {} }
    try Data(page.utf8).write(to: URL(fileURLWithPath: file))
    let run = await Checkers.run("check-page.py", [file], python: python)
    try #require(run.status == 0, "\(run.output)")
    return try JSONDecoder().decode(Report.self, from: Data(run.output.utf8))
  }

  /// The tools, or `nil` after saying which is missing.
  private func tools() -> String? {
    guard let python = Checkers.require(Checkers.python),
      Checkers.require(Checkers.browser) != nil
    else { return nil }
    return python
  }

  /// Whether the page fits a phone 360 pixels wide: laid out at the device's width, and no
  /// wider. (A page without a viewport meta element, or one the browser must zoom out of, is
  /// laid out wider.)
  private func fits(_ report: Report) -> Bool {
    report.viewportWidth == 360 && report.scrollWidth <= report.viewportWidth
  }

  /// The words of a card or a page, without the card's frame and rules.
  private func words(_ text: String) -> [Substring] {
    text.unicodeScalars.filter { !"╭╮╰╯│─".unicodeScalars.contains($0) }
      .map(String.init).joined().split(whereSeparator: \.isWhitespace)
  }

  @Test func theCard_loadsCleanly_showsTheGoldenCardsWords_fitsAndIsReadable() async throws {
    guard let python = tools() else { return }
    let trips = InProcessTrips()
    await trips.run("demo")

    let page = await trips.run("show", "1", "--format", "html")

    #expect(page.status == 0)
    let report = try await open(page.output, browserPython: python)
    #expect(report.consoleErrors == [])
    #expect(report.requests == [])
    #expect(words(report.text) == words(GoldenCards.late))
    #expect(report.lang == "en-US")
    #expect(fits(report), "\(report.viewportWidth) \(report.scrollWidth)")
    #expect(report.contrasts.count == 2)
    #expect(report.contrasts.allSatisfy { $0.ratio >= 4.5 }, "\(report.contrasts)")
    #expect(report.contrasts.first?.color == "rgb(230, 0, 0)", "the late departure is red")
  }

  @Test func theList_showsTheWordsOfTheTextList_andOnTimeIsReadableToo() async throws {
    guard let python = tools() else { return }
    let trips = InProcessTrips(store: .memory)
    await trips.run("demo")
    await trips.run(
      "add", "--departure", "2035-10-09 8:15", "--arrival", "9:02", "--from",
      "Amsterdam Centraal", "--to", "Rotterdam Centraal")
    let text = await trips.run("list", "--all", "--color", "never")

    let page = await trips.run("list", "--all", "--format", "html")

    let report = try await open(page.output, browserPython: python)
    #expect(report.consoleErrors == [])
    #expect(report.requests == [])
    #expect(words(report.text) == words(text.output))
    #expect(fits(report), "\(report.viewportWidth) \(report.scrollWidth)")
    #expect(report.contrasts.map(\.color).contains("rgb(0, 0, 102)"), "on time")
    #expect(report.contrasts.allSatisfy { $0.ratio >= 4.5 }, "\(report.contrasts)")
  }

  @Test func aScriptInAName_isShownAsText_andLongNamesWrap() async throws {
    guard let python = tools() else { return }
    let trips = InProcessTrips(store: .memory)
    let hostile = "<script>document.title='x';console.error('ran')</script>"
    let long = String(repeating: "Hauptbahnhof", count: 5)
    await trips.run(
      "add", "--departure", "2035-10-09 8:15", "--arrival", "9:02", "--from", hostile, "--to",
      long)

    let page = await trips.run("show", "1", "--format", "html")

    let report = try await open(page.output, browserPython: python)
    #expect(report.scripts == 0)
    #expect(report.consoleErrors == [])
    #expect(report.text.contains(hostile))
    #expect(fits(report), "\(report.viewportWidth) \(report.scrollWidth)")
  }

  @Test(arguments: [("de_DE", "de-DE"), ("zh_Hans_CN", "zh-Hans-CN")])
  func thePagesLanguage_isTheLocales(locale: String, lang: String) async throws {
    guard let python = tools() else { return }
    let trips = InProcessTrips()
    await trips.run("demo")
    let card = await trips.run("--locale", locale, "--color", "never", "show", "1")

    let page = await trips.run("--locale", locale, "show", "1", "--format", "html")

    let report = try await open(page.output, browserPython: python)
    #expect(report.lang == lang)
    #expect(words(report.text) == words(card.output))
    #expect(report.consoleErrors == [])
  }

  /// A page with every fault the checks look for: each one is reported.
  @Test func theChecker_seesEveryFault_ofABrokenPage() async throws {
    guard let python = tools() else { return }
    let broken = """
      <!DOCTYPE html><html><head><meta charset="utf-8"><title>x</title>
      <style>body{background:#fff}.departure{color:#f88}</style></head>
      <body><div style="width:1200px">wide</div><span class="departure">8:15</span>
      <img src="https://example.invalid/x.png" alt="">
      <script>console.error("broken")</script></body></html>
      """

    let report = try await open(broken, browserPython: python)

    #expect(report.consoleErrors.contains("broken"))
    #expect(report.scripts == 1)
    #expect(report.requests == ["https://example.invalid/x.png"])
    #expect(report.lang == "")
    #expect(report.viewportWidth > 360, "no viewport meta element: laid out as a desktop page")
    #expect(report.contrasts.map(\.color) == ["rgb(255, 136, 136)"])
    #expect(report.contrasts.allSatisfy { $0.ratio < 4.5 })
  }

  /// A page laid out at the device's width with something wider in it does not fit either.
  @Test func theChecker_seesAPageWiderThanThePhone_evenWithAViewport() async throws {
    guard let python = tools() else { return }
    let wide = """
      <!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1"><title>x</title></head>
      <body><div style="width:600px">wide</div></body></html>
      """

    let report = try await open(wide, browserPython: python)

    #expect(report.consoleErrors == [])
    #expect(report.scrollWidth >= 600, "the browser measured the wide element")
    #expect(!fits(report), "\(report.viewportWidth) \(report.scrollWidth)")
  }
}
