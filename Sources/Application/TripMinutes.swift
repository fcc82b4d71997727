import Domain
import Foundation

/// How Trips counts a trip's minutes, written once for both kinds of view model.
enum TripMinutes {
  /// The minutes between the minute `start` shows and the minute `end` shows.
  ///
  /// Departure 15:09:53 and arrival 15:26:33 read 15:09 and 15:26, so 17 minutes: what a
  /// person checks by subtracting the times on the card. It is computed from instants, so it
  /// stays right across midnight and daylight-saving changes.
  static func displayed(from start: Date, to end: Date) -> Int64 {
    wholeMinutes(end) - wholeMinutes(start)
  }

  /// A delay in whole minutes, rounded up, so any late departure counts at least one minute;
  /// 0 for a trip that is not late.
  static func delay(of trip: Trip) -> Int64 {
    trip.isDelayed ? Int64((trip.delay / 60).rounded(.up)) : 0
  }

  private static func wholeMinutes(_ instant: Date) -> Int64 {
    Int64((instant.timeIntervalSince1970 / 60).rounded(.down))
  }
}
