import Foundation

/// How a trip is put into words: the card's words, and the person's locale and time zone, with
/// each value formatted as it comes, as the articles do.
///
/// Nothing in the Application layer reads the process's locale or time zone: the composition
/// root decides them, supplies the words of languages other than English, and for a long list
/// hands in formats that remember each string they made (`remembering()`).
public struct TripFormats: Sendable {
  /// The words of a card, in English unless the composition root supplies a translation.
  public struct Words: Sendable {
    /// The card's title: `Trip 1`.
    public var title: @Sendable (_ number: String) -> String = { "Trip \($0)" }
    /// Where the trip goes: `Utrecht → Amsterdam`, `from Utrecht`, `to Amsterdam`, or `nil`
    /// when no place was named.
    public var route: @Sendable (_ origin: String?, _ destination: String?) -> String? = {
      switch ($0, $1) {
      case (let origin?, let destination?): "\(origin) → \(destination)"
      case (let origin?, nil): "from \(origin)"
      case (nil, let destination?): "to \(destination)"
      case (nil, nil): nil
      }
    }
    /// How late the trip left: `7 minutes delay`.
    public var delay: @Sendable (_ duration: String) -> String = { "\($0) delay" }
    /// An arrival on a later date than the departure: `00:05 +1`.
    public var laterDay: @Sendable (_ time: String, _ days: String) -> String = { "\($0) +\($1)" }

    /// The English words.
    public init() {}
  }

  /// A trip's times in words, as a card shows them; `laterDays` counts the local dates the
  /// arrival is after the departure's, and `delay` is `nil` when the trip left on time.
  typealias Times = (
    date: String, departure: String, arrival: String, laterDays: Int, duration: String,
    delay: String?
  )

  /// The locale for words and for date and time patterns.
  public let locale: Locale
  /// The time zone in which dates and times are shown.
  public let timeZone: TimeZone
  /// The words of a card.
  public let words: Words
  /// The times from formats that remember them, when the composition root chose those.
  var rememberedTimes: (@Sendable (Date, Date, Int64, Int64?) -> Times)?

  /// Formats for a locale, a time zone and the words of a language.
  ///
  /// - Parameters:
  ///   - locale: The locale for date and time patterns, for example `en_US`.
  ///   - timeZone: The time zone in which times are shown.
  ///   - words: The card's words.
  public init(locale: Locale, timeZone: TimeZone, words: Words) {
    (self.locale, self.timeZone, self.words) = (locale, timeZone, words)
  }

  /// The words for a trip's times.
  func times(departure: Date, arrival: Date, durationMinutes: Int64, delayMinutes: Int64?)
    -> Times
  {
    rememberedTimes?(departure, arrival, durationMinutes, delayMinutes)
      ?? (
        date(departure), time(departure), time(arrival), laterDays(from: departure, to: arrival),
        duration(minutes: durationMinutes), delayMinutes.map { delay(minutes: $0) }
      )
  }

  /// The local date of `instant`, in the locale's short style: `10/9/15`.
  ///
  /// - Parameter instant: The instant, read in the time zone.
  public func date(_ instant: Date) -> String {
    formatter(date: .short, time: .none).string(from: instant)
  }

  /// The local time of `instant`, in the locale's short style: `3:09 PM`.
  ///
  /// - Parameter instant: The instant, read in the time zone.
  public func time(_ instant: Date) -> String {
    Self.withPlainSpaces(formatter(date: .none, time: .short).string(from: instant))
  }

  /// A duration of `minutes`, abbreviated: `17 min`.
  ///
  /// - Parameter minutes: The minutes a person counts on the card.
  public func duration(minutes: Int64) -> String {
    Self.withPlainSpaces(spoken(minutes, .abbreviated))
  }

  /// The line for a delay of `minutes`, in words: `7 minutes delay`.
  ///
  /// - Parameter minutes: The whole minutes late.
  public func delay(minutes: Int64) -> String { words.delay(spoken(minutes, .wide)) }

  /// `minutes` as days, hours and minutes in the locale's words.
  private func spoken(_ minutes: Int64, _ width: Duration.UnitsFormatStyle.UnitWidth) -> String {
    let style = Duration.UnitsFormatStyle(allowedUnits: [.days, .hours, .minutes], width: width)
    return Duration.seconds(minutes * 60).formatted(style.locale(locale))
  }

  /// How many local dates `end` is after `start`: 1 for an arrival the next day.
  ///
  /// - Parameters:
  ///   - start: The departure.
  ///   - end: The arrival.
  public func laterDays(from start: Date, to end: Date) -> Int {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let start = calendar.startOfDay(for: start)
    return calendar.dateComponents([.day], from: start, to: calendar.startOfDay(for: end)).day ?? 0
  }

  /// A formatter of the locale's patterns, in the Gregorian calendar and the time zone.
  func formatter(date: DateFormatter.Style, time: DateFormatter.Style) -> DateFormatter {
    var gregorian = Locale.Components(locale: locale)
    gregorian.calendar = .gregorian
    let formatter = DateFormatter()
    (formatter.locale, formatter.timeZone) = (Locale(components: gregorian), timeZone)
    (formatter.dateStyle, formatter.timeStyle) = (date, time)
    return formatter
  }

  /// `text` with the narrow and ordinary no-break spaces some locales put in times (`3:09 PM`)
  /// as plain spaces: a terminal draws a plain space one column wide, and a program that reads
  /// the words finds the same bytes as on a card.
  static func withPlainSpaces(_ text: String) -> String {
    text.replacing("\u{202F}", with: " ").replacing("\u{00A0}", with: " ")
  }
}
