import Foundation
import LessonTestSupport
import Presentation
import PresentationCalendar
import Testing

/// The calendar delivery writes RFC 5545 text: one event per trip, CRLF line ends.
@MainActor @Suite struct CalendarRendererTests {
  private static let stamp = Date(timeIntervalSince1970: 1_795_000_000)

  private func makeSUT(identity: String? = "0123abcd") -> (CalendarRenderer, TextBuffer) {
    let output = TextBuffer()
    let sut = CalendarRenderer(output: output, stamp: Self.stamp)
    sut.storeIdentity = identity
    return (sut, output)
  }

  @Test func oneTrip_isACalendarWithOneEvent() {
    let (sut, output) = makeSUT()
    let trip = ViewModels.late(route: "Amsterdam → Rotterdam")
    var values = ViewModels.values(late: true, revision: 3)
    values.origin = "Amsterdam"

    sut.display(trip, values: values)

    #expect(
      output.text
        == [
          "BEGIN:VCALENDAR",
          "VERSION:2.0",
          "PRODID:-//Trips//Trips//EN",
          "CALSCALE:GREGORIAN",
          "BEGIN:VEVENT",
          "UID:trip-1-0123abcd@trips",
          "DTSTAMP:20261118T110640Z",
          "DTSTART:20151009T150900Z",
          "DTEND:20151009T152600Z",
          "SEQUENCE:2",
          "SUMMARY:Trip 1: Amsterdam → Rotterdam",
          "LOCATION:Amsterdam",
          "DESCRIPTION:10/9/15 3:09 PM – 3:26 PM (17 min)\\n5 minutes delay",
          "END:VEVENT",
          "END:VCALENDAR",
          "",
        ].joined(separator: "\r\n"))
  }

  @Test func onTimeTrip_withoutPlaces_hasNoLocation_andNoDelay() {
    let (sut, output) = makeSUT()

    sut.display(ViewModels.onTime(), values: ViewModels.values(late: false))

    #expect(
      output.text.contains(
        "\r\nSUMMARY:Trip 1\r\nDESCRIPTION:10/9/15 3:09 PM – 3:26 PM (17 min)\r\n"))
    #expect(!output.text.contains("LOCATION"))
    #expect(output.text.contains("\r\nSEQUENCE:0\r\n"))
  }

  @Test func list_isOneCalendar_withAnEventPerTrip() {
    let (sut, output) = makeSUT()

    sut.beginList()
    sut.displayListItem(ViewModels.late(), values: ViewModels.values(id: 1))
    sut.displayListItem(ViewModels.onTime(), values: ViewModels.values(late: false, id: 2))
    sut.endList()
    sut.endList()

    let lines = output.text.components(separatedBy: "\r\n")
    #expect(lines.filter { $0 == "BEGIN:VCALENDAR" }.count == 1)
    #expect(lines.filter { $0 == "END:VCALENDAR" }.count == 1)
    #expect(
      lines.filter { $0.hasPrefix("UID:") } == [
        "UID:trip-1-0123abcd@trips", "UID:trip-2-0123abcd@trips",
      ])
    #expect(lines.last == "")
  }

  @Test func aStoreNeverWrittenTo_isNamedNew() {
    let (sut, output) = makeSUT(identity: nil)

    sut.display(ViewModels.onTime(), values: ViewModels.values(late: false))

    #expect(output.text.contains("\r\nUID:trip-1-new@trips\r\n"))
  }

  @Test func severalTrips_areOneCalendar_withAnEventEach() {
    let (sut, output) = makeSUT()

    sut.display(
      [ViewModels.late(), ViewModels.onTime()],
      values: [ViewModels.values(id: 1, revision: 2), ViewModels.values(late: false, id: 2)])

    let lines = output.text.components(separatedBy: "\r\n")
    #expect(lines.filter { $0 == "BEGIN:VCALENDAR" }.count == 1)
    #expect(lines.filter { $0 == "END:VCALENDAR" }.count == 1)
    #expect(
      lines.filter { $0.hasPrefix("UID:") || $0.hasPrefix("SEQUENCE:") } == [
        "UID:trip-1-0123abcd@trips", "SEQUENCE:1", "UID:trip-2-0123abcd@trips", "SEQUENCE:0",
      ])
    #expect(lines.last == "")
  }
}
