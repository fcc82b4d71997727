/// Where a use case pushes one trip: both kinds of view model, of which a screen uses what it
/// needs.
///
/// A screen that shows words adopts ``TripView``, the shape of the original articles, and
/// never sees ``TripValues``. A delivery for programs or files (JSON, a calendar, a web page)
/// adopts this protocol directly and reads both.
@MainActor
public protocol TripScreen {
  /// Shows the trip, replacing whatever trip was shown before.
  ///
  /// - Parameters:
  ///   - trip: The trip as text, ready to display.
  ///   - values: The same trip's instants, minutes and numbers.
  func display(_ trip: TripViewModel, values: TripValues)
}
