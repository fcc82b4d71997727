import Foundation
import Presentation

/// The web page delivery: trips as one self-contained HTML page.
///
/// `trips show 7 --format html` writes the card, `trips list --format html` the list, each as
/// a page with its style inline, no script and nothing to fetch, so it opens from a file and
/// prints as it shows. The page reads the words of ``TripViewModel``, the same a terminal
/// shows, and puts the instants of ``TripValues`` into `<time datetime="…">`, so a browser
/// or a search engine knows the times. The departure has the card's colour, red when late,
/// made readable on white (``PageColor``). Every name is escaped (``HTMLText``).
@MainActor
public final class HTMLRenderer {
  private let output: any TextOutput
  private let language: String
  private let listTitle: String
  private let instants: InstantText
  private var isListOpen = false

  /// Creates a renderer.
  ///
  /// - Parameters:
  ///   - output: Where the page goes (standard output).
  ///   - language: The page's language as a BCP 47 tag, such as `de-DE`: the `lang` of the
  ///     page, so a browser picks the fonts and a screen reader the voice.
  ///   - listTitle: The title of a list's page, in that language.
  ///   - instants: How instants are written in `datetime`: ISO 8601 with the offset of the
  ///     time zone in use.
  public init(
    output: any TextOutput, language: String, listTitle: String, instants: InstantText
  ) {
    self.output = output
    self.language = language
    self.listTitle = listTitle
    self.instants = instants
  }

  private func beginPage(title: String) {
    output.write(
      """
      <!DOCTYPE html>
      <html lang="\(HTMLText.escaped(language))">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(HTMLText.escaped(title))</title>
      <style>\(Self.style)</style>
      </head>
      <body>

      """)
  }

  private func endPage() {
    output.write("</body>\n</html>\n")
  }

  private func card(_ trip: TripViewModel, _ values: TripValues) -> String {
    var lines = [
      "<article class=\"card\">",
      "<header><h1>\(HTMLText.escaped(trip.title))</h1> "
        + "<time datetime=\"\(day(values.departureAt))\">\(HTMLText.escaped(trip.date))</time>"
        + "</header>",
    ]
    if let route = trip.route {
      lines.append("<p class=\"route\">\(HTMLText.escaped(route))</p>")
    }
    lines.append(
      "<p class=\"times\">\(departure(trip, values)) "
        + "<span class=\"duration\">\(HTMLText.escaped(trip.duration))</span> "
        + "\(time(trip.arrival, values.arrivalAt, class: "arrival"))</p>")
    if !trip.isDelayHidden, let delay = trip.delay {
      lines.append("<p class=\"delay\">\(HTMLText.escaped(delay))</p>")
    }
    lines.append("</article>")
    return lines.joined(separator: "\n") + "\n"
  }

  private func row(_ trip: TripViewModel, _ values: TripValues) -> String {
    var cells = [
      "<span class=\"id\">\(HTMLText.escaped(trip.id))</span>",
      "<time datetime=\"\(day(values.departureAt))\">\(HTMLText.escaped(trip.date))</time>",
      departure(trip, values),
      "<span aria-hidden=\"true\">→</span>",
      time(trip.arrival, values.arrivalAt, class: "arrival"),
      "<span class=\"duration\">\(HTMLText.escaped(trip.duration))</span>",
    ]
    if let route = trip.route {
      cells.append("<span class=\"route\">\(HTMLText.escaped(route))</span>")
    }
    if !trip.isDelayHidden, let delay = trip.delay {
      cells.append("<span class=\"delay\">\(HTMLText.escaped(delay))</span>")
    }
    return "<li>" + cells.joined(separator: " ") + "</li>\n"
  }

  private func departure(_ trip: TripViewModel, _ values: TripValues) -> String {
    time(
      trip.departure, values.departureAt, class: "departure",
      color: PageColor.css(trip.departureTimeColor))
  }

  private func time(_ text: String, _ instant: Date, class name: String, color: String? = nil)
    -> String
  {
    let style = color.map { " style=\"color:\($0)\"" } ?? ""
    return "<time class=\"\(name)\"\(style) datetime=\"\(instants.iso8601(instant))\">"
      + "\(HTMLText.escaped(text))</time>"
  }

  /// The local day of `instant`, `2035-10-09`: the date part of its ISO 8601 text.
  private func day(_ instant: Date) -> String {
    String(instants.iso8601(instant).prefix { $0 != "T" })
  }

  /// The page's style: near-black on white, the times bold, long names wrapped so nothing
  /// scrolls sideways. The departure's colour comes from the view model (``PageColor``).
  static let style = """
    body{margin:0;padding:16px;background:#ffffff;color:#1f1f1f;\
    font:16px/1.5 system-ui,sans-serif}\
    .card{max-width:36em;border:1px solid #8a8a8a;border-radius:8px;padding:12px 16px}\
    header{display:flex;flex-wrap:wrap;justify-content:space-between;gap:0 16px}\
    h1{font-size:1.25em;margin:0}\
    p{margin:8px 0 0}\
    .times{display:flex;flex-wrap:wrap;justify-content:space-between;gap:0 12px}\
    .departure,.arrival{font-weight:600}\
    ol{list-style:none;margin:0;padding:0}\
    li{padding:6px 0;border-bottom:1px solid #d0d0d0;display:flex;flex-wrap:wrap;gap:0 10px}\
    h1,.route,li span{overflow-wrap:anywhere}
    """
}

extension HTMLRenderer: TripDataView {
  /// Writes a page with the trip's card.
  ///
  /// - Parameters:
  ///   - trip: The trip as text.
  ///   - values: The trip's instants, for `<time datetime>`.
  public func display(_ trip: TripViewModel, values: TripValues) {
    beginPage(title: trip.title)
    output.write(card(trip, values))
    endPage()
  }
}

extension HTMLRenderer: TripListDataView {
  /// Opens the page and its list.
  public func beginList() {
    isListOpen = true
    beginPage(title: listTitle)
    output.write("<ol class=\"trips\">\n")
  }

  /// Writes the trip as the list's next row, in the order of a terminal's list line.
  ///
  /// - Parameters:
  ///   - trip: The trip as text.
  ///   - values: The trip's instants, for `<time datetime>`.
  public func displayListItem(_ trip: TripViewModel, values: TripValues) {
    output.write(row(trip, values))
  }

  /// Closes the list and the page.
  public func endList() {
    guard isListOpen else { return }
    isListOpen = false
    output.write("</ol>\n")
    endPage()
  }
}

extension HTMLRenderer: TripCardsDataView {
  /// Writes one page with each trip's card, one after another, titled as a list's page.
  ///
  /// - Parameters:
  ///   - trips: The trips as text.
  ///   - values: Each trip's instants, for `<time datetime>`.
  public func display(_ trips: [TripViewModel], values: [TripValues]) {
    beginPage(title: listTitle)
    for (trip, values) in zip(trips, values) { output.write(card(trip, values)) }
    endPage()
  }
}
