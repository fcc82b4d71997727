/// A view that shows trips in words, one after the other, as they are read.
///
/// Use cases call ``beginList()``, then ``displayListItem(_:)`` for each trip, then
/// ``endList()``, so a view can draw a long list without holding it.
@MainActor
public protocol TripListView {
  /// Starts a list.
  func beginList()
  /// Shows the next trip of the list.
  ///
  /// - Parameter trip: The trip, ready to display.
  func displayListItem(_ trip: TripViewModel)
  /// Ends the list started by ``beginList()``.
  func endList()
}
