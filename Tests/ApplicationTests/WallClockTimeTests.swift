import Application
import Foundation
import LessonTestSupport
import Testing

/// A time of day placed on a day, in a time zone with daylight-saving changes.
@MainActor @Suite struct WallClockTimeTests {
  private let amsterdam: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "Europe/Amsterdam")!
    return calendar
  }()

  @Test(arguments: [(-1, 0), (24, 0), (0, -1), (0, 60)])
  func outOfRange_isNoTime(hour: Int, minute: Int) {
    #expect(WallClockTime(hour: hour, minute: minute) == nil)
  }

  @Test(arguments: [
    (0, 0, "00:00"), (8, 5, "08:05"), (9, 59, "09:59"), (10, 9, "10:09"), (10, 10, "10:10"),
    (23, 59, "23:59"),
  ])
  func description_hasTwoDigitsEach(hour: Int, minute: Int, text: String) {
    #expect(WallClockTime(hour: hour, minute: minute)!.description == text)
  }

  @Test func instant_isOnTheCalendarDayOfTheGivenInstant_inTheCalendarsTimeZone() {
    // 23:30 UTC on 9 October is 01:30 on 10 October in Amsterdam.
    let day = Fixtures.instant("2035-10-09T23:30:00Z")

    let instant = WallClockTime(hour: 8, minute: 15)!.instant(onDayOf: day, in: amsterdam)

    #expect(instant == Fixtures.instant("2035-10-10T08:15:00+02:00"))
  }

  @Test func aTimeTheClocksSkip_isNil() {
    let day = Fixtures.instant("2035-03-25T12:00:00+02:00")

    #expect(WallClockTime(hour: 2, minute: 30)!.instant(onDayOf: day, in: amsterdam) == nil)
    #expect(
      WallClockTime(hour: 3, minute: 0)!.instant(onDayOf: day, in: amsterdam)
        == Fixtures.instant("2035-03-25T03:00:00+02:00"))
  }

  @Test func aTimeTheClocksRepeat_isTheFirstOfTheTwo() {
    let day = Fixtures.instant("2035-10-28T12:00:00+01:00")

    #expect(
      WallClockTime(hour: 2, minute: 30)!.instant(onDayOf: day, in: amsterdam)
        == Fixtures.instant("2035-10-28T02:30:00+02:00"))
  }
}
