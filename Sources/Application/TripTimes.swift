/// A trip's times in words, as a card shows them.
struct TripTimes: Equatable, Sendable {
  /// The local date of departure.
  var date: String
  /// The local time of departure.
  var departure: String
  /// The local time of arrival, without the days it is later than the departure.
  var arrival: String
  /// How many local dates the arrival is after the departure's.
  var laterDays: Int
  /// The duration.
  var duration: String
  /// The line that says how late the trip left, or `nil` when it left on time.
  var delay: String?
}
