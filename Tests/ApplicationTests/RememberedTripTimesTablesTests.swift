import Domain
import Foundation
import LessonTestSupport
import Presentation
import Testing

@testable import Application

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
