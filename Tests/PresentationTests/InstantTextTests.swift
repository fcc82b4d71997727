import Foundation
import Presentation
import Testing

/// ISO 8601 and iCalendar instants, held to Foundation's own formatter.
@Suite struct InstantTextTests {
  @Test(arguments: [
    "UTC", "Europe/Amsterdam", "America/St_Johns", "Asia/Kolkata", "Australia/Lord_Howe",
    "Pacific/Chatham", "America/Los_Angeles",
  ])
  func iso8601_isFoundationsText_acrossCenturiesAndDaylightSaving(zone: String) throws {
    let timeZone = try #require(TimeZone(identifier: zone))
    let foundation = Date.ISO8601FormatStyle(timeZoneSeparator: .colon, timeZone: timeZone)
    let utc = Date.ISO8601FormatStyle(timeZone: .gmt)
    let sut = InstantText(timeZone: timeZone)
    // From 1583 to 2300 in steps that are no whole number of hours or days, so every month,
    // weekday, leap year and change of the clocks is crossed at some time of day.
    var seconds = -12_212_553_600.0
    while seconds < 10_413_792_000 {
      let instant = Date(timeIntervalSince1970: seconds)
      let expected =
        timeZone.secondsFromGMT(for: instant) % 60 == 0
        ? instant.formatted(foundation) : instant.formatted(utc)
      #expect(sut.iso8601(instant) == expected, "\(seconds)")
      seconds += 1_299_817
    }
  }

  @Test func anOffsetWithSeconds_isWrittenInUTC_whichISO8601CanSay() throws {
    let amsterdam = InstantText(timeZone: try #require(TimeZone(identifier: "Europe/Amsterdam")))

    #expect(
      amsterdam.iso8601(Date(timeIntervalSince1970: -12_212_553_600)) == "1583-01-01T00:00:00Z")
  }

  @Test func aFractionOfASecond_isDropped_asFoundationDoes() {
    let sut = InstantText(timeZone: TimeZone(identifier: "Europe/Amsterdam")!)

    #expect(
      sut.iso8601(Date(timeIntervalSince1970: 1_444_403_340.9)) == "2015-10-09T17:09:00+02:00")
  }
}
