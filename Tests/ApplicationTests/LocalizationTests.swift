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

/// Trips across midnight, over several days and through daylight-saving changes.
@MainActor @Suite struct CalendarEdgeTests {
  private let amsterdam = TripFormats(
    locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "Europe/Amsterdam")!)

  private func viewModel(_ departure: String, _ arrival: String, formats: TripFormats? = nil)
    throws -> TripViewModel
  {
    let trip = try Trip(
      id: Fixtures.tripID(1), departure: Fixtures.instant(departure),
      arrival: Fixtures.instant(arrival))
    return TripPresenter.viewModel(for: trip, formats: formats ?? amsterdam)
  }

  @Test func acrossMidnight_marksTheArrivalWithPlusOne() throws {
    let card = try viewModel("2015-10-09T23:30:00+02:00", "2015-10-10T00:45:00+02:00")

    #expect(card.departure == "11:30 PM")
    #expect(card.arrival == "12:45 AM +1")
    #expect(card.duration == "1 hr, 15 min")
  }

  @Test func overSeveralDays_countsTheDays() throws {
    let card = try viewModel("2015-10-09T08:00:00+02:00", "2015-10-12T09:30:00+02:00")

    #expect(card.arrival == "9:30 AM +3")
    #expect(card.duration == "3 days, 1 hr, 30 min")
  }

  @Test func sameDayInOneZone_canBeTheNextDayInAnother() throws {
    let shanghai = TripFormats(
      locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "Asia/Shanghai")!)

    let here = try viewModel("2015-10-09T17:00:00+02:00", "2015-10-09T19:00:00+02:00")
    let there = try viewModel(
      "2015-10-09T17:00:00+02:00", "2015-10-09T19:00:00+02:00", formats: shanghai)

    #expect(here.arrival == "7:00 PM")
    #expect(there.arrival == "1:00 AM +1")
  }

  @Test func endOfSummerTime_showsTheTrueLength() throws {
    // 01:30 summer time to 02:30 winter time: the clock moved back an hour in between.
    let card = try viewModel("2015-10-25T01:30:00+02:00", "2015-10-25T02:30:00+01:00")

    #expect(card.departure == "1:30 AM")
    #expect(card.arrival == "2:30 AM")
    #expect(card.duration == "2 hr")
  }

  @Test func endOfSummerTime_anArrivalThatReadsEarlierThanTheDeparture() throws {
    // 02:30 summer time to 02:15 winter time: 45 minutes, though the clock reads backwards.
    let card = try viewModel("2015-10-25T02:30:00+02:00", "2015-10-25T02:15:00+01:00")

    #expect(card.departure == "2:30 AM")
    #expect(card.arrival == "2:15 AM")
    #expect(card.duration == "45 min")
  }

  @Test func startOfSummerTime_showsTheTrueLength() throws {
    // 01:30 winter time to 03:30 summer time: the clock skipped an hour in between.
    let card = try viewModel("2015-03-29T01:30:00+01:00", "2015-03-29T03:30:00+02:00")

    #expect(card.duration == "1 hr")
  }
}

/// The card's English words are written in `TripFormats.Words`, on the lesson's path; the
/// English table keeps the same sentences for translators. The two must agree.
@Suite struct CardWordsTests {
  @Test func theEnglishWordsInCode_areTheEnglishTablesSentences() {
    let english = LocalizedStrings(locale: Locale(identifier: "en_US"))
    let words = TripFormats.Words()

    #expect(words.title("7") == Template(english.template(.tripTitle))("7"))
    #expect(words.route("A", "B") == Template(english.template(.tripRoute))("A", "B"))
    #expect(words.route("A", nil) == Template(english.template(.tripRouteFrom))("A"))
    #expect(words.route(nil, "B") == Template(english.template(.tripRouteTo))("B"))
    #expect(words.route(nil, nil) == nil)
    #expect(words.delay("5 minutes") == Template(english.template(.tripDelay))("5 minutes"))
    #expect(
      words.laterDay("00:05", "1") == Template(english.template(.tripArrivalLaterDay))("00:05", "1")
    )
  }

  @Test func aTranslatedLanguage_getsItsTablesWords_andEnglishGetsTheWordsInCode() {
    let german = TripFormats.Words(translatedFor: Locale(identifier: "de_DE"))
    let french = TripFormats.Words(translatedFor: Locale(identifier: "fr_FR"))

    #expect(german.title("7") == "Reise 7")
    #expect(german.route(nil, "Delft") == "nach Delft")
    #expect(french.title("7") == "Trip 7")
    #expect(french.route("A", "B") == "A → B")
  }
}
