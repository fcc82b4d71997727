/// A view that shows one trip in words: the trip view of the original articles.
///
/// It is a ``TripScreen`` that uses only the ``TripViewModel``.
@MainActor
public protocol TripView: TripScreen {
  /// Shows the trip, replacing whatever trip was shown before.
  ///
  /// - Parameter trip: The trip, ready to display.
  func display(_ trip: TripViewModel)
}

extension TripView {
  /// Shows `trip`; a view of words has no use for `values`.
  ///
  /// - Parameters:
  ///   - trip: The trip, ready to display.
  ///   - values: Not used.
  public func display(_ trip: TripViewModel, values: TripValues) {
    display(trip)
  }
}

/// A view that shows trips in words, one after the other, as they are read.
///
/// It is a ``TripListScreen`` that uses only the ``TripViewModel``.
@MainActor
public protocol TripListView: TripListScreen {
  /// Shows the next trip of the list.
  ///
  /// - Parameter trip: The trip, ready to display.
  func displayListItem(_ trip: TripViewModel)
}

extension TripListView {
  /// Shows `trip` as the next item; a view of words has no use for `values`.
  ///
  /// - Parameters:
  ///   - trip: The trip, ready to display.
  ///   - values: Not used.
  public func displayListItem(_ trip: TripViewModel, values: TripValues) {
    displayListItem(trip)
  }
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
