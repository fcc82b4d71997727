import Foundation
import Synchronization

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

  let strings: LocalizedStrings
  let dateStyle: SharedDateFormatter
  let timeStyle: SharedDateFormatter
  let durationStyle: Duration.UnitsFormatStyle
  let delayStyle: Duration.UnitsFormatStyle
  let cache = FormattingCache()
  let title: Template
  let route: Template
  let routeFrom: Template
  let routeTo: Template
  let arrivalOnLaterDay: Template

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
    self.strings = LocalizedStrings(locale: locale)
    self.title = Template(strings.template("trip.title"))
    self.route = Template(strings.template("trip.route"))
    self.routeFrom = Template(strings.template("trip.route.from"))
    self.routeTo = Template(strings.template("trip.route.to"))
    self.arrivalOnLaterDay = Template(strings.template("trip.arrival.laterDay"))
    self.dateStyle = SharedDateFormatter(
      locale: locale, timeZone: timeZone, calendar: calendar, date: .short, time: .none)
    self.timeStyle = SharedDateFormatter(
      locale: locale, timeZone: timeZone, calendar: calendar, date: .none, time: .short)
    self.durationStyle = Duration.UnitsFormatStyle(
      allowedUnits: [.days, .hours, .minutes], width: .abbreviated
    ).locale(locale)
    self.delayStyle = Duration.UnitsFormatStyle(
      allowedUnits: [.days, .hours, .minutes], width: .wide
    ).locale(locale)
  }
}

/// A `DateFormatter` set up once with the locale's short date or time style, shared by every
/// view model the formats make.
///
/// `DateFormatter` is a class that is not `Sendable`, so it lives inside a `Mutex`: set up in
/// the initializer, never changed afterwards, and reached only under the lock.
final class SharedDateFormatter: Sendable {
  private let formatter: Mutex<DateFormatter>

  init(
    locale: Locale, timeZone: TimeZone, calendar: Calendar, date: DateFormatter.Style,
    time: DateFormatter.Style
  ) {
    let formatter = DateFormatter()
    formatter.locale = locale
    formatter.timeZone = timeZone
    formatter.calendar = calendar
    formatter.dateStyle = date
    formatter.timeStyle = time
    self.formatter = Mutex(formatter)
  }

  /// `date` in the formatter's style.
  func string(from date: Date) -> String {
    formatter.withLock { $0.string(from: date) }
  }
}
