/// Reports nothing: the default of every adapter, and what a run without a log uses.
public struct NoStoreEvents: StoreEventReporting {
  /// Reports nothing.
  public init() {}

  /// Does nothing with `event`.
  ///
  /// - Parameter event: What the adapter did.
  public func report(_ event: StoreEvent) {}
}
