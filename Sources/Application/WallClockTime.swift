import Foundation

/// A time of day as a clock on the wall shows it, `08:15`, without a date.
///
/// People type a time alone when the day is obvious: the day the trip leaves, or today. This
/// type turns it into an instant once the day and the calendar are known.
public struct WallClockTime: Equatable, Hashable, Sendable {
  /// The hour, 0 to 23.
  public let hour: Int
  /// The minute, 0 to 59.
  public let minute: Int

  /// A time of day, or `nil` when the hour or minute is out of range.
  ///
  /// - Parameters:
  ///   - hour: The hour, 0 to 23.
  ///   - minute: The minute, 0 to 59.
  public init?(hour: Int, minute: Int) {
    guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
    self.hour = hour
    self.minute = minute
  }

  /// The instant at this time on the calendar day that contains `day`, in `calendar`'s time
  /// zone.
  ///
  /// - Parameters:
  ///   - day: Any instant of the day meant.
  ///   - calendar: The calendar and time zone that say where the day begins and ends.
  /// - Returns: The instant, the first of the two when a daylight-saving change repeats the
  ///   time, or `nil` when a daylight-saving change skips it on that day.
  public func instant(onDayOf day: Date, in calendar: Calendar) -> Date? {
    var components = calendar.dateComponents([.year, .month, .day], from: day)
    components.hour = hour
    components.minute = minute
    components.second = 0
    guard let date = calendar.date(from: components) else { return nil }
    let check = calendar.dateComponents([.day, .hour, .minute], from: date)
    guard check.day == components.day, check.hour == hour, check.minute == minute else {
      return nil
    }
    return date
  }
}

extension WallClockTime: CustomStringConvertible {
  /// The time as typed: `08:15`.
  public var description: String {
    (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
  }
}
