import Domain

/// One of the things a store is asked to do, for naming the one that is to fail.
public enum StoreOperation: Sendable, Equatable {
  /// ``TripRepository/trip(withID:)``.
  case find
  /// ``TripRepository/trips(after:limit:)``.
  case page
  /// ``TripRepository/trips(arrivingAfter:after:limit:)``.
  case upcomingPage
  /// ``TripRepository/add(_:)``.
  case add
  /// ``TripRepository/update(_:)``.
  case update
  /// ``TripRepository/remove(_:)``.
  case remove
  /// ``TripChangeTracking/changeToken()``.
  case changeToken
  /// ``TripStoreIdentifying/identity()``.
  case identity
  /// ``TripStoreMoving/highestAssignedID()``.
  case highestAssignedID
  /// ``TripStoreMoving/takeIn(tripsOf:)``.
  case takeIn
  /// ``TripChangeApplying/apply(_:)``.
  case apply
  /// ``TripChangeApplying/reserveNumbers(_:for:)``.
  case reserveNumbers
}
