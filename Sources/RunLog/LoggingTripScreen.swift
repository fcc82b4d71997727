import Presentation

/// The card of `watch`, with each drawing written to the run's log as a `redraw` line at
/// info: what a live view did, without a line for each poll.
///
/// It wraps a view of words or a delivery of values, and is the same kind of view as the one
/// it wraps.
@MainActor
public final class LoggingTripScreen: TripView, TripDataView {
  private let view: (any TripView)?
  private let dataView: (any TripDataView)?
  private let log: RunLog

  /// Logs what `view` draws.
  ///
  /// - Parameters:
  ///   - view: The view that draws the card.
  ///   - log: Where the `redraw` lines go.
  public init(_ view: any TripView, log: RunLog) {
    (self.view, self.dataView, self.log) = (view, nil, log)
  }

  /// Logs what `dataView` draws.
  ///
  /// - Parameters:
  ///   - dataView: The delivery that writes the trip.
  ///   - log: Where the `redraw` lines go.
  public init(_ dataView: any TripDataView, log: RunLog) {
    (self.view, self.dataView, self.log) = (nil, dataView, log)
  }

  /// Draws the trip, then logs `redraw`.
  ///
  /// - Parameter trip: The trip, ready to display.
  public func display(_ trip: TripViewModel) {
    view?.display(trip)
    log.record(.info, "redraw")
  }

  /// Writes the trip, then logs `redraw`.
  ///
  /// - Parameters:
  ///   - trip: The trip, ready to display.
  ///   - values: The trip's values.
  public func display(_ trip: TripViewModel, values: TripValues) {
    dataView?.display(trip, values: values)
    log.record(.info, "redraw")
  }
}
