import Foundation

/// A time as a person states it: an instant, a day and a time, or a time alone.
///
/// This is the one rule for turning a stated time into an instant, and every use case that
/// takes a time follows it:
/// - an instant is itself;
/// - a day and a time are read in the time zone of the formats;
/// - a time alone falls on a day the use case chooses (today, or the day the trip leaves),
///   and an arrival that would not be after its departure falls on the next day;
/// - a local time that a daylight-saving change skips does not exist, and is refused with the
///   change named; one that it repeats means the first of the two instants.
public enum StatedTime: Equatable, Sendable {
  /// This instant, with seconds.
  case instant(Date)
  /// This time on this day, in the time zone of the formats.
  case local(CalendarDay, WallClockTime)
  /// This time of day, on a day the use case chooses.
  case timeOfDay(WallClockTime)

  /// A local time that does not exist on its day, because a daylight-saving change skips it.
  struct Skipped: Error, Equatable {
    /// The time that was stated.
    let time: WallClockTime
    /// An instant of the day it was stated for.
    let day: Date
  }

  /// The instant meant, where a time alone falls on the day that contains `day`.
  ///
  /// - Parameters:
  ///   - day: Any instant of the day a time alone falls on.
  ///   - timeZone: The time zone local times are read in.
  /// - Throws: ``Skipped`` when a daylight-saving change skips the local time on its day.
  func instant(onDayOf day: Date, in timeZone: TimeZone) throws(Skipped) -> Date {
    let calendar = Self.gregorian(in: timeZone)
    switch self {
    case .instant(let instant):
      return instant
    case .local(let calendarDay, let time):
      guard let noon = calendarDay.noon(in: calendar) else { throw Skipped(time: time, day: day) }
      return try Self.instant(of: time, onDayOf: noon, calendar)
    case .timeOfDay(let time):
      return try Self.instant(of: time, onDayOf: day, calendar)
    }
  }

  /// The instant meant for an arrival: a time alone falls on the day of `departure`, or on the
  /// next day when it would not be after the departure there (including when the clocks skip
  /// it that day at an earlier hour than the departure's).
  ///
  /// - Parameters:
  ///   - departure: The departure the arrival follows.
  ///   - timeZone: The time zone local times are read in.
  /// - Throws: ``Skipped`` when a daylight-saving change skips the local time on its day.
  func instant(after departure: Date, in timeZone: TimeZone) throws(Skipped) -> Date {
    guard case .timeOfDay(let time) = self else {
      return try instant(onDayOf: departure, in: timeZone)
    }
    let calendar = Self.gregorian(in: timeZone)
    do throws(Skipped) {
      let sameDay = try Self.instant(of: time, onDayOf: departure, calendar)
      if sameDay > departure { return sameDay }
    } catch {
      let leaves = calendar.dateComponents([.hour, .minute], from: departure)
      let laterToday = (time.hour, time.minute) > (leaves.hour ?? 0, leaves.minute ?? 0)
      if laterToday { throw error }
    }
    let nextDay = calendar.date(byAdding: .day, value: 1, to: departure) ?? departure
    return try Self.instant(of: time, onDayOf: nextDay, calendar)
  }

  private static func instant(of time: WallClockTime, onDayOf day: Date, _ calendar: Calendar)
    throws(Skipped) -> Date
  {
    guard let instant = time.instant(onDayOf: day, in: calendar) else {
      throw Skipped(time: time, day: day)
    }
    return instant
  }

  /// Days and times are stated in the Gregorian calendar, whatever calendar the person reads.
  private static func gregorian(in timeZone: TimeZone) -> Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    return calendar
  }
}
