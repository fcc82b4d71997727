import Foundation

/// How trips are put into words: the locale, time zone and calendar a person reads them in.
///
/// Every use case that shows a trip takes one of these. Nothing in the Application layer
/// reads the process's current locale or time zone; the composition root decides them.
public struct TripFormats: Sendable {
  /// The locale for words and for date and time patterns.
  public let locale: Locale
  /// The time zone in which dates and times are shown.
  public let timeZone: TimeZone
  /// The calendar in which dates are shown and days are counted.
  public let calendar: Calendar

  let strings: Strings
  let dateStyle: Date.FormatStyle
  let timeStyle: Date.FormatStyle
  let durationStyle: Duration.UnitsFormatStyle
  let delayStyle: Duration.UnitsFormatStyle

  /// Prepares the formats for a locale, a time zone and a calendar.
  ///
  /// - Parameters:
  ///   - locale: The locale for words and patterns, for example `en_US` or `de_DE`.
  ///   - timeZone: The time zone in which times are shown.
  ///   - calendar: The calendar; its own time zone is replaced by `timeZone`. Gregorian
  ///     unless given.
  public init(
    locale: Locale,
    timeZone: TimeZone,
    calendar: Calendar = Calendar(identifier: .gregorian)
  ) {
    var calendar = calendar
    calendar.timeZone = timeZone
    calendar.locale = locale
    self.locale = locale
    self.timeZone = timeZone
    self.calendar = calendar
    self.strings = Strings(locale: locale)
    let base = Date.FormatStyle(locale: locale, calendar: calendar, timeZone: timeZone)
    self.dateStyle = base.year(.twoDigits).month(.defaultDigits).day(.defaultDigits)
    self.timeStyle = base.hour(.defaultDigits(amPM: .abbreviated)).minute(.twoDigits)
    self.durationStyle = Duration.UnitsFormatStyle(
      allowedUnits: [.days, .hours, .minutes], width: .abbreviated
    ).locale(locale)
    self.delayStyle = Duration.UnitsFormatStyle(
      allowedUnits: [.days, .hours, .minutes], width: .wide
    ).locale(locale)
  }
}
