import Foundation
import Testing

@testable import Application

/// The one rule for the instant a stated time means, with the day and the time zone fixed.
@Suite struct StatedTimeTests {
  private let amsterdam = TimeZone(identifier: "Europe/Amsterdam")!
  /// 2035-10-09 12:00 in Amsterdam (UTC+2).
  private let now = Date(timeIntervalSince1970: 2_075_536_800)

  private func instant(_ text: String, in zone: String = "UTC") -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: zone)!
    let parts = text.split { $0 == "-" || $0 == " " || $0 == ":" }.map { Int($0)! }
    return calendar.date(
      from: DateComponents(
        year: parts[0], month: parts[1], day: parts[2], hour: parts[3], minute: parts[4]))!
  }

  private func time(_ hour: Int, _ minute: Int) -> WallClockTime {
    WallClockTime(hour: hour, minute: minute)!
  }

  private func local(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int)
    -> StatedTime
  {
    .local(CalendarDay(year: year, month: month, day: day)!, time(hour, minute))
  }

  @Test func anInstant_isItself() throws {
    let stated = StatedTime.instant(Date(timeIntervalSince1970: 2_075_548_193))

    #expect(
      try stated.instant(onDayOf: now, in: amsterdam) == Date(timeIntervalSince1970: 2_075_548_193))
  }

  @Test func aDayAndATime_areReadInTheTimeZone() throws {
    #expect(
      try local(2035, 10, 9, 15, 9).instant(onDayOf: now, in: amsterdam)
        == instant("2035-10-09 15:09", in: "Europe/Amsterdam"))
  }

  @Test func aTimeAlone_isOnTheDayGiven_inTheTimeZone_notInUTC() throws {
    // 23:30 UTC on the 9th is already the 10th in Amsterdam.
    let lateEvening = instant("2035-10-09 23:30")

    let date = try StatedTime.timeOfDay(time(7, 0)).instant(onDayOf: lateEvening, in: amsterdam)

    #expect(date == instant("2035-10-10 07:00", in: "Europe/Amsterdam"))
  }

  @Test func anArrivalAlone_isOnTheDeparturesDay() throws {
    let leaves = instant("2035-10-09 08:15", in: "Europe/Amsterdam")

    #expect(
      try StatedTime.timeOfDay(time(9, 2)).instant(after: leaves, in: amsterdam)
        == instant("2035-10-09 09:02", in: "Europe/Amsterdam"))
  }

  @Test(arguments: [
    (0, 35, "2035-10-10 00:35"), (23, 40, "2035-10-10 23:40"), (8, 15, "2035-10-10 08:15"),
  ])
  func anArrivalAlone_notAfterTheDeparture_isOnTheNextDay(hour: Int, minute: Int, local: String)
    throws
  {
    let leaves = instant("2035-10-09 23:40", in: "Europe/Amsterdam")

    #expect(
      try StatedTime.timeOfDay(time(hour, minute)).instant(after: leaves, in: amsterdam)
        == instant(local, in: "Europe/Amsterdam"))
  }

  @Test func anArrivalWithADay_isKeptAsStated_evenBeforeTheDeparture() throws {
    let leaves = instant("2035-10-09 08:15", in: "Europe/Amsterdam")

    #expect(
      try local(2035, 10, 9, 7, 0).instant(after: leaves, in: amsterdam)
        == instant("2035-10-09 07:00", in: "Europe/Amsterdam"))
  }

  @Test func onTheDayClocksGoForward_aTripAcrossTheGap_keepsItsRealLength() throws {
    // 2035-03-25: Amsterdam skips from 02:00 to 03:00.
    let leaves = try local(2035, 3, 25, 1, 30).instant(onDayOf: now, in: amsterdam)

    let arrives = try StatedTime.timeOfDay(time(3, 30)).instant(after: leaves, in: amsterdam)

    #expect(arrives.timeIntervalSince(leaves) == 3600)
  }

  @Test func aSkippedLocalTime_isSkipped_withTheTimeAndItsDay() {
    let noon = instant("2035-03-25 12:00", in: "Europe/Amsterdam")
    #expect(throws: StatedTime.Skipped(time: time(2, 30), day: noon)) {
      try local(2035, 3, 25, 2, 30).instant(onDayOf: now, in: amsterdam)
    }
    let leaves = instant("2035-03-25 01:00", in: "Europe/Amsterdam")
    #expect(throws: StatedTime.Skipped(time: time(2, 30), day: leaves)) {
      try StatedTime.timeOfDay(time(2, 30)).instant(after: leaves, in: amsterdam)
    }
  }

  @Test func anArrivalAlone_thatTheClocksSkipEarlierThatDay_isOnTheNextDay() throws {
    // 2035-03-25: Amsterdam skips from 02:00 to 03:00; 2:30 before a 3:10 departure is tomorrow's.
    let leaves = instant("2035-03-25 03:10", in: "Europe/Amsterdam")

    #expect(
      try StatedTime.timeOfDay(time(2, 30)).instant(after: leaves, in: amsterdam)
        == instant("2035-03-26 02:30", in: "Europe/Amsterdam"))
  }

  @Test func aRepeatedLocalTime_meansTheFirstOfTheTwo() throws {
    // 2035-10-28: Amsterdam repeats 02:00 to 03:00, first at UTC+2, then at UTC+1.
    #expect(
      try local(2035, 10, 28, 2, 30).instant(onDayOf: now, in: amsterdam)
        == instant("2035-10-28 00:30"))
  }

  @Test func aDay_existsOnlyInTheGregorianCalendar() {
    #expect(CalendarDay(year: 2036, month: 2, day: 29)?.description == "2036-02-29")
    #expect(CalendarDay(year: 2035, month: 2, day: 29) == nil)
    #expect(CalendarDay(year: 2035, month: 13, day: 1) == nil)
    #expect(CalendarDay(year: 1583, month: 1, day: 1)?.description == "1583-01-01")
    // Found by fuzzing: a year under 1000 was written with three digits, and years before
    // 1583 are Julian in Foundation's calendar; they are not days here.
    #expect(CalendarDay(year: 325, month: 10, day: 9) == nil)
    #expect(CalendarDay(year: 1500, month: 2, day: 29) == nil)
  }
}
