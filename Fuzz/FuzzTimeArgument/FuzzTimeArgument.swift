import Foundation
// libFuzzer target: time and date arguments. Any text either is refused as a usage error, or
// reads into a form that, printed back in its canonical spelling, reads again to the same form.
import FuzzDriver

@testable import App

/// Runs libFuzzer over ``fuzz(_:_:)``.
@main enum FuzzTimeArgumentMain {
  static func main() {
    FuzzDriver.run(fuzz)
  }
}

/// Checks one input against the properties above; a broken one stops the process, so
/// libFuzzer records the input.
func fuzz(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeRawBufferPointer(start: data, count: size), as: UTF8.self)
  guard let parsed = try? TimeArgument.parse(text, option: "--departure") else { return 0 }
  let printed = canonical(parsed.form)
  guard let again = try? TimeArgument.parse(printed, option: "--departure") else {
    preconditionFailure("'\(printed)', printed from '\(text)', does not read back")
  }
  precondition(again.form == parsed.form, "'\(printed)' reads to another time than '\(text)'")
  return 0
}

/// The spelling of `form` that `TimeArgument` documents.
private func canonical(_ form: TimeArgument.Form) -> String {
  func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
  func four(_ value: Int) -> String {
    String(repeating: "0", count: max(0, 4 - "\(value)".count)) + "\(value)"
  }
  switch form {
  case .instant(let date):
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
    return "\(four(parts.year!))-\(two(parts.month!))-\(two(parts.day!))T"
      + "\(two(parts.hour!)):\(two(parts.minute!)):\(two(parts.second!))Z"
  case .local(let year, let month, let day, let time):
    return "\(four(year))-\(two(month))-\(two(day)) \(time.hour):\(two(time.minute))"
  case .timeOfDay(let time):
    return "\(time.hour):\(two(time.minute))"
  }
}
