/// One value of a log line: text, a count, a time taken or a yes or no.
public enum LogValue: Equatable, Sendable {
  /// Text, written as a JSON string with every unsafe character escaped.
  case text(String)
  /// A whole number.
  case count(Int)
  /// A time taken, written in milliseconds to the microsecond.
  case milliseconds(Duration)
  /// A yes or no.
  case flag(Bool)

  /// The value as JSON.
  var json: String {
    switch self {
    case .text(let text): JSONString.quoted(text)
    case .count(let count): String(count)
    case .flag(let flag): flag ? "true" : "false"
    case .milliseconds(let duration):
      Self.milliseconds(duration)
    }
  }

  /// `duration` in milliseconds with three decimals, such as `12.034`; never negative.
  private static func milliseconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let microseconds = max(0, seconds * 1_000_000 + attoseconds / 1_000_000_000_000)
    let fraction = String(microseconds % 1000)
    return "\(microseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
  }
}
