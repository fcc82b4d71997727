import Foundation
import Synchronization

/// A trip's times in words, the same as ``TripFormats`` gives, each formatted once: the
/// formats the composition root chooses for `list` and `watch` (`remembering()`).
///
/// Formatting a date or a duration with Foundation costs microseconds; a planner's trips share
/// a few hundred dates, at most 1,440 times of day and a few hundred durations. So each string
/// is formatted once per set of formats and then looked up:
///
/// - times by local minute of the day (an array of 1,440), dates by local day, each made by one
///   date formatter kept for the purpose;
/// - the offset from UTC for the span up to the time zone's next transition, so finding the
///   local day and minute of an instant is integer arithmetic;
/// - durations and delays by their number of minutes.
///
/// The ``Tables`` sit in a `Mutex`, taken once per trip, so one set of formats can serve
/// concurrent use cases and the compiler checks that nothing touches the tables without it.
final class RememberedTripTimes: Sendable {
  private let plain: TripFormats
  private let tables: Mutex<Tables>

  /// Remembers what `plain` formats.
  init(_ plain: TripFormats) {
    self.plain = plain
    tables = Mutex(
      Tables(
        dates: plain.formatter(date: .short, time: .none),
        times: plain.formatter(date: .none, time: .short)))
  }

  /// The words for a trip's times, as ``TripFormats`` gives them.
  func times(departure: Date, arrival: Date, durationMinutes: Int64, delayMinutes: Int64?)
    -> TripFormats.Times
  {
    tables.withLock { tables in
      let leaves = tables.localMinute(of: departure, in: plain.timeZone)
      let arrives = tables.localMinute(of: arrival, in: plain.timeZone)
      return (
        date: tables.date(leaves) { $0.string(from: departure) },
        departure: tables.time(leaves) { TripFormats.withPlainSpaces($0.string(from: departure)) },
        arrival: tables.time(arrives) { TripFormats.withPlainSpaces($0.string(from: arrival)) },
        laterDays: Int(arrives.day - leaves.day),
        duration: tables.duration(durationMinutes) { plain.duration(minutes: durationMinutes) },
        delay: delayMinutes.map { minutes in
          tables.delay(minutes) { plain.delay(minutes: minutes) }
        }
      )
    }
  }
}

extension TripFormats {
  /// The same formats, remembering each date, time, duration and delay they make: what keeps
  /// `trips list` of a million trips fast (BENCHMARKS.md). The words are the same.
  ///
  /// - Returns: Formats that format each string once.
  public func remembering() -> TripFormats {
    let memory = RememberedTripTimes(self)
    var formats = self
    formats.rememberedTimes = { departure, arrival, duration, delay in
      memory.times(
        departure: departure, arrival: arrival, durationMinutes: duration, delayMinutes: delay)
    }
    return formats
  }
}

extension RememberedTripTimes {
  /// The strings formatted so far, and the span of the last time-zone offset looked up.
  struct Tables {
    /// The formatter of dates, used the first time each date is asked for.
    let dateFormatter: DateFormatter
    /// The formatter of times of day, used the first time each is asked for.
    let timeFormatter: DateFormatter

    init(dates: DateFormatter, times: DateFormatter) {
      (dateFormatter, timeFormatter) = (dates, times)
    }

    /// A local reading of an instant: its local day number and minute of the day.
    struct LocalMinute {
      let day: Int64
      let minuteOfDay: Int
    }

    /// Instants from `start` up to, not including, `end` are `offset` seconds from UTC.
    private struct Span {
      var start: Int64
      var end: Int64
      var offset: Int64
    }

    private var span = Span(start: 0, end: 0, offset: 0)
    private var times = [String?](repeating: nil, count: 1_440)
    private var dates: [Int64: String] = [:]
    private var durations: [Int64: String] = [:]
    private var delays: [Int64: String] = [:]

    /// The local day and minute of `instant` in `timeZone`.
    mutating func localMinute(of instant: Date, in timeZone: TimeZone) -> LocalMinute {
      let seconds = Int64(instant.timeIntervalSince1970.rounded(.down))
      if seconds < span.start || seconds >= span.end {
        // A new span starts here and lasts until the zone's next change of offset. Trips come
        // in departure order, so the next instants almost always fall inside it.
        let next = timeZone.nextDaylightSavingTimeTransition(after: instant)
        span = Span(
          start: seconds,
          end: next.map { Int64($0.timeIntervalSince1970.rounded(.up)) } ?? Int64.max,
          offset: Int64(timeZone.secondsFromGMT(for: instant)))
      }
      let localMinutes = (seconds + span.offset).floorDivided(by: 60)
      let day = localMinutes.floorDivided(by: 1_440)
      return LocalMinute(day: day, minuteOfDay: Int(localMinutes - day * 1_440))
    }

    /// The time string for a minute of the day, made by `format` the first time.
    mutating func time(_ minute: LocalMinute, _ format: (DateFormatter) -> String) -> String {
      if let known = times[minute.minuteOfDay] { return known }
      let made = format(timeFormatter)
      times[minute.minuteOfDay] = made
      return made
    }

    /// The date string for a local day, made by `format` the first time.
    mutating func date(_ minute: LocalMinute, _ format: (DateFormatter) -> String) -> String {
      Self.remembered(&dates, minute.day) { format(dateFormatter) }
    }

    /// The duration string for a number of minutes, made by `format` the first time.
    mutating func duration(_ minutes: Int64, _ format: () -> String) -> String {
      Self.remembered(&durations, minutes, format)
    }

    /// The delay line for a number of minutes, made by `format` the first time.
    mutating func delay(_ minutes: Int64, _ format: () -> String) -> String {
      Self.remembered(&delays, minutes, format)
    }

    private static func remembered(
      _ table: inout [Int64: String], _ key: Int64, _ format: () -> String
    ) -> String {
      if let known = table[key] { return known }
      let made = format()
      table[key] = made
      return made
    }
  }
}

extension Int64 {
  /// Division that rounds towards negative infinity, so instants before 1970 fall into the
  /// right day and minute.
  fileprivate func floorDivided(by divisor: Int64) -> Int64 {
    let quotient = self / divisor
    return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
  }
}
