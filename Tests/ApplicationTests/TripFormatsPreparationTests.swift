import Domain
import Foundation
import LessonTestSupport
import Presentation
import Testing

@testable import Application

/// `TripFormats.prepare` makes its formats off the caller's actor; they are the same formats the
/// initializer makes, in every language.
@Suite struct TripFormatsPreparationTests {
  private static let trips = [
    Fixtures.lateTrip(id: 1, origin: "Utrecht Centraal", destination: "Amsterdam Centraal"),
    Fixtures.onTimeTrip(id: 2, origin: "Utrecht Centraal"),
    Trip(
      id: Fixtures.tripID(3),
      draft: Fixtures.draft(departing: "2015-10-09T23:30:00+02:00", minutes: 26 * 60 + 5)),
  ]

  @Test func thePreparedFormats_showTheArticleTrip_asWrittenByHand() async {
    let formats = await TripFormats.prepare(
      locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "Europe/Amsterdam")!)

    #expect(
      TripPresenter.viewModel(for: Fixtures.lateTrip(id: 1), formats: formats) == articleViewModel()
    )
    #expect(formats.locale.identifier == "en_US")
    #expect(formats.timeZone.identifier == "Europe/Amsterdam")
    #expect(formats.calendar.identifier == .gregorian)
    #expect(formats.calendar.timeZone.identifier == "Europe/Amsterdam")
    #expect(formats.calendar.locale?.identifier == "en_US")
  }

  @Test(
    arguments: [
      ("en_US", "Europe/Amsterdam"), ("de_DE", "Europe/Berlin"), ("zh_Hans_CN", "Asia/Shanghai"),
      ("en_GB", "America/New_York"),
    ])
  func preparedOrMade_theFormatsAgree(locale: String, zone: String)
    async
  {
    let locale = Locale(identifier: locale)
    let timeZone = TimeZone(identifier: zone)!

    let prepared = await TripFormats.prepare(locale: locale, timeZone: timeZone)
    let made = TripFormats(locale: locale, timeZone: timeZone)

    for trip in Self.trips {
      #expect(
        TripPresenter.viewModel(for: trip, formats: prepared)
          == TripPresenter.viewModel(for: trip, formats: made))
    }
    let refusal = TripError.arrivalNotAfterDeparture(
      departure: Fixtures.articleArrival, arrival: Fixtures.articleDeparture)
    #expect(
      Messages(prepared, storeKind: .file).refusal(refusal).message
        == Messages(made, storeKind: .file).refusal(refusal).message)
    #expect(
      Messages(prepared, storeKind: .file).notFound(Fixtures.tripID(9))
        == Messages(made, storeKind: .file).notFound(Fixtures.tripID(9))
    )
  }
}
