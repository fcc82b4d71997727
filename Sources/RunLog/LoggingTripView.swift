import Presentation

/// The card of `watch` on a terminal, with each drawing written to the run's log as a `redraw`
/// line at info: what a live view did, without a line for each poll.
@MainActor
public final class LoggingTripView: TripView {
  private let view: any TripView
  private let log: RunLog

  /// Logs what `view` draws.
  ///
  /// - Parameters:
  ///   - view: The view that draws the card.
  ///   - log: Where the `redraw` lines go.
  public init(_ view: any TripView, log: RunLog) {
    (self.view, self.log) = (view, log)
  }

  /// Draws the trip, then logs `redraw`.
  ///
  /// - Parameter trip: The trip, ready to display.
  public func display(_ trip: TripViewModel) {
    view.display(trip)
    log.record(.info, "redraw")
  }
}
