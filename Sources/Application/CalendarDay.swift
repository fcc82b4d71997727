import Foundation

/// A day of the Gregorian calendar, `2035-10-09`, without a time and without a time zone, from
/// 1583, the first whole year of that calendar, to 9999.
///
/// People name a day when the time does not matter yet, or will be given on its own. The day
/// becomes instants only once a time zone says where it begins and ends.
public struct CalendarDay: Equatable, Hashable, Sendable {
  /// The year, such as 2035.
  public let year: Int
  /// The month, 1 to 12.
  public let month: Int
  /// The day of the month, 1 to 31.
  public let day: Int

  /// A day, or `nil` when the Gregorian calendar has no such day (a 31 February, or a day
  /// before 1583, which Foundation's calendar counts in the Julian one).
  ///
  /// - Parameters:
  ///   - year: The year.
  ///   - month: The month, 1 to 12.
  ///   - day: The day of the month.
  public init?(year: Int, month: Int, day: Int) {
    var gregorian = Calendar(identifier: .gregorian)
    gregorian.timeZone = .gmt
    let components = DateComponents(year: year, month: month, day: day)
    guard (1583...9999).contains(year), components.isValidDate(in: gregorian) else { return nil }
    self.year = year
    self.month = month
    self.day = day
  }

  /// The instant at noon of this day in `calendar`'s time zone, which no daylight-saving
  /// change skips.
  func noon(in calendar: Calendar) -> Date? {
    calendar.date(from: DateComponents(year: year, month: month, day: day, hour: 12))
  }
}

extension CalendarDay: CustomStringConvertible {
  /// The day as typed: `2035-10-09`.
  public var description: String {
    let month = (month < 10 ? "0" : "") + "\(month)"
    let day = (day < 10 ? "0" : "") + "\(day)"
    return "\(year)-\(month)-\(day)"
  }
}
