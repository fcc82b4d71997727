/// A view that shows the trips one change set changed, in one push: each as the card
/// ``TripView`` shows, one after another.
@MainActor
public protocol TripCardsView {
  /// Shows the trips, replacing whatever was shown before.
  ///
  /// - Parameter trips: The trips, ready to display, in the order the change named them.
  func display(_ trips: [TripViewModel])
}
