import Domain
import Foundation
import LessonTestSupport
import Presentation
import Testing

@testable import Application

/// The layer shows nothing a translator cannot reach. (That every language has every key with
/// the same placeholders is checked by the build: `StringTableCompiler` stops it.)
@MainActor @Suite struct LocalizationResourceTests {
  private static let sources = StringsResources.packageRoot
    .appendingPathComponent("Sources/Application")

  @Test func noMessageIsWrittenAsALiteral() throws {
    for file in try FileManager.default.contentsOfDirectory(atPath: Self.sources.path)
    where file.hasSuffix(".swift") {
      let code = try String(
        contentsOf: Self.sources.appendingPathComponent(file), encoding: .utf8)
      #expect(code.firstMatch(of: /Message\(\s*"/) == nil, "\(file)")
      #expect(code.firstMatch(of: /display\w*\(\s*"/) == nil, "\(file)")
      #expect(code.firstMatch(of: /hint:\s*"/) == nil, "\(file)")
    }
  }

  @Test(
    arguments: [
      ("de_DE", "5 Minuten Verspätung"), ("zh_Hans_CN", "延误5分钟"),
      ("fr_FR", "5 minutes delay"),
    ] as [(String, String)])
  func delayLine_isTranslated(locale: String, expected: String) {
    let formats = TripFormats(locale: Locale(identifier: locale), timeZone: .gmt)

    #expect(TripPresenter.viewModel(for: Fixtures.lateTrip(), formats: formats).delay == expected)
  }

  @Test func languageWithoutTranslation_getsEnglishWords_inItsOwnFormats() {
    let formats = TripFormats(
      locale: Locale(identifier: "fr_FR"), timeZone: TimeZone(identifier: "Europe/Paris")!)

    let viewModel = TripPresenter.viewModel(for: Fixtures.lateTrip(id: 3), formats: formats)

    #expect(viewModel.title == "Trip 3")
    #expect(viewModel.date == "09/10/2015")
    #expect(viewModel.departure == "15:09")
  }
}
