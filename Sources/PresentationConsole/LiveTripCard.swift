import Presentation
import PresentationText

/// A trip card that stays on screen and is drawn again whenever its trip changes.
///
/// On a terminal the new card replaces the old one in place: the cursor moves back up over
/// the previous drawing, which is cleared. In a pipe, where cursor movement would only be
/// noise, each new card is written after a blank line. Messages appear under the card. On a
/// terminal the card fits ``columns``, which the composition root updates when the terminal is
/// resized.
@MainActor
public final class LiveTripCard {
  private let output: any TextOutput
  private let errorOutput: any TextOutput
  private let colors: TerminalColors
  private let redrawsInPlace: Bool
  /// A line under the card on a terminal, such as the keys it understands; a card already
  /// shown is drawn again with the new line.
  public var footer: String? {
    didSet {
      guard redrawsInPlace, footer != oldValue, let trip = control.viewModel else { return }
      display(trip)
    }
  }
  private var linesOnScreen = 0
  private var cardsDrawn = 0
  private var clearsScreen = false
  /// The terminal's width, which the card and its footer fit; `nil` when unknown.
  public private(set) var columns: Int?

  /// The control that binds the trip to the card's labels.
  public let control = TripPresentationControl()

  /// Creates a live card.
  ///
  /// - Parameters:
  ///   - output: Where cards go (standard output).
  ///   - errorOutput: Where errors go when the card is not redrawn in place.
  ///   - colors: Which colours the departure time may be drawn in, if any.
  ///   - redrawsInPlace: `true` on a terminal that moves its cursor; `false` in a pipe or on a
  ///     `dumb` terminal.
  ///   - columns: The terminal's width, when known.
  public init(
    output: any TextOutput, errorOutput: any TextOutput, colors: ColorSupport,
    redrawsInPlace: Bool, columns: Int? = nil
  ) {
    self.output = output
    self.errorOutput = errorOutput
    self.colors = TerminalColors(support: colors)
    self.redrawsInPlace = redrawsInPlace
    self.columns = columns
  }

  /// Takes the terminal's new width and draws the card again to fit it, on a cleared screen,
  /// since the old lines may have wrapped.
  ///
  /// - Parameter columns: The terminal's width now.
  public func resize(toColumns columns: Int) {
    guard columns != self.columns else { return }
    self.columns = columns
    guard redrawsInPlace, let trip = control.viewModel else { return }
    clearsScreen = true
    display(trip)
  }

  private func draw(_ lines: [String]) {
    var text = ""
    if redrawsInPlace {
      if clearsScreen {
        text += "\u{1B}[H\u{1B}[2J"
        clearsScreen = false
      } else if linesOnScreen > 0 {
        text += "\u{1B}[\(linesOnScreen)F\u{1B}[J"
      }
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
    let width = redrawsInPlace ? columns : nil
    var lines = ConsoleTripCard(control: control, colors: colors, columns: width).lines()
    if redrawsInPlace, let footer {
      let shown = TerminalText.escaped(footer)
      lines.append(width.map { DisplayWidth.truncate(shown, toColumns: $0) } ?? shown)
    }
    draw(lines)
  }
}

extension LiveTripCard: MessageView {
  /// Shows the message under the card.
  ///
  /// - Parameter message: The message, ready to display.
  public func displayInformation(_ message: Message) {
    output.write(TerminalText.escaped(message.text) + "\n")
    output.flush()
  }

  /// Shows the error under the card on a terminal, or on standard error in a pipe.
  ///
  /// - Parameter message: The message, ready to display.
  public func displayError(_ message: Message) {
    let target = redrawsInPlace ? output : errorOutput
    target.write("error: " + TerminalText.escaped(message.text) + "\n")
    if let detail = message.detail {
      target.write("detail: " + TerminalText.escaped(detail) + "\n")
    }
    if let hint = message.hint { target.write("hint: " + TerminalText.escaped(hint) + "\n") }
    target.flush()
  }
}
