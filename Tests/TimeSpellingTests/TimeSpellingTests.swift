import Application
import Foundation
import Testing
import TimeSpelling

/// The spellings of a time and a day, on the command line and in the window; which instant a
/// time means is `StatedTime`'s rule, tested in Application.
@Suite struct TimeSpellingTests {
  private func local(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int)
    -> StatedTime
  {
    .local(
      CalendarDay(year: year, month: month, day: day)!, WallClockTime(hour: hour, minute: minute)!)
  }

  @Test(
    arguments: [
      ("2035-10-09T15:09:53+02:00", 2_075_548_193.0),
      ("2035-10-09T13:09:53Z", 2_075_548_193),
      ("2035-10-09T13:09Z", 2_075_548_140),
      ("2035-10-09T15:09+0200", 2_075_548_140),
      ("2035-10-09T08:09-0500", 2_075_548_140),
    ])
  func iso8601_namesAnInstant(text: String, seconds: Double) {
    #expect(TimeSpelling.time(text) == .instant(Date(timeIntervalSince1970: seconds)))
  }

  @Test(
    arguments: [
      "2035-10-09 15:09", "2035-10-09 8:15", "2035-10-09T08:15", " 2035-10-09 08:15 ",
    ])
  func aLocalDayAndTime_takesOneOrTwoDigitsOfHour(text: String) {
    let expected = text.contains("15:09") ? local(2035, 10, 9, 15, 9) : local(2035, 10, 9, 8, 15)

    #expect(TimeSpelling.time(text) == expected)
  }

  @Test(arguments: [("8:15", 8, 15), ("08:15", 8, 15), ("23:59", 23, 59), ("0:00", 0, 0)])
  func aTimeAlone_isATimeOfDay_forTheUseCaseToPlace(text: String, hour: Int, minute: Int) {
    #expect(TimeSpelling.time(text) == .timeOfDay(WallClockTime(hour: hour, minute: minute)!))
  }

  @Test(
    arguments: [
      "tomorrow", "", "25:00", "8:60", "8:5", "123:00", "2035-02-30 10:00", "2035-13-01 10:00",
      "2035-10-09", "2035-10-09T15:09:60Z", "2035-10-09T15:09+24:00", "2035-10-09T5:09Z",
      "8.15", "٨:١٥", "2035-10-09T15:09:53", "0325-10-09 8:15",
    ])
  func anythingElse_isNotATime(text: String) {
    #expect(TimeSpelling.time(text) == nil)
  }

  @Test func aDay_isYearMonthDay() {
    #expect(TimeSpelling.day("2035-10-09") == CalendarDay(year: 2035, month: 10, day: 9))
    #expect(TimeSpelling.day("2035-02-30") == nil)
    #expect(TimeSpelling.day("2035-10-09 8:15") == nil)
    #expect(TimeSpelling.day("9 October") == nil)
  }

  @Test(arguments: [
    "2035-10-09T15:09:53+02:00", "2035-10-09 8:15", "8:15", "0:05", "1583-01-01 0:00",
  ])
  func aTimeWrittenBack_readsToTheSameTime(text: String) throws {
    let time = try #require(TimeSpelling.time(text))

    #expect(TimeSpelling.time(TimeSpelling.text(of: time)) == time)
  }
}
