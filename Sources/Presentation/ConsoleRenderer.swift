/// The terminal's views: trips as text cards and rows, messages as plain lines.
///
/// Every view model passes through one ``TripPresentationControl`` into its labels; the
/// renderer only lays the labels out. Results go to `output`, errors to `errorOutput`, so a
/// pipe receives data and a person still sees what went wrong.
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
  /// - Parameter trip: The trip, ready to display.
  public func displayListItem(_ trip: TripViewModel) {
    control.viewModel = trip
    let departure = control.departureTimeLabel
    let columns = [
      DisplayWidth.padLeft(trip.id, toColumns: 4),
      DisplayWidth.pad(visible(control.dateLabel), toColumns: 10),
      colors.paint(visible(departure), departure.textColor)
        + String(repeating: " ", count: max(0, 8 - DisplayWidth.of(visible(departure)))),
      "→",
      DisplayWidth.pad(visible(control.arrivalTimeLabel), toColumns: 8),
      DisplayWidth.pad(visible(control.durationLabel), toColumns: 13),
      visible(control.routeLabel),
      visible(control.delayLabel),
    ]
    let row = columns.filter { !$0.isEmpty }.joined(separator: "  ")
    writeLine(trimTrailingSpaces(row), to: output)
  }

  /// Lists end without a footer; nothing is written.
  public func endList() {}

  private func visible(_ label: any Label) -> String {
    label.isHidden ? "" : (label.text ?? "")
  }

  private func trimTrailingSpaces(_ text: String) -> String {
    var result = Substring(text)
    while result.last == " " { result = result.dropLast() }
    return String(result)
  }
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
