/// Where a delivery for programs or files (JSON, a calendar, a web page) is shown one trip:
/// its words and its values.
///
/// Only those deliveries adopt it. A screen of words adopts ``TripView``, the shape of the
/// original articles, and never receives ``TripValues``.
@MainActor
public protocol TripDataView {
  /// Shows the trip, replacing whatever trip was shown before.
  ///
  /// - Parameters:
  ///   - trip: The trip as text, ready to display.
  ///   - values: The same trip's instants, minutes and numbers.
  func display(_ trip: TripViewModel, values: TripValues)
}
