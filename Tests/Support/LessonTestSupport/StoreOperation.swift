import Domain
import OfflineChanges
import StoreCapabilities

/// One of the things a store is asked to do, for naming the one that is to fail.
public enum StoreOperation: Sendable, Equatable {
  /// ``TripStore/trip(withID:)``.
  case find
  /// ``TripStore/trips(after:limit:)``.
  case page
  /// ``TripStore/trips(arrivingAfter:after:limit:)``.
  case upcomingPage
  /// ``TripStore/apply(_:)``: every write.
  case change
  /// ``TripChangeTracking/changeToken()``.
  case changeToken
  /// ``TripStoreIdentifying/identity()``.
  case identity
  /// ``TripStoreMoving/highestAssignedID()``.
  case highestAssignedID
  /// ``TripStoreMoving/takeIn(tripsOf:)``.
  case takeIn
  /// ``TripChangeApplying/apply(_:)``, a keyed change.
  case applyKeyed
  /// ``TripChangeApplying/reserveNumbers(_:for:)``.
  case reserveNumbers
}
