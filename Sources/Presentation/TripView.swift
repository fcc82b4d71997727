/// A view that shows one trip in words: the trip view of the original articles.
@MainActor
public protocol TripView {
  /// Shows the trip, replacing whatever trip was shown before.
  ///
  /// - Parameter trip: The trip, ready to display.
  func display(_ trip: TripViewModel)
}
