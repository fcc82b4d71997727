/// Where a store adapter tells what only it knows (``StoreEvent``): the server it reached and
/// the changes it tried again. A small port in a target of its own, not in Domain: the use
/// cases have no use for it. The composition root fills it, with the run's log or with
/// ``NoStoreEvents``.
public protocol StoreEventReporting: Sendable {
  /// Tells of one event, at once and without waiting; called from the adapter's executor.
  ///
  /// - Parameter event: What the adapter did.
  func report(_ event: StoreEvent)
}
