import Presentation
import PresentationConsole

/// The articles' passive labels, which every shape of the trip screen fills, and the console
/// card drawn from what they show.
///
/// The labels only hold text, visibility and colour; the shapes differ in who puts it there.
@MainActor
public final class TripLabels {
  /// The card's heading: `Trip 1`.
  public let title = TextLabel()
  /// Where the trip goes; hidden when it names no place.
  public let route = TextLabel()
  /// The date of departure.
  public let date = TextLabel()
  /// The departure time; red when late.
  public let departure = TextLabel()
  /// The arrival time.
  public let arrival = TextLabel()
  /// How long the trip takes.
  public let duration = TextLabel()
  /// How late the trip left; hidden when on time.
  public let delay = TextLabel()

  /// Empty labels.
  public init() {}

  /// The card `trips show` draws for what the labels show, without colour.
  public var card: String {
    let card = CardText()
    let renderer = ConsoleRenderer(write: card.append, writeError: { _ in }, colors: .none)
    renderer.display(
      TripViewModel(
        id: "", title: title.visibleText, route: route.isHidden ? nil : route.text,
        date: date.visibleText, departure: departure.visibleText, arrival: arrival.visibleText,
        duration: duration.visibleText, delay: delay.isHidden ? nil : delay.text,
        isDelayHidden: delay.isHidden, departureTimeColor: departure.textColor ?? .onTime))
    return card.text
  }
}

/// What the renderer writes, collected.
@MainActor
private final class CardText {
  var text = ""
  func append(_ written: String) { text += written }
}
