import Presentation

/// The card of `watch`, with each drawing written to the run's log as a `redraw` line at
/// info: what a live view did, without a line for each poll.
@MainActor
public final class LoggingTripScreen: TripScreen {
  private let screen: any TripScreen
  private let log: RunLog

  /// Logs each drawing of `screen`.
  ///
  /// - Parameters:
  ///   - screen: Where the trip is shown.
  ///   - log: Where the lines go.
  public init(_ screen: any TripScreen, log: RunLog) {
    self.screen = screen
    self.log = log
  }

  /// Shows the trip, then writes the line.
  public func display(_ trip: TripViewModel, values: TripValues) {
    screen.display(trip, values: values)
    log.record(.info, "redraw")
  }
}
