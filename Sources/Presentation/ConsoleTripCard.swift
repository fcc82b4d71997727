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

  let control: TripPresentationControl
  let colors: TerminalColors

  /// The card's lines, each without a line break.
  func lines() -> [String] {
    let title = control.titleLabel.visibleText
    let date = control.dateLabel.visibleText
    let route = control.routeLabel.visibleText
    let departure = control.departureTimeLabel.visibleText
    let arrival = control.arrivalTimeLabel.visibleText
    let duration = control.durationLabel.visibleText
    let delay = control.delayLabel.visibleText

    let timesWidth =
      DisplayWidth.of(departure) + DisplayWidth.of(duration) + DisplayWidth.of(arrival) + 8
    let wanted = [
      DisplayWidth.of(title) + DisplayWidth.of(date) + 2,
      DisplayWidth.of(route),
      timesWidth,
      DisplayWidth.of(delay),
    ]
    let inner = min(
      max(Self.minimumInnerWidth, wanted.max() ?? 0),
      max(Self.maximumInnerWidth, timesWidth))

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
    body.append(timesLine(departure: departure, duration: duration, arrival: arrival, inner: inner))
    if !delay.isEmpty {
      body.append(String(repeating: " ", count: inner))
      body.append(
        DisplayWidth.pad(DisplayWidth.truncate(delay, toColumns: inner), toColumns: inner))
    }

    let rule = String(repeating: "─", count: inner + 2)
    return ["╭\(rule)╮"] + body.map { "│ \($0) │" } + ["╰\(rule)╯"]
  }

  private func timesLine(departure: String, duration: String, arrival: String, inner: Int)
    -> String
  {
    let fixed =
      DisplayWidth.of(departure) + DisplayWidth.of(duration) + DisplayWidth.of(arrival) + 4
    let dashes = max(2, inner - fixed)
    let left = String(repeating: "─", count: dashes / 2)
    let right = String(repeating: "─", count: dashes - dashes / 2)
    let paintedDeparture = colors.paint(departure, control.departureTimeLabel.textColor)
    let paintedArrival = colors.paint(arrival, control.arrivalTimeLabel.textColor)
    return "\(paintedDeparture) \(left) \(duration) \(right) \(paintedArrival)"
  }

}
