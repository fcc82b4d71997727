import Presentation

/// View models as the Application layer makes them for the article's trip in `en_US`,
/// written out by hand so the tests of Presentation and its deliveries need nothing else.
public enum ViewModels {
  /// The article's trip, five minutes late.
  public static func late(route: String? = nil) -> TripViewModel {
    TripViewModel(
      id: "1", title: "Trip 1", route: route, origin: nil, destination: nil, date: "10/9/15",
      departure: "3:09 PM", arrival: "3:26 PM", duration: "17 min", delay: "5 minutes delay",
      isDelayHidden: false, departureTimeColor: .late)
  }

  /// The article's trip, on time.
  public static func onTime(route: String? = nil) -> TripViewModel {
    TripViewModel(
      id: "1", title: "Trip 1", route: route, origin: nil, destination: nil, date: "10/9/15",
      departure: "3:09 PM", arrival: "3:26 PM", duration: "17 min", delay: nil,
      isDelayHidden: true, departureTimeColor: .onTime)
  }
}
