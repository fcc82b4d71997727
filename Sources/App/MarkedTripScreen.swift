import Presentation

/// The screens of a team store's run, marking each trip that has a change made on this
/// computer the store has not applied yet: the route gains a word, and the values the mark.
///
/// It asks `mark` as it draws, so a change this run kept is marked on the card that shows it.
/// Composed in App in front of any delivery; the use cases and the factory never learn of it
/// (decision 21).
@MainActor
final class MarkedTripScreen: TripScreen, TripListScreen {
  private let screen: any TripScreen
  private let listScreen: any TripListScreen
  private let mark: @Sendable (Int64) -> TripMark?
  private let words: (TripMark) -> String

  /// Marks what `screen` and `listScreen` show.
  ///
  /// - Parameters:
  ///   - screen: Where one trip is shown.
  ///   - listScreen: Where a list is shown.
  ///   - mark: The mark of the trip with a number, if it has one.
  ///   - words: The words of a mark, in the person's language.
  init(
    screen: any TripScreen, listScreen: any TripListScreen,
    mark: @escaping @Sendable (Int64) -> TripMark?, words: @escaping (TripMark) -> String
  ) {
    self.screen = screen
    self.listScreen = listScreen
    self.mark = mark
    self.words = words
  }

  func display(_ trip: TripViewModel, values: TripValues) {
    let (trip, values) = marked(trip, values)
    screen.display(trip, values: values)
  }

  func beginList() { listScreen.beginList() }

  func displayListItem(_ trip: TripViewModel, values: TripValues) {
    let (trip, values) = marked(trip, values)
    listScreen.displayListItem(trip, values: values)
  }

  func endList() { listScreen.endList() }

  private func marked(_ trip: TripViewModel, _ values: TripValues) -> (TripViewModel, TripValues) {
    guard let found = mark(values.id) else { return (trip, values) }
    var (trip, values) = (trip, values)
    trip.route = trip.route.map { $0 + " · " + words(found) } ?? words(found)
    values.mark = found
    return (trip, values)
  }
}
