import LessonTestSupport
import Presentation
import Testing

@testable import PresentationConsole

/// A live card on a terminal narrower than the card fits it, down to 30 columns, and follows a
/// resize by drawing again on a cleared screen.
@MainActor @Suite struct NarrowTerminalTests {
  private func widths(_ text: String) -> Set<Int> {
    Set(
      text.split(separator: "\n").filter { !$0.hasPrefix("\u{1B}") }.map {
        DisplayWidth.of(String($0))
      })
  }

  @Test(arguments: [10, 30, 33, 40])
  func aNarrowTerminal_getsACardThatFits(columns: Int) {
    let output = TextBuffer()
    let card = LiveTripCard(
      output: output, errorOutput: output, colors: .none, redrawsInPlace: true, columns: columns)
    card.footer = "+/- move the departure by a minute · 0 on time · q quit"

    card.display(ViewModels.late(route: "Amsterdam Centraal → Rotterdam Centraal"))

    #expect(widths(output.text).allSatisfy { $0 <= max(columns, 30) })
    #expect(output.text.contains("17 min"))
    #expect(output.text.contains("3:26 PM"))
  }

  @Test func aCardTooNarrowForItsTimes_putsThemOnLinesOfTheirOwn() {
    let output = TextBuffer()
    let card = LiveTripCard(
      output: output, errorOutput: output, colors: .basic, redrawsInPlace: true, columns: 30)
    var trip = ViewModels.late()
    trip.departure = "3:09:53 PM CEST"
    trip.arrival = "3:26:33 PM CEST"

    card.display(trip)

    #expect(output.text.contains("│ \u{1B}[31m3:09:53 PM CEST\u{1B}[0m            │\n"))
    #expect(output.text.contains("│ 3:26:33 PM CEST            │\n"))
    #expect(output.text.contains("│ 17 min                     │\n"))
  }

  @Test func aResize_drawsTheCardAgain_onAClearedScreen() {
    let output = TextBuffer()
    let card = LiveTripCard(
      output: output, errorOutput: output, colors: .none, redrawsInPlace: true, columns: 80)
    card.display(ViewModels.late())
    let first = output.text

    card.resize(toColumns: 80)
    #expect(output.text == first)
    card.resize(toColumns: 32)

    let redrawn = String(output.text.dropFirst(first.count))
    #expect(redrawn.hasPrefix("\u{1B}[H\u{1B}[2J╭"))
    #expect(widths(redrawn).allSatisfy { $0 <= 32 })
    #expect(card.columns == 32)
  }

  @Test func aResizeInAPipe_drawsNothing() {
    let output = TextBuffer()
    let card = LiveTripCard(
      output: output, errorOutput: output, colors: .none, redrawsInPlace: false)
    card.display(ViewModels.late())
    let first = output.text

    card.resize(toColumns: 30)

    #expect(output.text == first)
  }
}
