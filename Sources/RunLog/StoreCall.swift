/// The calls a run's log names on its `store` and `list` lines: one for each method of the
/// ports the log's decorators wrap, so a method added to a port needs a case here before its
/// decorator compiles, and `Schemas/log.schema.json` lists exactly these (`StoreCallTests`).
public enum StoreCall: String, CaseIterable, Sendable {
  /// `TripRepository.trip(withID:)`.
  case trip
  /// `TripStore.trips(after:limit:)`, a page of every trip.
  case trips
  /// `TripStore.trips(arrivingAfter:after:limit:)`, a page of the trips to come.
  case upcomingTrips = "upcoming_trips"
  /// `TripStore.apply(_:)`, every write; its line counts the trips the set touched.
  case apply
  /// `TripStoreIdentifying.identity()`.
  case identity
  /// `TripStoreMoving.highestAssignedID()`.
  case highestAssignedID = "highest_assigned_id"
  /// `TripStoreMoving.takeIn(tripsOf:)`.
  case takeIn = "take_in"
  /// `TripChangeTracking.changeToken()`, a poll.
  case changeToken = "change_token"
  /// `PendingChangeSending.pendingChanges()`.
  case pendingChanges = "pending_changes"
  /// `PendingChangeSending.sendPendingChanges()`.
  case sendPendingChanges = "send_pending_changes"
  /// `PendingChangeSending.resolve(tripWithID:keeping:)`.
  case resolve

  /// The calls an earlier version wrote, one for each of its writes, before `apply` took their
  /// place: the schema still allows them, so a log written then validates (a later version
  /// removes no value).
  public static let writtenBefore = ["add", "update", "remove"]
}
