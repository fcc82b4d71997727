import Presentation
import PresentationText

/// Lays out the labels of a ``TripPresentationControl`` as a text card.
///
/// The layout follows the original trip screen: the date at the top right, the departure
/// time on the left and the arrival time on the right with the duration between them, and
/// the delay line at the bottom only when the delay label is visible.
///
/// ```
/// ╭──────────────────────────────────────────╮
/// │ Trip 1                           10/9/15 │
/// │ Amsterdam → Rotterdam                    │
/// │                                          │
/// │ 3:09 PM ──────── 17 min ──────── 3:26 PM │
/// │                                          │
/// │ 5 minutes delay                          │
/// ╰──────────────────────────────────────────╯
/// ```
@MainActor
struct ConsoleTripCard {
  /// The fewest columns inside the border.
  static let minimumInnerWidth = 40
  /// The most columns inside the border; longer names are cut with an ellipsis.
  static let maximumInnerWidth = 72

  /// The fewest columns a whole card may be given (``init(control:colors:columns:)``).
  static let narrowestColumns = 30

  let control: TripPresentationControl
  let colors: TerminalColors
  /// The most columns the whole card may take, border included; `nil` for no limit.
  let columns: Int?

  /// A card for the labels of `control`.
  ///
  /// - Parameters:
  ///   - control: The control whose labels the card shows.
  ///   - colors: How the times are coloured.
  ///   - columns: The terminal's width, when the card must fit it; a width under
  ///     ``narrowestColumns`` is taken as that.
  init(control: TripPresentationControl, colors: TerminalColors, columns: Int? = nil) {
    self.control = control
    self.colors = colors
    self.columns = columns.map { max($0, Self.narrowestColumns) }
  }

  /// The card's lines, each without a line break. Every label's text is escaped
  /// (`TerminalText`), so no line holds a control character and the border lines up.
  func lines() -> [String] {
    let title = TerminalText.escaped(control.titleLabel.visibleText)
    let date = TerminalText.escaped(control.dateLabel.visibleText)
    let route = TerminalText.escaped(control.routeLabel.visibleText)
    let departure = TerminalText.escaped(control.departureTimeLabel.visibleText)
    let arrival = TerminalText.escaped(control.arrivalTimeLabel.visibleText)
    let duration = TerminalText.escaped(control.durationLabel.visibleText)
    let delay = TerminalText.escaped(control.delayLabel.visibleText)

    let timesWidth =
      DisplayWidth.of(departure) + DisplayWidth.of(duration) + DisplayWidth.of(arrival) + 8
    let wanted = [
      DisplayWidth.of(title) + DisplayWidth.of(date) + 2,
      DisplayWidth.of(route),
      timesWidth,
      DisplayWidth.of(delay),
    ]
    var inner = min(
      max(Self.minimumInnerWidth, wanted.max() ?? 0),
      max(Self.maximumInnerWidth, timesWidth))
    if let columns { inner = min(inner, columns - 4) }

    var body: [String] = []
    let shownTitle = DisplayWidth.truncate(
      title, toColumns: inner - DisplayWidth.of(date) - 2)
    body.append(
      DisplayWidth.pad(shownTitle, toColumns: inner - DisplayWidth.of(date))
        + date)
    if !route.isEmpty {
      body.append(
        DisplayWidth.pad(DisplayWidth.truncate(route, toColumns: inner), toColumns: inner))
    }
    body.append(String(repeating: " ", count: inner))
    body += timesLines(departure: departure, duration: duration, arrival: arrival, inner: inner)
    if !delay.isEmpty {
      body.append(String(repeating: " ", count: inner))
      body.append(
        DisplayWidth.pad(DisplayWidth.truncate(delay, toColumns: inner), toColumns: inner))
    }

    let rule = String(repeating: "─", count: inner + 2)
    return ["╭\(rule)╮"] + body.map { "│ \($0) │" } + ["╰\(rule)╯"]
  }

  /// The times on one line, the duration between them; or, when the card is too narrow for
  /// that, departure and arrival on one line and the duration on the next.
  private func timesLines(departure: String, duration: String, arrival: String, inner: Int)
    -> [String]
  {
    let fixed =
      DisplayWidth.of(departure) + DisplayWidth.of(duration) + DisplayWidth.of(arrival) + 4
    guard fixed + 2 <= inner else {
      let times = fitted(departure, inner) + " → " + fitted(arrival, inner)
      let shownDeparture = fitted(departure, inner)
      guard DisplayWidth.of(times) <= inner else {
        return [
          padded(paintDeparture(shownDeparture), width: DisplayWidth.of(shownDeparture), inner),
          DisplayWidth.pad(fitted(arrival, inner), toColumns: inner),
          DisplayWidth.pad(fitted(duration, inner), toColumns: inner),
        ]
      }
      let line = paintDeparture(shownDeparture) + " → " + paintArrival(fitted(arrival, inner))
      return [
        padded(line, width: DisplayWidth.of(times), inner),
        DisplayWidth.pad(fitted(duration, inner), toColumns: inner),
      ]
    }
    let dashes = inner - fixed
    let left = String(repeating: "─", count: dashes / 2)
    let right = String(repeating: "─", count: dashes - dashes / 2)
    return ["\(paintDeparture(departure)) \(left) \(duration) \(right) \(paintArrival(arrival))"]
  }

  private func paintDeparture(_ text: String) -> String {
    colors.paint(text, control.departureTimeLabel.textColor)
  }

  private func paintArrival(_ text: String) -> String {
    colors.paint(text, control.arrivalTimeLabel.textColor)
  }

  private func fitted(_ text: String, _ inner: Int) -> String {
    DisplayWidth.truncate(text, toColumns: inner)
  }

  /// `painted`, whose text without colour is `width` columns wide (at most `inner`, as
  /// `fitted` makes it), padded to `inner`.
  private func padded(_ painted: String, width: Int, _ inner: Int) -> String {
    painted + String(repeating: " ", count: inner - width)
  }

}
