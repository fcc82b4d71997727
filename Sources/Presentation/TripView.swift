/// A view that shows one trip in words: the trip view of the original articles.
///
/// It is a ``TripScreen`` that uses only the ``TripViewModel``.
@MainActor
public protocol TripView: TripScreen {
  /// Shows the trip, replacing whatever trip was shown before.
  ///
  /// - Parameter trip: The trip, ready to display.
  func display(_ trip: TripViewModel)
}

extension TripView {
  /// Shows `trip`; a view of words has no use for `values`.
  ///
  /// - Parameters:
  ///   - trip: The trip, ready to display.
  ///   - values: Not used.
  public func display(_ trip: TripViewModel, values: TripValues) {
    display(trip)
  }
}
