import Presentation

/// A view held weakly: what a use case keeps instead of the window itself, so closing the
/// window frees it, and what the use case pushes afterwards goes nowhere.
///
/// It adopts each view protocol its object adopts, and passes every push on while the object
/// is alive.
@MainActor
public final class WeakView<Object: AnyObject> {
  /// The view, until it is freed.
  public private(set) weak var object: Object?

  /// Refers to `object` without keeping it alive.
  public init(_ object: Object) { self.object = object }
}

extension WeakView: TripView where Object: TripView {
  /// Passes the trip on while the view is alive.
  public func display(_ trip: TripViewModel) { object?.display(trip) }
}

extension WeakView: TripListView where Object: TripListView {
  /// Passes the start of a list on while the view is alive.
  public func beginList() { object?.beginList() }
  /// Passes a row on while the view is alive.
  public func displayListItem(_ trip: TripViewModel) { object?.displayListItem(trip) }
  /// Passes the end of a list on while the view is alive.
  public func endList() { object?.endList() }
}

extension WeakView: MessageView where Object: MessageView {
  /// Passes the information on while the view is alive.
  public func displayInformation(_ message: Message) { object?.displayInformation(message) }
  /// Passes the error on while the view is alive.
  public func displayError(_ message: Message) { object?.displayError(message) }
}

extension WeakView: ScreenStateView where Object: ScreenStateView {
  /// Passes the state on while the view is alive.
  public func display(_ state: ScreenState) { object?.display(state) }
}

extension WeakView: PendingChangesView where Object: PendingChangesView {
  /// Passes the changes on while the view is alive.
  public func displayPendingChanges(_ changes: [PendingChangeViewModel]) {
    object?.displayPendingChanges(changes)
  }
}
