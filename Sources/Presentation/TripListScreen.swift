/// Where a use case pushes a list of trips, one after the other as they are read: both kinds
/// of view model, of which a screen uses what it needs.
///
/// Use cases call ``beginList()``, then ``displayListItem(_:values:)`` for each trip, then
/// ``endList()``, so a screen can draw a long list without holding it. A screen that shows
/// words adopts ``TripListView`` instead.
@MainActor
public protocol TripListScreen {
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
