import Presentation

/// The terminal's views: trips as text cards and rows, messages as plain lines.
///
/// Every view model passes through one ``TripPresentationControl`` into its labels; the
/// renderer only lays the labels out. Results go to `output`, errors to `errorOutput`, so a
/// pipe receives data and a person still sees what went wrong.
@MainActor
public final class ConsoleRenderer {
  /// Where cards, rows and information go.
  let output: any TextOutput
  private let errorOutput: any TextOutput
  /// The colours the departure time may be drawn in.
  let colors: TerminalColors
  /// The one control every view model passes through, for the card and for each row.
  let control = TripPresentationControl()

  /// Creates a renderer.
  ///
  /// - Parameters:
  ///   - output: Where cards, lists and information go (standard output).
  ///   - errorOutput: Where errors go (standard error).
  ///   - colors: Which colours the departure time may be drawn in, if any.
  public init(output: any TextOutput, errorOutput: any TextOutput, colors: ColorSupport) {
    self.output = output
    self.errorOutput = errorOutput
    self.colors = TerminalColors(support: colors)
  }

  /// Writes `line`, escaped (``TerminalText``), and a line break.
  private func writeLine(_ line: String, to output: any TextOutput) {
    output.write(TerminalText.escaped(line) + "\n")
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

extension ConsoleRenderer: MessageView {
  /// Writes the message, and its hint on a second line, to standard output; both escaped
  /// (``TerminalText``), since a message may repeat a name, a path or another program's words.
  ///
  /// - Parameter message: The message, ready to display.
  public func displayInformation(_ message: Message) {
    writeLine(message.text, to: output)
    if let hint = message.hint { writeLine(hint, to: output) }
  }

  /// Writes `error: ` and the message to standard error, then `detail: ` and the other
  /// program's words and `hint: ` and the hint, each on a line of its own.
  ///
  /// - Parameter message: The message, ready to display.
  public func displayError(_ message: Message) {
    writeLine("error: " + message.text, to: errorOutput)
    if let detail = message.detail { writeLine("detail: " + detail, to: errorOutput) }
    if let hint = message.hint { writeLine("hint: " + hint, to: errorOutput) }
  }
}

extension ConsoleRenderer: PendingChangesScreen {
  /// Writes each change's sentences and cards, in order, to standard output.
  ///
  /// - Parameter changes: The changes, ready to show.
  public func displayPendingChanges(_ changes: [PendingChangeViewModel]) {
    for line in changes.flatMap(\.lines) {
      switch line {
      case .sentence(let sentence): writeLine(sentence, to: output)
      case .card(let card): display(card.trip)
      }
    }
  }
}
