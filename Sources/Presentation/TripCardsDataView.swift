/// A delivery for programs or files that shows the trips one change set changed, in one push:
/// with each view model, the trip's values, as ``TripDataView`` receives one.
@MainActor
public protocol TripCardsDataView {
  /// Shows the trips as one document.
  ///
  /// - Parameters:
  ///   - trips: The trips as text, in the order the change named them.
  ///   - values: Each trip's numbers and instants, in the same order.
  func display(_ trips: [TripViewModel], values: [TripValues])
}
