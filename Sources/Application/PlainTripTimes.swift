import Foundation
import Presentation

/// A trip's times in words, formatted as they come: the formatters of the person's locale,
/// time zone and calendar, asked for each value.
struct PlainTripTimes: TripTimesFormatting {
  let dateStyle: SharedDateFormatter
  let timeStyle: SharedDateFormatter
  let durationStyle: Duration.UnitsFormatStyle
  let delayStyle: Duration.UnitsFormatStyle
  let strings: LocalizedStrings
  let timeZone: TimeZone

  func times(departure: Date, arrival: Date, durationMinutes: Int64, delayMinutes: Int64?)
    -> TripTimes
  {
    TripTimes(
      date: date(departure), departure: time(departure), arrival: time(arrival),
      laterDays: laterDays(from: departure, to: arrival),
      duration: duration(minutes: durationMinutes),
      delay: delayMinutes.map { delay(minutes: $0) })
  }

  /// The local date of `instant`.
  func date(_ instant: Date) -> String {
    dateStyle.string(from: instant)
  }

  /// The local time of `instant`.
  func time(_ instant: Date) -> String {
    TripViewModel.withPlainSpaces(timeStyle.string(from: instant))
  }

  /// A duration of `minutes`.
  func duration(minutes: Int64) -> String {
    TripViewModel.withPlainSpaces(Duration.seconds(minutes * 60).formatted(durationStyle))
  }

  /// The line for a delay of `minutes`.
  func delay(minutes: Int64) -> String {
    strings.tripDelay(Duration.seconds(minutes * 60).formatted(delayStyle))
  }

  /// How many local dates `end` is after `start`.
  func laterDays(from start: Date, to end: Date) -> Int {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let days = calendar.dateComponents(
      [.day], from: calendar.startOfDay(for: start), to: calendar.startOfDay(for: end))
    return days.day ?? 0
  }
}
