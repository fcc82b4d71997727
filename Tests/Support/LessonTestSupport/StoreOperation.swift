import Domain

/// One of the things a store is asked to do, for naming the one that is to fail.
public enum StoreOperation: Sendable, Equatable {
  /// ``TripStore/trip(withID:)``.
  case find
  /// ``TripStore/trips(after:limit:)``.
  case page
  /// ``TripStore/trips(arrivingAfter:after:limit:)``.
  case upcomingPage
  /// ``TripStore/add(_:)``.
  case add
  /// ``TripStore/update(_:)``.
  case update
  /// ``TripStore/remove(_:)``.
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
