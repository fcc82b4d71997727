import Domain
import Foundation
import LessonTestSupport
import Presentation
import Testing

@testable import Application

/// `TripFormats.prepare` gives formats that show the article's trip as written by hand, in the
/// locale, time zone and calendar asked for.
@Suite struct TripFormatsPreparationTests {
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
}
