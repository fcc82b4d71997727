import Application
import Foundation
import Testing

@testable import App

/// Times as people type them, read with the clock and the time zone fixed.
@MainActor @Suite struct TimeArgumentTests {
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

  private func departure(_ text: String) throws -> Date {
    try TimeArgument.parse(text, option: "--departure").instant(in: amsterdam, today: now)
  }

  private func arrival(_ text: String, after departure: Date) throws -> Date {
    try TimeArgument.parse(text, option: "--arrival").instant(in: amsterdam, after: departure)
  }

  @Test(
    arguments: [
      ("2035-10-09T15:09:53+02:00", 2_075_548_193.0),
      ("2035-10-09T13:09:53Z", 2_075_548_193),
      ("2035-10-09T13:09Z", 2_075_548_140),
      ("2035-10-09T15:09+0200", 2_075_548_140),
      ("2035-10-09T08:09-0500", 2_075_548_140),
    ])
  func iso8601_namesAnInstantInAnyTimeZone(text: String, seconds: Double) throws {
    #expect(try departure(text) == Date(timeIntervalSince1970: seconds))
  }

  @Test(
    arguments: [
      ("2035-10-09 15:09", "2035-10-09 15:09"), ("2035-10-09 8:15", "2035-10-09 08:15"),
      ("2035-10-09T08:15", "2035-10-09 08:15"), (" 2035-10-09 08:15 ", "2035-10-09 08:15"),
    ])
  func localDateAndTime_isReadInTheTimeZone_withOneOrTwoDigitsOfHour(text: String, local: String)
    throws
  {
    #expect(try departure(text) == instant(local, in: "Europe/Amsterdam"))
  }

  @Test(arguments: [
    ("8:15", "2035-10-09 08:15"), ("08:15", "2035-10-09 08:15"), ("23:59", "2035-10-09 23:59"),
  ])
  func departureAlone_isToday(text: String, local: String) throws {
    #expect(try departure(text) == instant(local, in: "Europe/Amsterdam"))
  }

  @Test func departureAlone_isTodayInTheTimeZone_notInUTC() throws {
    // 23:30 UTC on the 9th is already the 10th in Amsterdam.
    let lateEvening = instant("2035-10-09 23:30")

    let date = try TimeArgument.parse("7:00", option: "--departure")
      .instant(in: amsterdam, today: lateEvening)

    #expect(date == instant("2035-10-10 07:00", in: "Europe/Amsterdam"))
  }

  @Test func arrivalAlone_isOnTheDeparturesDay() throws {
    let leaves = instant("2035-10-09 08:15", in: "Europe/Amsterdam")

    #expect(
      try arrival("9:02", after: leaves) == instant("2035-10-09 09:02", in: "Europe/Amsterdam"))
  }

  @Test(
    arguments: [
      ("0:35", "2035-10-10 00:35"), ("23:40", "2035-10-10 23:40"), ("8:15", "2035-10-10 08:15"),
    ])
  func arrivalAlone_notAfterTheDeparture_isOnTheNextDay(text: String, local: String) throws {
    let leaves = instant("2035-10-09 23:40", in: "Europe/Amsterdam")

    #expect(try arrival(text, after: leaves) == instant(local, in: "Europe/Amsterdam"))
  }

  @Test func arrivalWithADate_isKeptAsTyped_evenBeforeTheDeparture() throws {
    let leaves = instant("2035-10-09 08:15", in: "Europe/Amsterdam")

    let date = try arrival("2035-10-09 07:00", after: leaves)

    #expect(date == instant("2035-10-09 07:00", in: "Europe/Amsterdam"))
  }

  @Test func onTheDayClocksGoForward_aTripAcrossTheGap_keepsItsRealLength() throws {
    // 2035-03-25: Amsterdam skips from 02:00 to 03:00.
    let leaves = try departure("2035-03-25 1:30")

    let arrives = try arrival("3:30", after: leaves)

    #expect(arrives.timeIntervalSince(leaves) == 3600)
  }

  @Test func aSkippedLocalTime_isNotATime() {
    #expect(throws: UsageError(.notATime("2035-03-25 2:30", option: "--departure"))) {
      try departure("2035-03-25 2:30")
    }
    let leaves = instant("2035-03-25 01:00", in: "Europe/Amsterdam")
    #expect(throws: UsageError(.notATime("2:30", option: "--arrival"))) {
      try arrival("2:30", after: leaves)
    }
  }

  @Test func aRepeatedLocalTime_meansTheFirstOfTheTwo() throws {
    // 2035-10-28: Amsterdam repeats 02:00 to 03:00, first at UTC+2, then at UTC+1.
    #expect(try departure("2035-10-28 2:30") == instant("2035-10-28 00:30"))
  }

  @Test(
    arguments: [
      "tomorrow", "", "25:00", "8:60", "8:5", "123:00", "2035-02-30 10:00", "2035-13-01 10:00",
      "2035-10-09", "2035-10-09T15:09:60Z", "2035-10-09T15:09+24:00", "2035-10-09T5:09Z",
      "8.15", "٨:١٥", "2035-10-09T15:09:53",
    ])
  func anythingElse_isNotATime(text: String) {
    #expect(throws: UsageError(.notATime(text, option: "--at"))) {
      try TimeArgument.parse(text, option: "--at")
    }
  }

  @Test func aTimeAlone_isKeptAsATimeOfDay_forTheUseCaseToPlace() throws {
    let time = try TimeArgument.parse("8:20", option: "--at")

    #expect(time.form == .timeOfDay(WallClockTime(hour: 8, minute: 20)!))
  }
}
