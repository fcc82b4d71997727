import Presentation

extension ConsoleRenderer: TripCardsView {
  /// Writes the trips as cards, one after another with a blank line between, in one write.
  ///
  /// - Parameter trips: The trips, ready to display.
  public func display(_ trips: [TripViewModel]) {
    let cards = trips.map { trip in
      control.viewModel = trip
      return ConsoleTripCard(control: control, colors: colors).lines().joined(separator: "\n")
    }
    write(cards.map { $0 + "\n" }.joined(separator: "\n"))
  }
}
