import Domain
import Foundation

/// Trips and instants the tests share, named after what makes them interesting.
public enum Fixtures {
  /// The trip of the original trip screen, departing 2015-10-09T13:09:53Z, arriving
  /// 16 min 40 s later and leaving 5 minutes late.
  public static let articleDeparture = Date(timeIntervalSince1970: 1_444_396_193)
  /// The arrival of the article's trip.
  public static let articleArrival = Date(timeIntervalSince1970: 1_444_397_193)
  /// The actual departure of the article's trip, 300 seconds late.
  public static let articleActualDeparture = Date(timeIntervalSince1970: 1_444_396_493)

  /// The article's trip as a draft, late by five minutes.
  public static func lateDraft(origin: String? = nil, destination: String? = nil) -> TripDraft {
    try! TripDraft(
      departure: articleDeparture, arrival: articleArrival,
      recordedDeparture: articleActualDeparture, origin: origin, destination: destination)
  }

  /// The article's trip as a draft that left on time.
  public static func onTimeDraft(origin: String? = nil, destination: String? = nil) -> TripDraft {
    try! TripDraft(
      departure: articleDeparture, arrival: articleArrival, origin: origin,
      destination: destination)
  }

  /// The article's trip, stored as trip `id` and late by five minutes.
  public static func lateTrip(id: Int64 = 1, origin: String? = nil, destination: String? = nil)
    -> Trip
  {
    Trip(id: tripID(id), draft: lateDraft(origin: origin, destination: destination))
  }

  /// The article's trip, stored as trip `id` and on time.
  public static func onTimeTrip(id: Int64 = 1, origin: String? = nil, destination: String? = nil)
    -> Trip
  {
    Trip(id: tripID(id), draft: onTimeDraft(origin: origin, destination: destination))
  }

  /// A trip identifier from a literal the test knows is positive.
  public static func tripID(_ raw: Int64) -> TripID {
    TripID(rawValue: raw)!
  }

  /// An instant from an ISO 8601 text with an offset.
  public static func instant(_ text: String) -> Date {
    try! Date.ISO8601FormatStyle().parse(text)
  }

  /// A draft departing at `departure` (ISO 8601) and taking `minutes`.
  public static func draft(
    departing departure: String, minutes: Double = 30, origin: String? = nil,
    destination: String? = nil
  ) -> TripDraft {
    let start = instant(departure)
    return try! TripDraft(
      departure: start, arrival: start.addingTimeInterval(minutes * 60), origin: origin,
      destination: destination)
  }
}
