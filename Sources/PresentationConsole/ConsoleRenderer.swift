import Presentation

/// The terminal's views: trips as text cards and rows, messages as plain lines.
///
/// Every view model passes through one ``TripPresentationControl`` into its labels; the
/// renderer only lays the labels out. Results go to `write`, errors to `writeError`, so a
/// pipe receives data and a person still sees what went wrong.
@MainActor
public final class ConsoleRenderer {
  /// Writes cards, rows and information (to standard output).
  let write: @MainActor (String) -> Void
  /// Writes errors (to standard error).
  let writeError: @MainActor (String) -> Void
  /// The colours the departure time may be drawn in.
  let colors: TerminalColors
  /// The one control every view model passes through, for the card and for each row.
  let control = TripPresentationControl()

  /// Creates a renderer.
  ///
  /// - Parameters:
  ///   - write: Writes cards, lists and information (to standard output).
  ///   - writeError: Writes errors (to standard error).
  ///   - colors: Which colours the departure time may be drawn in, if any.
  public init(
    write: @escaping @MainActor (String) -> Void,
    writeError: @escaping @MainActor (String) -> Void, colors: ColorSupport
  ) {
    (self.write, self.writeError) = (write, writeError)
    self.colors = TerminalColors(support: colors)
  }
}

extension ConsoleRenderer: TripView {
  /// Writes the trip as a card.
  ///
  /// - Parameter trip: The trip, ready to display.
  public func display(_ trip: TripViewModel) {
    control.viewModel = trip
    let card = ConsoleTripCard(control: control, colors: colors)
    write(card.lines().joined(separator: "\n") + "\n")
  }
}
