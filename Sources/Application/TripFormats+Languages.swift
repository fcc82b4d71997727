import Foundation
import Localization

extension TripFormats {
  /// Formats for a locale and a time zone, with the card's words in the locale's language.
  ///
  /// - Parameters:
  ///   - locale: The locale for words and patterns, for example `en_US` or `de_DE`.
  ///   - timeZone: The time zone in which times are shown.
  ///   - remembers: Whether each date, time, duration and delay is formatted once and then
  ///     looked up (`remembering()`, which the composition root chooses for long lists), or
  ///     formatted every time it is shown. The words are the same either way.
  public init(locale: Locale, timeZone: TimeZone, remembers: Bool = false) {
    let formats = TripFormats(
      locale: locale, timeZone: timeZone, words: Words(translatedFor: locale))
    self = remembers ? formats.remembering() : formats
  }

  /// Makes the same formats as ``init(locale:timeZone:remembers:)`` on the concurrent
  /// executor, and formats one trip's worth of values with them, leaving the caller's actor
  /// free meanwhile.
  ///
  /// The first use of a locale's date and time patterns and of its unit names loads them from
  /// ICU's data, which is most of a short command's own work. The composition root opens the
  /// store while it waits, so the two overlap instead of following each other.
  ///
  /// - Parameters:
  ///   - locale: The locale for words and patterns.
  ///   - timeZone: The time zone in which times are shown.
  ///   - remembers: Whether each string is formatted once and then looked up.
  /// - Returns: The formats, ready.
  @concurrent
  public static func prepare(locale: Locale, timeZone: TimeZone, remembers: Bool = false) async
    -> TripFormats
  {
    let formats = TripFormats(locale: locale, timeZone: timeZone, remembers: remembers)
    let instant = Date(timeIntervalSinceReferenceDate: 0)
    _ = formats.times(
      departure: instant, arrival: instant + 60, durationMinutes: 1, delayMinutes: 1)
    return formats
  }

  /// The calendar in which dates are shown and days are counted: Gregorian, in the formats'
  /// time zone and locale.
  public var calendar: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    calendar.locale = locale
    return calendar
  }
}

extension TripFormats.Words {
  /// The card's words in `locale`'s language, from the string tables; English, as
  /// ``TripFormats/Words`` writes it, for English and for a language with no table.
  ///
  /// - Parameter locale: The person's locale.
  public init(translatedFor locale: Locale) {
    self.init()
    let folder = LocalizedStrings.languageFolders(for: locale)
      .first { StringTables.table($0) != nil }
    guard let folder, folder != "en" else { return }
    let strings = LocalizedStrings(locale: locale)
    let title = Template(strings.template(.tripTitle))
    let route = Template(strings.template(.tripRoute))
    let routeFrom = Template(strings.template(.tripRouteFrom))
    let routeTo = Template(strings.template(.tripRouteTo))
    let delay = Template(strings.template(.tripDelay))
    let laterDay = Template(strings.template(.tripArrivalLaterDay))
    self.title = { title($0) }
    self.route = {
      switch ($0, $1) {
      case (let origin?, let destination?): route(origin, destination)
      case (let origin?, nil): routeFrom(origin)
      case (nil, let destination?): routeTo(destination)
      case (nil, nil): nil
      }
    }
    self.delay = { delay($0) }
    self.laterDay = { laterDay($0, $1) }
  }
}
