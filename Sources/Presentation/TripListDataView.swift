/// Where a delivery for programs or files (JSON, a calendar, a web page) is shown a list of
/// trips, one after the other as they are read: the words and the values of each.
///
/// Use cases call ``beginList()``, then ``displayListItem(_:values:)`` for each trip, then
/// ``endList()``, so a delivery can write a long list without holding it. Only those
/// deliveries adopt it; a view of words adopts ``TripListView`` and never receives
/// ``TripValues``.
@MainActor
public protocol TripListDataView {
  /// Starts a list.
  func beginList()
  /// Shows the next trip of the list.
  ///
  /// - Parameters:
  ///   - trip: The trip as text, ready to display.
  ///   - values: The same trip's instants, minutes and numbers.
  func displayListItem(_ trip: TripViewModel, values: TripValues)
  /// Ends the list started by ``beginList()``.
  func endList()
}
