import Presentation
import PresentationText

// The rows of `trips list`: the same control and labels as the card, laid out on one line.

extension ConsoleRenderer: TripListView {
  /// Lists start without a heading; nothing is written.
  public func beginList() {}

  /// Writes the trip as one row: identifier, date, times, duration, route and delay.
  ///
  /// Every cell is escaped (`TerminalText`), so a trip always stays on one row. Columns
  /// are padded to fixed widths so rows line up without the renderer holding the list. Each cell goes to the output as it is, followed by the spaces up to the next
  /// column, so a row is never assembled in a string of its own: the output buffers.
  ///
  /// - Parameter trip: The trip, ready to display.
  public func displayListItem(_ trip: TripViewModel) {
    control.viewModel = trip
    let departure = control.departureTimeLabel
    let route = TerminalText.escaped(control.routeLabel.visibleText)
    let delay = TerminalText.escaped(control.delayLabel.visibleText)
    let id = TerminalText.escaped(control.idLabel.visibleText)
    writeSpaces(4 - DisplayWidth.of(id))
    write(id)
    writeSpaces(2)
    write(TerminalText.escaped(control.dateLabel.visibleText), paddedTo: 10, thenGap: 2)
    let departureText = TerminalText.escaped(departure.visibleText)
    write(colors.paint(departureText, departure.textColor))
    writeSpaces(8 - DisplayWidth.of(departureText))
    write("  →  ")
    write(TerminalText.escaped(control.arrivalTimeLabel.visibleText), paddedTo: 8, thenGap: 2)
    let duration = TerminalText.escaped(control.durationLabel.visibleText)
    if route.isEmpty && delay.isEmpty {
      write(duration)
    } else {
      write(duration, paddedTo: 13, thenGap: 0)
    }
    writeUnlessEmpty(route, afterGap: 2)
    writeUnlessEmpty(delay, afterGap: 2)
    write("\n")
  }

  /// Writes `gap` spaces and `text`, or nothing when `text` is empty.
  private func writeUnlessEmpty(_ text: String, afterGap gap: Int) {
    guard !text.isEmpty else { return }
    writeSpaces(gap)
    write(text)
  }

  /// Writes `text`, the spaces that fill it up to `columns` columns, and `gap` spaces more.
  private func write(_ text: String, paddedTo columns: Int, thenGap gap: Int) {
    write(text)
    writeSpaces(max(0, columns - DisplayWidth.of(text)) + gap)
  }

  /// Writes `count` spaces from a prepared run. Runs of up to 15 spaces are stored inside the
  /// string value itself, so padding a cell allocates nothing.
  private func writeSpaces(_ count: Int) {
    guard count > 0 else { return }
    write(
      count < Self.spaces.count ? Self.spaces[count] : String(repeating: " ", count: count))
  }

  private static let spaces = (0..<16).map { String(repeating: " ", count: $0) }

  /// Lists end without a footer; nothing is written.
  public func endList() {}

}
