import Domain
import StoreCapabilities
import StoreSupport

/// Hears the changes other sessions commit to a PostgreSQL store, through `LISTEN` on a
/// session of its own that is never inside a transaction (a session in a transaction gets
/// its notifications only when the transaction ends).
///
/// Waiting blocks in `poll` on the session's socket, so the listener runs on a queue of its
/// own and never holds up the store or the cooperative threads.
actor PostgreSQLChangeListener: TripChangeListening {
  private let store: PostgreSQLTripRepository
  private let executor = QueueExecutor(label: "trips.postgresql-listener")
  private var connection: PostgreSQLConnection?
  /// A session with a server that cannot listen now, a standby: asked again at each wait.
  private var standbySession: PostgreSQLConnection?

  /// A listener for `store`'s changes; ``listen()`` starts it.
  init(store: PostgreSQLTripRepository) {
    self.store = store
  }

  /// The listener's own serial queue: every blocking wait runs there.
  nonisolated var unownedExecutor: UnownedSerialExecutor {
    executor.asUnownedSerialExecutor()
  }

  /// Connects and listens on the store's channel.
  ///
  /// A hot standby takes no listeners (SQLSTATE 25006). Its session is kept, and the next
  /// wait asks it again rather than connecting anew, so a standby is not sent a new session
  /// every check, and a promoted one is heard from at once.
  ///
  /// - Returns: ``TripChangeNews/changed`` once listening, since a change may have committed
  ///   before; ``TripChangeNews/cannotListenHere`` on a standby;
  ///   ``TripChangeNews/notListening`` when the server cannot be reached, to be tried again
  ///   at the next wait.
  @discardableResult
  func listen() -> TripChangeNews {
    connection = nil
    guard let session = standbySession ?? (try? store.openConnection()) else {
      return .notListening
    }
    // A standby refuses `LISTEN` with an error its log keeps; asking whether it still is one
    // costs it nothing.
    if standbySession != nil,
      (try? session.query("SELECT pg_is_in_recovery()"))?.first?.first == "t"
    {
      return .cannotListenHere
    }
    do throws(PostgreSQLConnection.Failure) {
      try session.query("LISTEN \(PostgreSQLTripRepository.changesChannel)")
      connection = session
      standbySession = nil
      return .changed
    } catch {
      standbySession = error.sqlState == "25006" ? session : nil
      return standbySession == nil ? .notListening : .cannotListenHere
    }
  }

  /// Waits for the next announcement. After a lost session it listens again and answers
  /// ``TripChangeNews/changed``, because a change may have committed while it was away.
  func nextAnnouncement(waitingUpTo timeout: Duration) -> TripChangeNews {
    guard let connection else { return listen() }
    switch connection.waitForNotification(upTo: timeout) {
    case .notified: return .changed
    case .timedOut: return .quiet
    case .broken: return listen()
    }
  }

  /// Closes the listener's session.
  func stopListening() {
    connection = nil
    standbySession = nil
  }
}
