import Presentation

/// The trip `watch` writes for programs (`--format json`), with each document written to the
/// run's log as a `redraw` line at info, as ``LoggingTripView`` logs the card.
@MainActor
public final class LoggingTripDataView: TripDataView {
  private let view: any TripDataView
  private let log: RunLog

  /// Logs what `view` writes.
  ///
  /// - Parameters:
  ///   - view: The delivery that writes the trip.
  ///   - log: Where the `redraw` lines go.
  public init(_ view: any TripDataView, log: RunLog) {
    (self.view, self.log) = (view, log)
  }

  /// Writes the trip, then logs `redraw`.
  ///
  /// - Parameters:
  ///   - trip: The trip, ready to display.
  ///   - values: The trip's values.
  public func display(_ trip: TripViewModel, values: TripValues) {
    view.display(trip, values: values)
    log.record(.info, "redraw")
  }
}
