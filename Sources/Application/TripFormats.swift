import Foundation
import Synchronization

/// How trips are put into words: the locale, time zone and calendar a person reads them in.
///
/// Every use case that shows a trip takes one of these. Nothing in the Application layer
/// reads the process's current locale or time zone; the composition root decides them.
///
/// Everything it holds is prepared once, immutable, and kept in one shared object, so passing
/// the formats around — once per view model in a long list — costs one reference count, not
/// one per formatter and table.
public struct TripFormats: Sendable {
  private let prepared: Prepared

  /// The locale for words and for date and time patterns.
  public var locale: Locale { prepared.locale }
  /// The time zone in which dates and times are shown.
  public var timeZone: TimeZone { prepared.timeZone }
  /// The calendar in which dates are shown and days are counted.
  public var calendar: Calendar { prepared.calendar }

  var strings: LocalizedStrings { prepared.strings }
  var dateStyle: SharedDateFormatter { prepared.dateStyle }
  var timeStyle: SharedDateFormatter { prepared.timeStyle }
  var durationStyle: Duration.UnitsFormatStyle { prepared.durationStyle }
  var delayStyle: Duration.UnitsFormatStyle { prepared.delayStyle }
  var cache: FormattingCache { prepared.cache }
  var title: Template { prepared.title }
  var route: Template { prepared.route }
  var routeFrom: Template { prepared.routeFrom }
  var routeTo: Template { prepared.routeTo }
  var arrivalOnLaterDay: Template { prepared.arrivalOnLaterDay }

  /// Prepares the formats for a locale, a time zone and a calendar, one part after another.
  ///
  /// - Parameters:
  ///   - locale: The locale for words and patterns, for example `en_US` or `de_DE`.
  ///   - timeZone: The time zone in which times are shown.
  ///   - calendar: The calendar system in which dates are shown. Gregorian unless given.
  public init(
    locale: Locale,
    timeZone: TimeZone,
    calendar: Calendar.Identifier = .gregorian
  ) {
    self.init(
      wording: Wording(locale: locale),
      clock: ClockStyles(locale: locale, timeZone: timeZone, calendar: calendar),
      durations: DurationStyles(locale: locale))
  }

  /// Prepares the same formats as ``init(locale:timeZone:calendar:)``, with the date and time
  /// formatters made in a child task while this task reads the sentences and makes the
  /// duration styles.
  ///
  /// Most of a short command's own time goes into these parts: the first use of a locale's
  /// date patterns, of its unit names, and reading the string tables. None of them waits for
  /// another, so on a machine with two cores the command waits for the longer one instead of
  /// the sum. Both run on the concurrent executor; the caller's actor is free meanwhile.
  ///
  /// - Parameters:
  ///   - locale: The locale for words and patterns.
  ///   - timeZone: The time zone in which times are shown.
  ///   - calendar: The calendar system in which dates are shown. Gregorian unless given.
  /// - Returns: The prepared formats.
  @concurrent
  public static func prepare(
    locale: Locale,
    timeZone: TimeZone,
    calendar: Calendar.Identifier = .gregorian
  ) async -> TripFormats {
    async let clock = ClockStyles(locale: locale, timeZone: timeZone, calendar: calendar)
    let wording = Wording(locale: locale)
    let durations = DurationStyles(locale: locale)
    return await TripFormats(wording: wording, clock: clock, durations: durations)
  }

  private init(wording: Wording, clock: ClockStyles, durations: DurationStyles) {
    prepared = Prepared(wording: wording, clock: clock, durations: durations)
  }

  /// The sentences of the locale's language, and the templates filled for every trip.
  private struct Wording: Sendable {
    let strings: LocalizedStrings
    let title: Template
    let route: Template
    let routeFrom: Template
    let routeTo: Template
    let arrivalOnLaterDay: Template

    init(locale: Locale) {
      let strings = LocalizedStrings(locale: locale)
      self.strings = strings
      title = Template(strings.template("trip.title"))
      route = Template(strings.template("trip.route"))
      routeFrom = Template(strings.template("trip.route.from"))
      routeTo = Template(strings.template("trip.route.to"))
      arrivalOnLaterDay = Template(strings.template("trip.arrival.laterDay"))
    }
  }

  /// The locale, the time zone, the calendar set to both, and the short date and short time
  /// formatters in them, each used once so that its pattern
  /// is loaded before the first trip needs it.
  private struct ClockStyles: Sendable {
    let locale: Locale
    let timeZone: TimeZone
    let calendar: Calendar
    let date: SharedDateFormatter
    let time: SharedDateFormatter

    init(locale: Locale, timeZone: TimeZone, calendar identifier: Calendar.Identifier) {
      var calendar = Calendar(identifier: identifier)
      calendar.timeZone = timeZone
      calendar.locale = locale
      self.locale = locale
      self.timeZone = timeZone
      self.calendar = calendar
      date = SharedDateFormatter(
        locale: locale, timeZone: timeZone, calendar: calendar, date: .short, time: .none)
      time = SharedDateFormatter(
        locale: locale, timeZone: timeZone, calendar: calendar, date: .none, time: .short)
    }
  }

  /// The short and the long duration styles, each used once so that the locale's unit names
  /// are loaded before the first trip needs them.
  private struct DurationStyles: Sendable {
    let short: Duration.UnitsFormatStyle
    let long: Duration.UnitsFormatStyle

    init(locale: Locale) {
      short = Duration.UnitsFormatStyle(
        allowedUnits: [.days, .hours, .minutes], width: .abbreviated
      ).locale(locale)
      long = Duration.UnitsFormatStyle(
        allowedUnits: [.days, .hours, .minutes], width: .wide
      ).locale(locale)
      _ = Duration.seconds(60).formatted(short)
      _ = Duration.seconds(60).formatted(long)
    }
  }

  /// The formatters, tables and templates of one locale and time zone, made once.
  private final class Prepared: Sendable {
    let locale: Locale
    let timeZone: TimeZone
    let calendar: Calendar
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

    init(wording: Wording, clock: ClockStyles, durations: DurationStyles) {
      locale = clock.locale
      timeZone = clock.timeZone
      calendar = clock.calendar
      strings = wording.strings
      title = wording.title
      route = wording.route
      routeFrom = wording.routeFrom
      routeTo = wording.routeTo
      arrivalOnLaterDay = wording.arrivalOnLaterDay
      dateStyle = clock.date
      timeStyle = clock.time
      durationStyle = durations.short
      delayStyle = durations.long
    }
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
    // The first string makes ICU's formatter for the pattern; made here, it is ready before
    // the first trip, and made wherever the formats are prepared.
    _ = formatter.string(from: Date(timeIntervalSinceReferenceDate: 0))
    self.formatter = Mutex(formatter)
  }

  /// `date` in the formatter's style.
  func string(from date: Date) -> String {
    formatter.withLock { $0.string(from: date) }
  }
}
