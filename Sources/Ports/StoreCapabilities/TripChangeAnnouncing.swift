import Domain

/// A store that announces its changes as they commit, so a live view redraws at once instead
/// of asking for the ``TripChangeToken`` again and again.
///
/// It is a capability an adapter may offer: a store shared by several machines offers it,
/// a file store does not, and whoever composes the live view chooses. The use case that
/// draws the trip never learns which it has; it reads the store again when told to.
public protocol TripChangeAnnouncing: Sendable {
  /// Starts listening for announcements.
  ///
  /// Every change that commits after this returns is announced, so a view that listens
  /// first and reads second misses none.
  ///
  /// - Returns: Where the announcements arrive.
  func listenForChanges() async -> any TripChangeListening
}

/// Where one listener's announcements arrive.
public protocol TripChangeListening: Sendable {
  /// Waits until a change is announced or `timeout` passes.
  ///
  /// - Parameter timeout: The longest wait; `.zero` only looks.
  /// - Returns: What the listener heard.
  func nextAnnouncement(waitingUpTo timeout: Duration) async -> TripChangeNews

  /// Stops listening and lets go of what listening held.
  func stopListening() async
}

/// What a listener heard while it waited.
public enum TripChangeNews: Equatable, Sendable {
  /// A change was announced, or listening started again after a break during which one may
  /// have been missed: read the store again.
  case changed
  /// Nothing was announced in the time given.
  case quiet
  /// The listener cannot listen now (its server cannot be reached); it tries again at the
  /// next wait. Meanwhile ask the store's ``TripChangeToken``, as for a store that announces
  /// nothing.
  case notListening
  /// The store can be read, but announces no changes where it is read (a replica that follows
  /// another copy); the listener asks again at the next wait, in case that changes. Ask the
  /// store's ``TripChangeToken`` meanwhile.
  case cannotListenHere
}
