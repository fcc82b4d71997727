/// How much a run's log tells, from least to most; `TRIPS_LOG_LEVEL` chooses one, and a line
/// is written when its level is at or below it.
public enum LogLevel: Int, Comparable, CaseIterable, Sendable {
  /// A command, or its use case, that could not do its work: the store failed, was busy,
  /// or refused access, or the command line was wrong.
  case error
  /// Something that went wrong but was handled: a change tried again, a failed store call, a
  /// server that did not answer, a trip not found or a change refused by a rule.
  case warning
  /// What a command did: its outcome, each store call, each list, each decision of the offline
  /// copy. The default.
  case info
  /// Each page of a list, each poll of `watch` and each refresh of the offline copy.
  case debug

  /// The level's name, as `TRIPS_LOG_LEVEL` gives it and each line carries it.
  public var name: String {
    switch self {
    case .error: "error"
    case .warning: "warning"
    case .info: "info"
    case .debug: "debug"
    }
  }

  /// The level named `name`, in any case; `nil` for a name that is not a level's.
  ///
  /// - Parameter name: The name, such as `debug`; `warn` is read as `warning`.
  public init?(name: String) {
    let lowered = name.lowercased()
    guard
      let level = Self.allCases.first(where: { $0.name == lowered })
        ?? (lowered == "warn" ? .warning : nil)
    else { return nil }
    self = level
  }

  /// Whether `left` tells less than `right`.
  public static func < (left: LogLevel, right: LogLevel) -> Bool {
    left.rawValue < right.rawValue
  }
}
