import Foundation
import RunLog
import Testing

/// ``RunLog``: the fields every line carries, levels, escaping, and a log that stops at its
/// first failed write.
@Suite struct RunLogTests {
  @Test func aLine_carriesTheTime_theVersion_theRun_theLevelAndTheEvent_thenItsFields() {
    let spy = LogLinesSpy()

    predictableLog(spy).record(
      .info, "command",
      [
        LogField("command", .text("list")), LogField("status", .count(0)),
        LogField("ms", .milliseconds(.microseconds(12_034))), LogField("any_host", .flag(false)),
      ])

    #expect(
      spy.lines == [
        line("info", "command", #","command":"list","status":0,"ms":12.034,"any_host":false"#)
      ])
  }

  @Test func text_isEscaped_everyUnsafeCharacterAsAUnicodeEscape() {
    let spy = LogLinesSpy()

    predictableLog(spy).record(
      .info, "command",
      [LogField("command", .text("a\u{1B}[2J\u{9B}\u{202E}\u{2028}\"\\\té→"))])

    #expect(
      spy.lines == [
        line("info", "command", #","command":"a\u001b[2J\u009b\u202e\u2028\"\\\u0009é→""#)
      ])
  }

  @Test(arguments: [
    (LogLevel.error, 1), (.warning, 2), (.info, 3), (.debug, 4),
  ])
  func aLine_isWritten_onlyAtOrBelowTheLevel(level: LogLevel, written: Int) {
    let spy = LogLinesSpy()
    let log = predictableLog(spy, level: level)

    for each in LogLevel.allCases { log.record(each, "redraw") }

    #expect(spy.lines.count == written)
  }

  @Test(arguments: [
    ("error", LogLevel.error), ("WARNING", .warning), ("warn", .warning), ("Info", .info),
    ("debug", .debug),
  ])
  func aLevel_isReadByItsName(name: String, level: LogLevel) {
    #expect(LogLevel(name: name) == level)
  }

  @Test func anUnknownLevel_isNone() {
    #expect(LogLevel(name: "verbose") == nil)
  }

  @Test func aFailedWrite_isKept_andNothingIsWrittenAfterIt() {
    let spy = LogLinesSpy(failingFrom: 2)
    let log = predictableLog(spy)

    log.record(.info, "redraw")
    log.record(.info, "redraw")
    log.record(.info, "redraw")

    #expect(spy.lines == [line("info", "redraw")])
    #expect(log.writeFailure == LogFailure("the disk is full"))
  }
}
