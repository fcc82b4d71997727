import Domain
import Foundation
import LessonTestSupport
import Presentation
import Testing

@testable import Application

@MainActor @Suite struct TripViewModelFactoryTests {
  private func formats(_ locale: String = "en_US", _ zone: String = "UTC") -> TripFormats {
    TripFormats(locale: Locale(identifier: locale), timeZone: TimeZone(identifier: zone)!)
  }

  @Test func lateTrip_inUTC() {
    let viewModel = TripPresenter.viewModel(for: Fixtures.lateTrip(id: 7), formats: formats())

    #expect(
      viewModel
        == TripViewModel(
          id: "7", title: "Trip 7", route: nil, date: "10/9/15",
          departure: "1:09 PM", arrival: "1:26 PM", duration: "17 min",
          delay: "5 minutes delay", isDelayHidden: false, departureTimeColor: .late))
  }

  @Test func onTimeTrip_inAmsterdam() {
    let viewModel = TripPresenter.viewModel(
      for:
        Fixtures.onTimeTrip(), formats: formats("en_US", "Europe/Amsterdam"))

    #expect(viewModel.departure == "3:09 PM")
    #expect(viewModel.arrival == "3:26 PM")
    #expect(viewModel.delay == nil)
    #expect(viewModel.isDelayHidden)
    #expect(viewModel.departureTimeColor == .onTime)
  }

  @Test func times_usePlainSpaces() {
    let viewModel = TripPresenter.viewModel(for: Fixtures.lateTrip(), formats: formats())

    #expect(!viewModel.departure.unicodeScalars.contains { $0.value == 0x202F })
  }

  @Test(
    arguments: [
      (nil, nil, nil), ("Amsterdam", nil, "from Amsterdam"), (nil, "Rotterdam", "to Rotterdam"),
      ("Amsterdam", "Rotterdam", "Amsterdam → Rotterdam"),
    ] as [(String?, String?, String?)])
  func route_namesTheGivenPlaces(origin: String?, destination: String?, expected: String?) {
    let viewModel = TripPresenter.viewModel(
      for:
        Fixtures.lateTrip(origin: origin, destination: destination), formats: formats())

    #expect(viewModel.route == expected)
  }

  @Test(
    arguments: [
      // departure offset in the minute, trip length in seconds, expected duration
      (0.0, 59.0, "0 min"), (0, 60, "1 min"), (53, 1000, "17 min"), (0, 1000, "16 min"),
      (0, 86_340, "23 hr, 59 min"), (0, 3 * 86_400 + 3_600, "3 days, 1 hr"),
    ] as [(Double, Double, String)])
  func duration_isTheDifferenceOfTheShownMinutes(
    offset: Double, length: Double, expected: String
  ) throws {
    let departure = Fixtures.instant("2015-10-09T13:09:00Z") + offset
    let trip = try Trip(id: Fixtures.tripID(1), departure: departure, arrival: departure + length)

    #expect(TripPresenter.viewModel(for: trip, formats: formats()).duration == expected)
  }

  @Test(
    arguments: [
      (1.0, "1 minute delay"), (60, "1 minute delay"), (61, "2 minutes delay"),
      (3_900, "1 hour, 5 minutes delay"),
    ] as [(Double, String)])
  func delay_roundsUpToWholeMinutes(delay: Double, expected: String) {
    let trip = Fixtures.onTimeTrip().departing(at: Fixtures.articleDeparture + delay)

    #expect(TripPresenter.viewModel(for: trip, formats: formats()).delay == expected)
  }

  @Test func factory_readsOnlyTheInjectedTimeZone() {
    let trip = Fixtures.lateTrip()

    #expect(
      TripPresenter.viewModel(for: trip, formats: formats("en_US", "Asia/Shanghai")).departure
        == "9:09 PM")
    #expect(
      TripPresenter.viewModel(for: trip, formats: formats("en_US", "America/New_York")).departure
        == "9:09 AM")
  }
}

@MainActor @Suite struct StringsTests {
  @Test func fill_replacesPlaceholdersInOrderAndByPosition() {
    #expect(Template("%@ delay").filled(with: ["5 minutes"]) == "5 minutes delay")
    #expect(Template("%2$@ before %1$@").filled(with: ["a", "b"]) == "b before a")
    #expect(Template("100%% and %x").filled(with: []) == "100% and %x")
    #expect(Template("%@ %@").filled(with: ["only"]) == "only ")
    #expect(Template("%@, %@ and %@").filled(with: ["a", "b", "c"]) == "a, b and c")
    #expect(Template("%0$@ and %-1$@").filled(with: ["a"]) == "%0$@ and %-1$@")
  }

  @Test func languageFolders_preferTheScript() {
    #expect(
      LocalizedStrings.languageFolders(for: Locale(identifier: "zh_Hans_CN")) == ["zh-hans", "zh"])
    #expect(
      LocalizedStrings.languageFolders(for: Locale(identifier: "de_DE")) == ["de-latn", "de"])
    #expect(LocalizedStrings.languageFolders(for: Locale(identifier: "")) == [])
  }

  @Test func english_isTheFallback_forALanguageWithoutTranslation() {
    let strings = LocalizedStrings(locale: Locale(identifier: "fr_FR"))

    #expect(strings.tripDelay(duration: "5 minutes") == "5 minutes delay")
  }

  @Test func unknownKey_isShownAsItself() {
    #expect(LocalizedStrings(locale: Locale(identifier: "en_US"))("no.such.key") == "no.such.key")
  }
}

@MainActor @Suite struct TemplateTests {
  @Test(
    arguments: [
      ("Trip %@", ["7"], "Trip 7"), ("%1$@ → %2$@", ["A", "B"], "A → B"),
      ("%2$@ 没有 %1$@", ["x", "y"], "y 没有 x"), ("100%% %@", ["sure"], "100% sure"),
      ("%@", [], ""), ("no placeholder", ["x"], "no placeholder"), ("odd %x", [], "odd %x"),
    ] as [(String, [String], String)])
  func fillsLikeTheStringTable(template: String, arguments: [String], expected: String) {
    let parsed = Template(template)

    let filled: String
    switch arguments.count {
    case 0: filled = parsed()
    case 1: filled = parsed(arguments[0])
    default: filled = parsed(arguments[0], arguments[1])
    }

    #expect(filled == expected)
    #expect(filled == parsed.filled(with: arguments))
  }
}

@MainActor @Suite struct RememberedTripTimesTablesTests {
  @Test func formatsEachKeyOnce() {
    var tables = RememberedTripTimes.Tables(dates: DateFormatter(), times: DateFormatter())
    var calls = 0

    let first = tables.duration(17) {
      calls += 1
      return "17 min"
    }
    let second = tables.duration(17) {
      calls += 1
      return "other"
    }

    #expect(first == "17 min")
    #expect(second == "17 min")
    #expect(calls == 1)
  }

  @Test func localMinute_followsTheOffsetAcrossATransition() {
    var tables = RememberedTripTimes.Tables(dates: DateFormatter(), times: DateFormatter())
    let amsterdam = TimeZone(identifier: "Europe/Amsterdam")!

    let summer = tables.localMinute(of: Fixtures.instant("2015-10-25T00:30:00Z"), in: amsterdam)
    let winter = tables.localMinute(of: Fixtures.instant("2015-10-25T01:30:00Z"), in: amsterdam)
    let earlier = tables.localMinute(of: Fixtures.instant("2015-10-24T21:59:00Z"), in: amsterdam)

    #expect(summer.minuteOfDay == 150)  // 02:30 summer time
    #expect(winter.minuteOfDay == 150)  // 02:30 winter time
    #expect(winter.day == summer.day)
    #expect(earlier.minuteOfDay == 1_439)  // 23:59 the day before
    #expect(earlier.day == summer.day - 1)
  }

  @Test func localMinute_ofTheEpochItself_asTheFirstLookUp_readsTheZone() {
    var tables = RememberedTripTimes.Tables(dates: DateFormatter(), times: DateFormatter())
    let berlin = TimeZone(identifier: "Europe/Berlin")!

    let minute = tables.localMinute(of: Fixtures.instant("1970-01-01T00:00:00Z"), in: berlin)

    #expect(minute.day == 0)
    #expect(minute.minuteOfDay == 60)  // 01:00 in Berlin, an hour ahead of UTC that winter
  }

  @Test func localMinute_exactlyOnAMinuteBeforeNineteenSeventy() {
    var tables = RememberedTripTimes.Tables(dates: DateFormatter(), times: DateFormatter())

    let minute = tables.localMinute(of: Fixtures.instant("1969-12-31T23:59:00Z"), in: .gmt)
    let dayBefore = tables.localMinute(of: Fixtures.instant("1969-12-31T00:00:00Z"), in: .gmt)

    #expect(minute.day == -1)
    #expect(minute.minuteOfDay == 1_439)
    #expect(dayBefore.day == -1)
    #expect(dayBefore.minuteOfDay == 0)
  }

  @Test func localMinute_beforeNineteenSeventy() {
    var tables = RememberedTripTimes.Tables(dates: DateFormatter(), times: DateFormatter())

    let minute = tables.localMinute(of: Fixtures.instant("1969-12-31T23:59:30Z"), in: .gmt)

    #expect(minute.day == -1)
    #expect(minute.minuteOfDay == 1_439)
  }
}
