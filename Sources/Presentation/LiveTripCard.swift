/// A trip card that stays on screen and is drawn again whenever its trip changes.
///
/// On a terminal the new card replaces the old one in place: the cursor moves back up over
/// the previous drawing, which is cleared. In a pipe, where cursor movement would only be
/// noise, each new card is written after a blank line. Messages appear under the card.
@MainActor
public final class LiveTripCard {
  private let output: any TextOutput
  private let errorOutput: any TextOutput
  private let colors: TerminalColors
  private let redrawsInPlace: Bool
  /// A line under the card on a terminal, such as the keys it understands.
  public var footer: String?
  private var linesOnScreen = 0
  private var cardsDrawn = 0

  /// The control that binds the trip to the card's labels, and turns keys into intents.
  public let control = TripPresentationControl()

  /// Creates a live card.
  ///
  /// - Parameters:
  ///   - output: Where cards go (standard output).
  ///   - errorOutput: Where errors go when the card is not redrawn in place.
  ///   - usesColor: Whether to colour the departure time.
  ///   - redrawsInPlace: `true` on a terminal; `false` in a pipe.
  public init(
    output: any TextOutput, errorOutput: any TextOutput, usesColor: Bool, redrawsInPlace: Bool
  ) {
    self.output = output
    self.errorOutput = errorOutput
    self.colors = TerminalColors(isEnabled: usesColor)
    self.redrawsInPlace = redrawsInPlace
  }

  private func draw(_ lines: [String]) {
    var text = ""
    if redrawsInPlace {
      if linesOnScreen > 0 { text += "\u{1B}[\(linesOnScreen)F\u{1B}[J" }
      linesOnScreen = lines.count
    } else if cardsDrawn > 0 {
      text += "\n"
    }
    text += lines.map { $0 + "\n" }.joined()
    cardsDrawn += 1
    output.write(text)
    output.flush()
  }
}

extension LiveTripCard: TripView {
  /// Draws the trip, replacing the card on a terminal or adding a new one in a pipe.
  ///
  /// - Parameter trip: The trip, ready to display.
  public func display(_ trip: TripViewModel) {
    control.viewModel = trip
    var lines = ConsoleTripCard(control: control, colors: colors).lines()
    if redrawsInPlace, let footer { lines.append(footer) }
    draw(lines)
  }
}

extension LiveTripCard: MessageView {
  /// Shows the message under the card.
  ///
  /// - Parameter message: The message, ready to display.
  public func displayInformation(_ message: Message) {
    output.write(message.text + "\n")
    output.flush()
  }

  /// Shows the error under the card on a terminal, or on standard error in a pipe.
  ///
  /// - Parameter message: The message, ready to display.
  public func displayError(_ message: Message) {
    let target = redrawsInPlace ? output : errorOutput
    target.write("error: \(message.text)\n")
    if let hint = message.hint { target.write("hint: \(hint)\n") }
    target.flush()
  }
}
