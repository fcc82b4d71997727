import CommandLineKit
import StoreOpening

extension UsageError {
  /// The command line's words for a setting no store, wait or time zone has.
  init(setting problem: SettingProblem) {
    switch problem {
    case .emptyStorePath: self.init(.emptyStorePath)
    case .noHomeDirectory: self.init(.noHomeDirectory)
    case .invalidBusyTimeout(let text): self.init(.invalidBusyTimeout(text))
    case .unknownTimeZone(let name): self.init(.unknownTimeZone(name))
    case .unknownTimeZoneInTZ(let value): self.init(.unknownTimeZoneInTZ(value))
    }
  }

  /// What `body` returns; a setting it cannot use is a usage error.
  static func fromSettings<Value>(_ body: @autoclosure () throws(SettingProblem) -> Value)
    throws(UsageError)
    -> Value
  {
    do throws(SettingProblem) {
      return try body()
    } catch {
      throw UsageError(setting: error)
    }
  }
}
