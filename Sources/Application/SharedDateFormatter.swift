import Foundation
import Synchronization

/// A `DateFormatter` set up once with the locale's short date or time style, shared by every
/// view model the formats make.
///
/// `DateFormatter` is a class that is not `Sendable`, so it lives inside a `Mutex`: set up in
/// the initializer, never changed afterwards, and reached only under the lock.
///
/// The calendar system travels in the formatter's locale (`en_US@calendar=gregorian`) rather
/// than in its `calendar` property. The result is the same, but Foundation's formatter builds
/// its ICU formatter again for each property it applies after making it (the time zone, the
/// leniency), and twice for a calendar; through the locale, it is made for the right calendar
/// from the start.
final class SharedDateFormatter: Sendable {
  private let formatter: Mutex<DateFormatter>

  init(
    locale: Locale, timeZone: TimeZone, calendar: Calendar.Identifier, date: DateFormatter.Style,
    time: DateFormatter.Style
  ) {
    var withCalendar = Locale.Components(locale: locale)
    withCalendar.calendar = calendar
    let formatter = DateFormatter()
    formatter.locale = Locale(components: withCalendar)
    formatter.timeZone = timeZone
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
