/// The terminal's views: trips as text cards and rows, messages as plain lines.
///
/// Every view model passes through one ``TripPresentationControl`` into its labels; the
/// renderer only lays the labels out. Results go to `output`, errors to `errorOutput`, so a
/// pipe receives data and a person still sees what went wrong.
@MainActor
public final class ConsoleRenderer {
  private let output: any TextOutput
  private let errorOutput: any TextOutput
  private let colors: TerminalColors
  private let control = TripPresentationControl()

  /// Creates a renderer.
  ///
  /// - Parameters:
  ///   - output: Where cards, lists and information go (standard output).
  ///   - errorOutput: Where errors go (standard error).
  ///   - usesColor: Whether to colour the departure time with ANSI escape sequences.
  public init(output: any TextOutput, errorOutput: any TextOutput, usesColor: Bool) {
    self.output = output
    self.errorOutput = errorOutput
    self.colors = TerminalColors(isEnabled: usesColor)
  }

  private func writeLine(_ line: String, to output: any TextOutput) {
    output.write(line + "\n")
  }
}

extension ConsoleRenderer: TripView {
  /// Writes the trip as a card.
  ///
  /// - Parameter trip: The trip, ready to display.
  public func display(_ trip: TripViewModel) {
    control.viewModel = trip
    let card = ConsoleTripCard(control: control, colors: colors)
    output.write(card.lines().joined(separator: "\n") + "\n")
  }
}

extension ConsoleRenderer: TripListView {
  /// Lists start without a heading; nothing is written.
  public func beginList() {}

  /// Writes the trip as one row: identifier, date, times, duration, route and delay.
  ///
  /// Columns are padded to fixed widths so rows line up without the renderer holding the
  /// list; the row is built in one string, as lists can be long.
  ///
  /// - Parameter trip: The trip, ready to display.
  public func displayListItem(_ trip: TripViewModel) {
    control.viewModel = trip
    let departure = control.departureTimeLabel
    let route = control.routeLabel.visibleText
    let delay = control.delayLabel.visibleText
    var row = ""
    row.reserveCapacity(96)
    append(trip.id, paddedLeftTo: 4, to: &row)
    row += "  "
    append(control.dateLabel.visibleText, paddedTo: 10, to: &row)
    row += "  "
    let departureText = departure.visibleText
    row += colors.paint(departureText, departure.textColor)
    append("", paddedTo: 8 - DisplayWidth.of(departureText), to: &row)
    row += "  →  "
    append(control.arrivalTimeLabel.visibleText, paddedTo: 8, to: &row)
    row += "  "
    let duration = control.durationLabel.visibleText
    if route.isEmpty && delay.isEmpty {
      row += duration
    } else {
      append(duration, paddedTo: 13, to: &row)
    }
    if !route.isEmpty { row += "  " + route }
    if !delay.isEmpty { row += "  " + delay }
    row += "\n"
    output.write(row)
  }

  private func append(_ text: String, paddedTo columns: Int, to row: inout String) {
    row += text
    appendSpaces(columns - DisplayWidth.of(text), to: &row)
  }

  private func append(_ text: String, paddedLeftTo columns: Int, to row: inout String) {
    appendSpaces(columns - DisplayWidth.of(text), to: &row)
    row += text
  }

  /// Pads from one shared run of spaces instead of making a new string for every cell.
  private func appendSpaces(_ count: Int, to row: inout String) {
    guard count > 0 else { return }
    row +=
      Self.spaces.utf8.count >= count
      ? Self.spaces.prefix(count) : Substring(String(repeating: " ", count: count))
  }

  private static let spaces = String(repeating: " ", count: 32)

  /// Lists end without a footer; nothing is written.
  public func endList() {}

}

extension ConsoleRenderer: MessageView {
  /// Writes the message, and its hint on a second line, to standard output.
  ///
  /// - Parameter message: The message, ready to display.
  public func displayInformation(_ message: Message) {
    writeLine(message.text, to: output)
    if let hint = message.hint { writeLine(hint, to: output) }
  }

  /// Writes `error: ` and the message to standard error, and the hint on a second line.
  ///
  /// - Parameter message: The message, ready to display.
  public func displayError(_ message: Message) {
    writeLine("error: \(message.text)", to: errorOutput)
    if let hint = message.hint { writeLine("hint: \(hint)", to: errorOutput) }
  }
}
