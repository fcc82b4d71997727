import Foundation

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

  /// The kind of store behind the use cases, for advice that fits a store's failure; a file
  /// unless the composition root says otherwise.
  public var storeKind = StoreKind.file

  /// The locale for words and for date and time patterns.
  public var locale: Locale { prepared.locale }
  /// The time zone in which dates and times are shown.
  public var timeZone: TimeZone { prepared.timeZone }
  /// The calendar in which dates are shown and days are counted, in the formats' time zone and
  /// locale.
  ///
  /// It is made when asked for, not prepared: only the use cases that place a time of day on a
  /// date need one, and a calendar given a locale loads that locale's week rules, which no card
  /// shows. The date and time formatters take the calendar system through their locale.
  public var calendar: Calendar {
    var calendar = Calendar(identifier: prepared.calendarIdentifier)
    calendar.timeZone = prepared.timeZone
    calendar.locale = prepared.locale
    return calendar
  }

  var strings: LocalizedStrings { prepared.strings }
  var dateStyle: SharedDateFormatter { prepared.dateStyle }
  var timeStyle: SharedDateFormatter { prepared.timeStyle }
  var durationStyle: Duration.UnitsFormatStyle { prepared.durationStyle }
  var delayStyle: Duration.UnitsFormatStyle { prepared.delayStyle }
  var times: any TripTimesFormatting { prepared.times }
  var title: Template { prepared.title }
  var route: Template { prepared.route }
  var routeFrom: Template { prepared.routeFrom }
  var routeTo: Template { prepared.routeTo }
  var arrivalOnLaterDay: Template { prepared.arrivalOnLaterDay }

  /// Prepares the formats for a locale, a time zone and a calendar, on the caller's executor.
  ///
  /// - Parameters:
  ///   - locale: The locale for words and patterns, for example `en_US` or `de_DE`.
  ///   - timeZone: The time zone in which times are shown.
  ///   - calendar: The calendar system in which dates are shown. Gregorian unless given.
  ///   - remembers: Whether each date, time, duration and delay is formatted once and then
  ///     looked up (``RememberedTripTimes``, which the composition root chooses for lists of
  ///     many trips), or formatted every time it is shown (``PlainTripTimes``, the default).
  ///     The words are the same either way.
  public init(
    locale: Locale,
    timeZone: TimeZone,
    calendar: Calendar.Identifier = .gregorian,
    remembers: Bool = false
  ) {
    prepared = Prepared(
      locale: locale, timeZone: timeZone, calendar: calendar, remembers: remembers)
  }

  /// Prepares the same formats as ``init(locale:timeZone:calendar:remembers:)`` on the
  /// concurrent executor, leaving the caller's actor free meanwhile.
  ///
  /// Preparing is most of a short command's own work: the first use of a locale's date and
  /// time patterns and of its unit names loads them from ICU's data. The composition root
  /// opens the store while it waits, so the two overlap instead of following each other.
  ///
  /// - Parameters:
  ///   - locale: The locale for words and patterns.
  ///   - timeZone: The time zone in which times are shown.
  ///   - calendar: The calendar system in which dates are shown. Gregorian unless given.
  ///   - remembers: Whether each string is formatted once and then looked up.
  /// - Returns: The prepared formats.
  @concurrent
  public static func prepare(
    locale: Locale,
    timeZone: TimeZone,
    calendar: Calendar.Identifier = .gregorian,
    remembers: Bool = false
  ) async -> TripFormats {
    TripFormats(locale: locale, timeZone: timeZone, calendar: calendar, remembers: remembers)
  }

  /// The formatters, tables and templates of one locale and time zone, made once.
  ///
  /// Each formatter and style is used once here, so that the locale's patterns and unit names
  /// are loaded wherever the formats are prepared rather than by the first trip.
  private final class Prepared: Sendable {
    let locale: Locale
    let timeZone: TimeZone
    let calendarIdentifier: Calendar.Identifier
    let strings: LocalizedStrings
    let dateStyle: SharedDateFormatter
    let timeStyle: SharedDateFormatter
    let durationStyle: Duration.UnitsFormatStyle
    let delayStyle: Duration.UnitsFormatStyle
    let times: any TripTimesFormatting
    let title: Template
    let route: Template
    let routeFrom: Template
    let routeTo: Template
    let arrivalOnLaterDay: Template

    init(
      locale: Locale, timeZone: TimeZone, calendar identifier: Calendar.Identifier,
      remembers: Bool
    ) {
      self.locale = locale
      self.timeZone = timeZone
      self.calendarIdentifier = identifier
      let strings = LocalizedStrings(locale: locale)
      self.strings = strings
      self.title = Template(strings.template(.tripTitle))
      self.route = Template(strings.template(.tripRoute))
      self.routeFrom = Template(strings.template(.tripRouteFrom))
      self.routeTo = Template(strings.template(.tripRouteTo))
      self.arrivalOnLaterDay = Template(strings.template(.tripArrivalLaterDay))
      self.dateStyle = SharedDateFormatter(
        locale: locale, timeZone: timeZone, calendar: identifier, date: .short, time: .none)
      self.timeStyle = SharedDateFormatter(
        locale: locale, timeZone: timeZone, calendar: identifier, date: .none, time: .short)
      self.durationStyle = Duration.UnitsFormatStyle(
        allowedUnits: [.days, .hours, .minutes], width: .abbreviated
      ).locale(locale)
      self.delayStyle = Duration.UnitsFormatStyle(
        allowedUnits: [.days, .hours, .minutes], width: .wide
      ).locale(locale)
      _ = Duration.seconds(60).formatted(durationStyle)
      _ = Duration.seconds(60).formatted(delayStyle)
      let plain = PlainTripTimes(
        dateStyle: dateStyle, timeStyle: timeStyle, durationStyle: durationStyle,
        delayStyle: delayStyle, strings: strings, timeZone: timeZone)
      self.times = remembers ? RememberedTripTimes(plain) : plain
    }
  }
}
