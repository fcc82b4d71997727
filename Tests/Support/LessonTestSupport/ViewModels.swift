import Foundation
import Presentation

/// View models as the Application layer makes them for the article's trip in `en_US`,
/// written out by hand so the tests of Presentation and its deliveries need nothing else.
public enum ViewModels {
  /// The article's trip, five minutes late.
  public static func late(route: String? = nil) -> TripViewModel {
    TripViewModel(
      id: "1", title: "Trip 1", route: route, date: "10/9/15",
      departure: "3:09 PM", arrival: "3:26 PM", duration: "17 min", delay: "5 minutes delay",
      isDelayHidden: false, departureTimeColor: .late)
  }

  /// The article's trip, on time.
  public static func onTime(route: String? = nil) -> TripViewModel {
    TripViewModel(
      id: "1", title: "Trip 1", route: route, date: "10/9/15",
      departure: "3:09 PM", arrival: "3:26 PM", duration: "17 min", delay: nil,
      isDelayHidden: true, departureTimeColor: .onTime)
  }

  /// The values of the article's trip: departing 15:09 UTC on 9 October 2015 and arriving
  /// 15:26, five minutes late when `late`.
  public static func values(late: Bool = true, id: Int64 = 1, revision: Int = 1) -> TripValues {
    let departure = Date(timeIntervalSince1970: 1_444_403_340)
    return TripValues(
      id: id, origin: nil, destination: nil, revision: revision, departureAt: departure,
      arrivalAt: departure.addingTimeInterval(17 * 60),
      recordedDepartureAt: late ? departure.addingTimeInterval(5 * 60) : nil,
      durationMinutes: 17, delayMinutes: late ? 5 : 0)
  }
}
