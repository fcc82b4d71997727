import Presentation

/// A trip view, cards view, list view and message view in one, recording everything pushed
/// into it in the order it arrived, so a test can assert the whole conversation at once.
@MainActor
public final class ViewSpy: TripView, TripCardsView, TripListView, MessageView {
  /// What a use case pushed into the views.
  public enum ReceivedMessage: Equatable, Sendable {
    /// ``TripView/display(_:)``.
    case display(TripViewModel)
    /// ``TripCardsView/display(_:)``.
    case displayCards([TripViewModel])
    /// ``TripListView/beginList()``.
    case beginList
    /// ``TripListView/displayListItem(_:)``.
    case listItem(TripViewModel)
    /// ``TripListView/endList()``.
    case endList
    /// ``MessageView/displayInformation(_:)``.
    case information(Message)
    /// ``MessageView/displayError(_:)``.
    case error(Message)
  }

  /// Everything received so far, in order.
  public private(set) var receivedMessages: [ReceivedMessage] = []

  /// Creates a spy that has received nothing.
  public init() {}

  /// Records ``ReceivedMessage/display(_:)``.
  public func display(_ trip: TripViewModel) { receivedMessages.append(.display(trip)) }
  /// Records ``ReceivedMessage/displayCards(_:)``.
  public func display(_ trips: [TripViewModel]) { receivedMessages.append(.displayCards(trips)) }
  /// Records ``ReceivedMessage/beginList``.
  public func beginList() { receivedMessages.append(.beginList) }
  /// Records ``ReceivedMessage/listItem(_:)``.
  public func displayListItem(_ trip: TripViewModel) { receivedMessages.append(.listItem(trip)) }
  /// Records ``ReceivedMessage/endList``.
  public func endList() { receivedMessages.append(.endList) }
  /// Records ``ReceivedMessage/information(_:)``.
  public func displayInformation(_ message: Message) {
    receivedMessages.append(.information(message))
  }
  /// Records ``ReceivedMessage/error(_:)``.
  public func displayError(_ message: Message) { receivedMessages.append(.error(message)) }
}

/// A ``TextOutput`` that keeps what was written, for golden-text comparisons, and what had
/// been written when it was last flushed.
@MainActor
public final class TextBuffer: TextOutput {
  /// Everything written so far.
  public private(set) var text = ""
  /// What had been written when ``flush()`` was last called: all of ``text`` when the writer
  /// delivered everything.
  public private(set) var delivered = ""

  /// Creates an empty buffer.
  public init() {}

  /// Appends `text`.
  public func write(_ text: String) { self.text += text }

  /// Records that everything written so far was delivered.
  public func flush() { delivered = text }
}
