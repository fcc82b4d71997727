import Foundation
import Presentation
import Testing

@testable import PresentationCalendar

/// Escaping and folding, the two text rules of RFC 5545.
@Suite struct CalendarTextTests {
  @Test func text_escapesBackslashSemicolonAndComma() {
    #expect(CalendarText.escaped(#"a\b;c,d"#) == #"a\\b\;c\,d"#)
  }

  @Test func unsafeCharacters_areWrittenAsVisibleEscapes() {
    #expect(CalendarText.escaped("x\u{1B}[2J\u{202E}") == #"x\\u{1B}[2J\\u{202E}"#)
  }

  /// A line break in a name would break the event's summary in a calendar program; only the
  /// description's own lines are joined by the value's line break.
  @Test func aLineBreakInAName_isVisible_andOnlyLinesAreJoinedByTheValuesBreak() {
    #expect(CalendarText.escaped("Delft\nZoo") == #"Delft\\u{A}Zoo"#)
    #expect(CalendarText.escaped(lines: ["a;b", "c\nd"]) == #"a\;b\nc\\u{A}d"#)
  }

  @Test func aShortLine_endsInCRLF() {
    #expect(CalendarText.folded("SUMMARY:Trip 1") == "SUMMARY:Trip 1\r\n")
  }

  @Test func aLineOf75Octets_isNotFolded_and76Are() {
    let line75 = String(repeating: "a", count: 75)
    #expect(CalendarText.folded(line75) == line75 + "\r\n")
    #expect(CalendarText.folded(line75 + "b") == line75 + "\r\n b\r\n")
  }

  @Test func folding_neverSplitsAUTF8Character_andEveryPhysicalLineFits() {
    let line = "SUMMARY:" + String(repeating: "北京→上海 ", count: 30) + "🚆"

    let folded = CalendarText.folded(line)

    let physical = folded.split(separator: "\r\n", omittingEmptySubsequences: false).dropLast()
    #expect(physical.count > 1)
    #expect(physical.allSatisfy { $0.utf8.count <= 75 })
    #expect(physical.dropFirst().allSatisfy { $0.hasPrefix(" ") })
    let unfolded = physical.enumerated().map {
      $0.offset == 0 ? $0.element : $0.element.dropFirst()
    }
    .joined()
    #expect(unfolded == line)
  }

  @Test(arguments: [
    (-12_212_553_600.0, "15830101T000000Z"), (0.0, "19700101T000000Z"),
    (-0.5, "19691231T235959Z"), (951_782_400.0, "20000229T000000Z"),
    (4_107_542_400.0, "21000301T000000Z"), (253_402_300_799.0, "99991231T235959Z"),
  ])
  func utcBasic_isTheCalendarsForm(seconds: Double, text: String) {
    #expect(CalendarText.utc(Date(timeIntervalSince1970: seconds)) == text)
  }

  @Test func utc_isFoundationsDateTime_everyFewDaysFrom1583To2300() {
    let foundation = Date.ISO8601FormatStyle(
      dateSeparator: .omitted, timeSeparator: .omitted, timeZone: .gmt)
    var seconds = -12_212_553_600.0
    while seconds < 10_413_792_000 {
      let instant = Date(timeIntervalSince1970: seconds)
      #expect(CalendarText.utc(instant) == instant.formatted(foundation), "\(seconds)")
      seconds += 1_299_817
    }
  }
}
