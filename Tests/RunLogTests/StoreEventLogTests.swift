import Domain
import RunLog
import StoreEvents
import Testing

/// ``StoreEventLog``: each report of an adapter as one line, with no secret in an address.
@Suite struct StoreEventLogTests {
  @Test func everyEvent_isOneLine_atItsLevel() {
    let spy = LogLinesSpy()
    let events = StoreEventLog(log: predictableLog(spy, level: .debug))

    events.report(
      .connected(host: "db2", port: "5433", address: "postgresql://db1,db2/trips", anyHost: false))
    events.report(.connectionFailed(address: "postgresql://db1/trips", problem: .unreachable))
    events.report(.retried(cause: .deadlock, attempt: 2))
    events.report(.retried(cause: .serializationFailure, attempt: 3))
    events.report(.answeredFromCopy)
    events.report(.copyRefreshed)
    events.report(.changeKept)
    events.report(.changesSent(applied: 3, conflicts: 1, waiting: 2))

    #expect(
      spy.lines == [
        line(
          "info", "connect",
          #","host":"db2","port":"5433","address":"postgresql://db1,db2/trips","any_host":false"#
        ),
        line(
          "warning", "connect", #","address":"postgresql://db1/trips","failure":"unreachable""#),
        line("warning", "retry", #","cause":"deadlock","attempt":2"#),
        line("warning", "retry", #","cause":"serialization_failure","attempt":3"#),
        line("info", "copy", #","decision":"answered_from_copy""#),
        line("debug", "copy", #","decision":"refreshed""#),
        line("info", "copy", #","decision":"kept""#),
        line("info", "copy", #","decision":"sent","applied":3,"conflicts":1,"waiting":2"#),
      ])
  }

  @Test(arguments: [
    ("postgresql://ann:secret@db/trips", "postgresql://db/trips"),
    ("postgres://ann@db:5433/trips", "postgres://db:5433/trips"),
    (
      "postgresql://db/trips?password=secret&sslmode=require&sslpassword=key",
      "postgresql://db/trips?sslmode=require"
    ),
    ("postgresql://db/trips?pass%77ord=secret", "postgresql://db/trips"),
    ("postgresql:///trips?host=/run/pg", "postgresql:///trips?host=/run/pg"),
  ])
  func anAddress_losesItsUserAndEveryPassword(address: String, logged: String) {
    let spy = LogLinesSpy()

    StoreEventLog(log: predictableLog(spy)).report(
      .connected(host: "db", port: "5432", address: address, anyHost: true))

    #expect(spy.lines.first?.contains(#""address":"\#(logged)""#) == true, "\(spy.lines)")
    #expect(spy.lines.allSatisfy { !$0.contains("secret") && !$0.contains("ann") })
  }
}
