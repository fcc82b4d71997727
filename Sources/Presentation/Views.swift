/// A view that shows one trip.
@MainActor
public protocol TripView {
  /// Shows the trip, replacing whatever trip was shown before.
  ///
  /// - Parameter trip: The trip, ready to display.
  func display(_ trip: TripViewModel)
}

/// A view that shows trips one after the other, as they are read.
///
/// Use cases call ``beginList()``, then ``displayListItem(_:)`` for each trip, then
/// ``endList()``, so a view can draw a long list without holding it.
@MainActor
public protocol TripListView {
  /// Starts a list.
  func beginList()
  /// Shows the next trip of the list.
  ///
  /// - Parameter trip: The trip, ready to display.
  func displayListItem(_ trip: TripViewModel)
  /// Ends the list started by ``beginList()``.
  func endList()
}

/// A view that tells the person what happened, or what went wrong.
@MainActor
public protocol MessageView {
  /// Shows news that is not a failure, such as a confirmation.
  ///
  /// - Parameter message: The message, ready to display.
  func displayInformation(_ message: Message)
  /// Shows why a request failed.
  ///
  /// - Parameter message: The message, ready to display.
  func displayError(_ message: Message)
}

/// A sentence for the person, and what they can do next.
public struct Message: Equatable, Sendable {
  /// What happened, as one sentence.
  public var text: String
  /// What to do about it, if anything helps.
  public var hint: String?

  /// Creates a message.
  ///
  /// - Parameters:
  ///   - text: What happened.
  ///   - hint: What to do about it.
  public init(_ text: String, hint: String? = nil) {
    self.text = text
    self.hint = hint
  }
}
