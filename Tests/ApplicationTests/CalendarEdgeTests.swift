import Domain
import Foundation
import LessonTestSupport
import Presentation
import Testing

@testable import Application

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
