/// A view that shows trips in words, one after the other, as they are read.
///
/// It is a ``TripListScreen`` that uses only the ``TripViewModel``.
@MainActor
public protocol TripListView: TripListScreen {
  /// Shows the next trip of the list.
  ///
  /// - Parameter trip: The trip, ready to display.
  func displayListItem(_ trip: TripViewModel)
}

extension TripListView {
  /// Shows `trip` as the next item; a view of words has no use for `values`.
  ///
  /// - Parameters:
  ///   - trip: The trip, ready to display.
  ///   - values: Not used.
  public func displayListItem(_ trip: TripViewModel, values: TripValues) {
    displayListItem(trip)
  }
}
