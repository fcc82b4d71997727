import Foundation

/// How the factory gets a trip's times in words: the seam between the lesson and its speed.
///
/// ``TripFormats`` hands one to the factory, which never knows which. ``PlainTripTimes``
/// formats every value as it comes, as the articles do. ``RememberedTripTimes`` gives the same
/// words and formats each date, minute of the day, duration and delay once per set of formats,
/// which is what keeps `trips list` of a million trips fast (BENCHMARKS.md).
protocol TripTimesFormatting: Sendable {
  /// The words for a trip's times.
  ///
  /// - Parameters:
  ///   - departure: When the trip is scheduled to leave.
  ///   - arrival: When it is scheduled to arrive.
  ///   - durationMinutes: The duration to show, in minutes.
  ///   - delayMinutes: The delay to show, in minutes, or `nil` when the trip left on time.
  func times(departure: Date, arrival: Date, durationMinutes: Int64, delayMinutes: Int64?)
    -> TripTimes
}
