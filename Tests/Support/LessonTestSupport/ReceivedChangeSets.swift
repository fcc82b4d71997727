import Domain

// The change sets a use case sends for one trip, spelled as a test expects them: each is the
// message `.apply(_:)` with the set the helpers of `TripStore` build.
extension TripRepositorySpy.ReceivedMessage {
  /// `.apply` of a set that adds `draft` under the store's next number.
  public static func add(_ draft: TripDraft) -> Self {
    .apply(TripChangeSet([.add(draft, number: nil)]))
  }

  /// `.apply` of a set that edits `trip`, as read, into `changed`.
  public static func change(_ trip: Trip, to changed: Trip) -> Self {
    .apply(TripChangeSet([.edit(TripEdit(from: trip, to: changed))]))
  }

  /// `.apply` of a set that removes `trip`, as read.
  public static func remove(_ trip: Trip) -> Self {
    .apply(TripChangeSet([.remove(trip)]))
  }
}

extension TripStoreSpy.ReceivedMessage {
  /// `.apply` of a set that adds `draft` under the store's next number.
  public static func add(_ draft: TripDraft) -> Self {
    .apply(TripChangeSet([.add(draft, number: nil)]))
  }

  /// `.apply` of a set that edits `trip`, as read, into `changed`.
  public static func change(_ trip: Trip, to changed: Trip) -> Self {
    .apply(TripChangeSet([.edit(TripEdit(from: trip, to: changed))]))
  }

  /// `.apply` of a set that removes `trip`, as read.
  public static func remove(_ trip: Trip) -> Self {
    .apply(TripChangeSet([.remove(trip)]))
  }
}
