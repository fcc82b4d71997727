import Domain
import OfflineChanges
import Synchronization

/// The changes kept on this computer, as the sync and resolve use cases see them: it records
/// each request, and answers with what the test planned, or fails with the planned failure.
final class PendingChangesSpy: PendingChangeSending {
  /// A request a use case made.
  enum ReceivedMessage: Equatable {
    case pending
    case send
    case resolve(TripID, ChangeConflict.Side)
  }

  private struct State {
    var received: [ReceivedMessage] = []
    var summary = PendingChange.Summary()
    var resolution: (ChangeConflict, PendingChange.Outcome?)?
    var failure: TripStoreError?
  }

  private let state = Mutex(State())

  /// Answers every request from `summary` and `resolution`, or fails with `failure`.
  init(
    summary: PendingChange.Summary = PendingChange.Summary(),
    resolution: (ChangeConflict, PendingChange.Outcome?)? = nil, failure: TripStoreError? = nil
  ) {
    state.withLock {
      $0.summary = summary
      $0.resolution = resolution
      $0.failure = failure
    }
  }

  /// Every request so far, in order.
  var receivedMessages: [ReceivedMessage] { state.withLock { $0.received } }

  func pendingChanges() throws(TripStoreError) -> PendingChange.Summary {
    try answer(.pending) { $0.summary }
  }

  func sendPendingChanges() throws(TripStoreError) -> PendingChange.Summary {
    try answer(.send) { $0.summary }
  }

  func resolve(tripWithID id: TripID, keeping side: ChangeConflict.Side)
    throws(TripStoreError) -> (ChangeConflict, PendingChange.Outcome?)?
  {
    try answer(.resolve(id, side)) { $0.resolution }
  }

  private func answer<Value>(_ message: ReceivedMessage, _ value: (State) -> Value)
    throws(TripStoreError) -> Value
  {
    let (failure, answer) = state.withLock {
      $0.received.append(message)
      return ($0.failure, value($0))
    }
    if let failure { throw failure }
    return answer
  }
}
