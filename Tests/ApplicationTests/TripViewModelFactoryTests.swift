import Domain
import Foundation
import LessonTestSupport
import Presentation
import Testing

@testable import Application

@MainActor @Suite struct TripViewModelFactoryTests {
  private func formats(_ locale: String = "en_US", _ zone: String = "UTC") -> TripFormats {
    TripFormats(locale: Locale(identifier: locale), timeZone: TimeZone(identifier: zone)!)
  }

  @Test func lateTrip_inUTC() {
    let viewModel = TripPresenter.viewModel(for: Fixtures.lateTrip(id: 7), formats: formats())

    #expect(
      viewModel
        == TripViewModel(
          id: "7", title: "Trip 7", route: nil, date: "10/9/15",
          departure: "1:09 PM", arrival: "1:26 PM", duration: "17 min",
          delay: "5 minutes delay", isDelayHidden: false, departureTimeColor: .late))
  }

  @Test func onTimeTrip_inAmsterdam() {
    let viewModel = TripPresenter.viewModel(
      for:
        Fixtures.onTimeTrip(), formats: formats("en_US", "Europe/Amsterdam"))

    #expect(viewModel.departure == "3:09 PM")
    #expect(viewModel.arrival == "3:26 PM")
    #expect(viewModel.delay == nil)
    #expect(viewModel.isDelayHidden)
    #expect(viewModel.departureTimeColor == .onTime)
  }

  @Test func times_usePlainSpaces() {
    let viewModel = TripPresenter.viewModel(for: Fixtures.lateTrip(), formats: formats())

    #expect(!viewModel.departure.unicodeScalars.contains { $0.value == 0x202F })
  }

  @Test(
    arguments: [
      (nil, nil, nil), ("Amsterdam", nil, "from Amsterdam"), (nil, "Rotterdam", "to Rotterdam"),
      ("Amsterdam", "Rotterdam", "Amsterdam → Rotterdam"),
    ] as [(String?, String?, String?)])
  func route_namesTheGivenPlaces(origin: String?, destination: String?, expected: String?) {
    let viewModel = TripPresenter.viewModel(
      for:
        Fixtures.lateTrip(origin: origin, destination: destination), formats: formats())

    #expect(viewModel.route == expected)
  }

  @Test(
    arguments: [
      // departure offset in the minute, trip length in seconds, expected duration
      (0.0, 59.0, "0 min"), (0, 60, "1 min"), (53, 1000, "17 min"), (0, 1000, "16 min"),
      (0, 86_340, "23 hr, 59 min"), (0, 3 * 86_400 + 3_600, "3 days, 1 hr"),
    ] as [(Double, Double, String)])
  func duration_isTheDifferenceOfTheShownMinutes(
    offset: Double, length: Double, expected: String
  ) throws {
    let departure = Fixtures.instant("2015-10-09T13:09:00Z") + offset
    let trip = try Trip(id: Fixtures.tripID(1), departure: departure, arrival: departure + length)

    #expect(TripPresenter.viewModel(for: trip, formats: formats()).duration == expected)
  }

  @Test(
    arguments: [
      (1.0, "1 minute delay"), (60, "1 minute delay"), (61, "2 minutes delay"),
      (3_900, "1 hour, 5 minutes delay"),
    ] as [(Double, String)])
  func delay_roundsUpToWholeMinutes(delay: Double, expected: String) {
    let trip = Fixtures.onTimeTrip().departing(at: Fixtures.articleDeparture + delay)

    #expect(TripPresenter.viewModel(for: trip, formats: formats()).delay == expected)
  }

  @Test func factory_readsOnlyTheInjectedTimeZone() {
    let trip = Fixtures.lateTrip()

    #expect(
      TripPresenter.viewModel(for: trip, formats: formats("en_US", "Asia/Shanghai")).departure
        == "9:09 PM")
    #expect(
      TripPresenter.viewModel(for: trip, formats: formats("en_US", "America/New_York")).departure
        == "9:09 AM")
  }
}
