import Foundation
import StoreEvents

/// The adapters' reports (``StoreEvent``) as lines of the run's log: App hands it to the
/// stores it opens.
///
/// - `connect` at info: the host and port libpq chose and the address without its user part
///   or password; at warning when no session could be made.
/// - `retry` at warning: why a change ran again, and which try starts.
/// - `copy` at info: the offline copy answered, a change was kept, a round of sending ended;
///   at debug, each refresh of the copy.
public struct StoreEventLog: StoreEventReporting {
  private let log: RunLog

  /// Writes the reports to `log`.
  ///
  /// - Parameter log: Where the lines go.
  public init(log: RunLog) {
    self.log = log
  }

  /// Writes the line of `event`.
  public func report(_ event: StoreEvent) {
    switch event {
    case .connected(let host, let port, let address, let anyHost):
      log.record(
        .info, "connect",
        [
          LogField("host", .text(host)), LogField("port", .text(port)),
          LogField("address", .text(Self.withoutSecrets(address))),
          LogField("any_host", .flag(anyHost)),
        ])
    case .connectionFailed(let address, let problem):
      log.record(
        .warning, "connect",
        [
          LogField("address", .text(Self.withoutSecrets(address))),
          LogField(
            "failure", .text(FailureKind.of(.init(location: "", problem: problem)))),
        ])
    case .retried(let cause, let attempt):
      log.record(
        .warning, "retry",
        [LogField("cause", .text(cause.rawValue)), LogField("attempt", .count(attempt))])
    case .answeredFromCopy:
      log.record(.info, "copy", [LogField("decision", .text("answered_from_copy"))])
    case .copyRefreshed:
      log.record(.debug, "copy", [LogField("decision", .text("refreshed"))])
    case .changeKept:
      log.record(.info, "copy", [LogField("decision", .text("kept"))])
    case .changesSent(let applied, let conflicts, let waiting):
      log.record(
        .info, "copy",
        [
          LogField("decision", .text("sent")), LogField("applied", .count(applied)),
          LogField("conflicts", .count(conflicts)), LogField("waiting", .count(waiting)),
        ])
    }
  }

  /// `address` without a user part (`user:password@`) and without any setting whose name
  /// holds `password` (`password=`, `sslpassword=`): the adapters already leave the password
  /// out, and the log leaves out the user part as well.
  static func withoutSecrets(_ address: String) -> String {
    guard let separator = address.range(of: "://") else { return address }
    let scheme = address[..<separator.upperBound]
    var rest = address[separator.upperBound...]
    if let at = rest.lastIndex(of: "@") { rest = rest[rest.index(after: at)...] }
    guard let mark = rest.firstIndex(of: "?") else { return String(scheme + rest) }
    let kept = rest[rest.index(after: mark)...].split(separator: "&").filter {
      let key = $0.prefix { $0 != "=" }
      return !(key.removingPercentEncoding ?? String(key)).lowercased().contains("password")
    }
    let base = scheme + rest[..<mark]
    return String(kept.isEmpty ? base : base + "?" + kept.joined(separator: "&"))
  }
}
