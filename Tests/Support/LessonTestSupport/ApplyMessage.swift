import Domain

/// A spy's message that a store was asked to apply a change set: each spy of the port has
/// one, and tests spell the sets a use case sends for one trip through it.
public protocol ApplyMessage {
  /// The message that the store was asked to apply `changes`.
  static func apply(_ changes: TripChangeSet) -> Self
}

extension ApplyMessage {
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

extension TripRepositorySpy.ReceivedMessage: ApplyMessage {}

extension TripStoreSpy.ReceivedMessage: ApplyMessage {}
