import Domain
import Foundation
import LessonTestSupport
import Presentation
import Testing

@testable import Application

/// The seam behind the factory: remembered words are the words formatted every time, across
/// midnight, daylight-saving changes, locales and the years before 1970.
@MainActor @Suite struct RememberedTripTimesTests {
  /// Trips every 97 minutes for 40 days around the autumn change of 2015, some late.
  private static let trips: [Trip] = (0..<600).map { index in
    let departure = Fixtures.instant("2015-10-10T00:00:00Z")
      .addingTimeInterval(Double(index) * 97 * 60 + Double(index % 60))
    let draft = try! TripDraft(
      departure: departure, arrival: departure.addingTimeInterval(Double(index % 50 + 1) * 3_001),
      recordedDeparture: index % 3 == 0 ? departure.addingTimeInterval(Double(index) * 7) : nil)
    return Trip(id: TripID(rawValue: Int64(index + 1))!, draft: draft)
  }

  @Test(arguments: [
    ("en_US", "Europe/Amsterdam"), ("de_DE", "America/New_York"), ("zh_Hans_CN", "Asia/Shanghai"),
    ("th_TH", "Asia/Bangkok"), ("en_AU", "Australia/Lord_Howe"),
  ])
  func rememberedWords_areTheWordsFormattedEveryTime(locale: String, zone: String) {
    let plain = TripFormats(
      locale: Locale(identifier: locale), timeZone: TimeZone(identifier: zone)!)
    let remembered = TripFormats(
      locale: Locale(identifier: locale), timeZone: TimeZone(identifier: zone)!, remembers: true)
    let before1970 = Trip(
      id: Fixtures.tripID(999), draft: Fixtures.draft(departing: "1969-12-31T23:59:30+00:00"))

    for trip in Self.trips + [before1970] {
      #expect(
        TripPresenter.viewModel(for: trip, formats: remembered)
          == TripPresenter.viewModel(for: trip, formats: plain),
        "\(trip.id)")
    }
    // Plain unless the composition root asks for the remembering formatter.
    #expect(plain.rememberedTimes == nil)
    #expect(remembered.rememberedTimes != nil)
  }
}
