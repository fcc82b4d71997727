import Presentation

/// A trip screen, cards screen, list screen, pending-changes view and message view in one that
/// records both
/// kinds of view model, as a delivery for programs or files receives them, and the pending
/// changes as either kind of view receives them: the test of a use case asserts the words and
/// the values it pushed, in order.
@MainActor
public final class ScreenSpy: TripDataView, TripCardsDataView, TripListDataView, MessageView,
  PendingChangesView, PendingChangesDataView
{
  /// What a use case pushed into the screens.
  public enum ReceivedMessage: Equatable, Sendable {
    /// ``TripDataView/display(_:values:)``.
    case display(TripViewModel, TripValues)
    /// ``TripCardsDataView/display(_:values:)``.
    case displayCards([TripViewModel], [TripValues])
    /// ``TripListDataView/beginList()``.
    case beginList
    /// ``TripListDataView/displayListItem(_:values:)``.
    case listItem(TripViewModel, TripValues)
    /// ``TripListDataView/endList()``.
    case endList
    /// ``MessageView/displayInformation(_:)``.
    case information(Message)
    /// ``MessageView/displayError(_:)``.
    case error(Message)
    /// ``PendingChangesView/displayPendingChanges(_:)``.
    case pending([PendingChangeViewModel])
    /// ``PendingChangesDataView/displayPendingChanges(_:)``.
    case pendingData([PendingChangeData])
  }

  /// Everything received so far, in order.
  public private(set) var receivedMessages: [ReceivedMessage] = []

  /// Creates a spy that has received nothing.
  public init() {}

  /// Records ``ReceivedMessage/display(_:_:)``.
  public func display(_ trip: TripViewModel, values: TripValues) {
    receivedMessages.append(.display(trip, values))
  }
  /// Records ``ReceivedMessage/displayCards(_:_:)``.
  public func display(_ trips: [TripViewModel], values: [TripValues]) {
    receivedMessages.append(.displayCards(trips, values))
  }
  /// Records ``ReceivedMessage/beginList``.
  public func beginList() { receivedMessages.append(.beginList) }
  /// Records ``ReceivedMessage/listItem(_:_:)``.
  public func displayListItem(_ trip: TripViewModel, values: TripValues) {
    receivedMessages.append(.listItem(trip, values))
  }
  /// Records ``ReceivedMessage/endList``.
  public func endList() { receivedMessages.append(.endList) }
  /// Records ``ReceivedMessage/information(_:)``.
  public func displayInformation(_ message: Message) {
    receivedMessages.append(.information(message))
  }
  /// Records ``ReceivedMessage/error(_:)``.
  public func displayError(_ message: Message) { receivedMessages.append(.error(message)) }
  /// Records ``ReceivedMessage/pending(_:)``.
  public func displayPendingChanges(_ changes: [PendingChangeViewModel]) {
    receivedMessages.append(.pending(changes))
  }
  /// Records ``ReceivedMessage/pendingData(_:)``.
  public func displayPendingChanges(_ changes: [PendingChangeData]) {
    receivedMessages.append(.pendingData(changes))
  }
}
