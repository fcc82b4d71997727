import Foundation
import Testing

@testable import Application

/// The shared formatter takes the calendar system through its locale instead of its `calendar`
/// property; these tests pin that the dates it writes are the dates a formatter given the
/// calendar the usual way writes, including when the locale names a calendar of its own.
@Suite struct SharedDateFormatterTests {
  private static let zone = TimeZone(identifier: "Europe/Amsterdam")!
  /// 4 February 2015, 18:19 in Amsterdam.
  private static let evening = Date(timeIntervalSince1970: 1_423_070_340)
  /// 25 October 2015, 02:30 in Amsterdam: the hour the clocks go back.
  private static let fallBack = Date(timeIntervalSince1970: 1_445_733_000)

  private static func shared(
    _ locale: String, _ calendar: Calendar.Identifier, time: Bool = false
  ) -> SharedDateFormatter {
    SharedDateFormatter(
      locale: Locale(identifier: locale), timeZone: zone, calendar: calendar,
      date: time ? .none : .short, time: time ? .short : .none)
  }

  @Test(
    arguments: [
      ("en_US", Calendar.Identifier.gregorian, "2/4/15"),
      ("de_DE", .gregorian, "04.02.15"),
      ("th_TH", .gregorian, "4/2/15"),
      ("th_TH", .buddhist, "4/2/58"),
      ("en_US", .buddhist, "2/4/2558 BE"),
      ("en_US@calendar=japanese", .gregorian, "2/4/15"),
      ("ja_JP", .japanese, "H27/02/04"),
    ])
  func theDate_isWrittenInTheCalendarAskedFor(
    locale: String, calendar: Calendar.Identifier, expected: String
  ) {
    #expect(Self.shared(locale, calendar).string(from: Self.evening) == expected)
  }

  @Test func theTime_isWrittenInTheFormattersTimeZone() {
    let time = Self.shared("de_DE", .gregorian, time: true)

    #expect(time.string(from: Self.evening) == "18:19")
    #expect(time.string(from: Self.fallBack) == "02:30")
  }

  @Test(
    arguments: [
      ("en_US", Calendar.Identifier.gregorian), ("zh_Hans_CN", .gregorian), ("th_TH", .buddhist),
      ("en_GB@calendar=islamic", .gregorian), ("ar_SA", .islamicUmmAlQura), ("ja_JP", .japanese),
    ])
  func bothStyles_matchAFormatterGivenTheCalendarAsAProperty(
    locale: String, calendar: Calendar.Identifier
  ) {
    for (date, time) in [(DateFormatter.Style.short, DateFormatter.Style.none), (.none, .short)] {
      let usual = DateFormatter()
      usual.locale = Locale(identifier: locale)
      usual.timeZone = Self.zone
      var system = Calendar(identifier: calendar)
      system.timeZone = Self.zone
      usual.calendar = system
      usual.dateStyle = date
      usual.timeStyle = time
      let shared = SharedDateFormatter(
        locale: Locale(identifier: locale), timeZone: Self.zone, calendar: calendar, date: date,
        time: time)

      for instant in [Self.evening, Self.fallBack] {
        #expect(shared.string(from: instant) == usual.string(from: instant))
      }
    }
  }
}
