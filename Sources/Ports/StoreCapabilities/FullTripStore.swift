import Domain
import Foundation

/// A store with every capability a store of Trips has: it pages and writes trips, names itself
/// and moves (``TripStoreMoving``), and tells cheaply whether it changed
/// (``TripChangeTracking``). Every adapter is one; App opens one, and the decorators and test
/// doubles that wrap a store take one.
public typealias FullTripStore = TripStoreMoving & TripChangeTracking
