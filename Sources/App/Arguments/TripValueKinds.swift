import Application
import CommandLineKit
import Domain
import TimeSpelling

// The kinds of value only `trips` has; the kit brings text, files, choices and names.

extension ValueKind<TripID> {
  /// The number of a trip: a whole number from 1 up.
  static let tripNumber = ValueKind(valueName: "id") { text throws(ValueProblem) in
    guard let raw = Int64(text), let id = TripID(rawValue: raw) else {
      throw .notATripNumber
    }
    return id
  } write: {
    $0.description
  }
}

extension ValueKind<StatedTime> {
  /// A time in one of the forms ``TimeSpelling`` reads.
  static let time = ValueKind(valueName: "time") { text throws(ValueProblem) in
    guard let time = TimeSpelling.time(text) else { throw .notATime }
    return time
  } write: {
    TimeSpelling.text(of: $0)
  }
}

extension ValueKind<CalendarDay> {
  /// A day, `YYYY-MM-DD`.
  static let day = ValueKind(valueName: "day") { text throws(ValueProblem) in
    guard let day = TimeSpelling.day(text) else { throw .notADay }
    return day
  } write: {
    $0.description
  }
}

extension ValueKind<Int> {
  /// A whole number of minutes, negative or positive; its limits are the use case's rule, so
  /// a number too large for an `Int` reads as the largest one, for the use case to refuse.
  static let minutes = ValueKind(valueName: "minutes") { text throws(ValueProblem) in
    guard text.wholeMatch(of: #/[+-]?[0-9]+/#) != nil else { throw .notMinutes }
    return Int(text) ?? (text.hasPrefix("-") ? .min : .max)
  } write: {
    String($0)
  }
}

extension ValueKind<String> {
  /// The name of a place, as typed: every rule about names is `PlaceName`'s, so a refused
  /// name is a refusal of the request, not a usage error.
  static let placeName = ValueKind.text("name")
}
