import Foundation

/// A position in the departure order of trips: just after a given trip.
public struct TripCursor: Equatable, Sendable {
  /// The scheduled departure of the last trip read.
  public let departure: Date
  /// The identifier of the last trip read; breaks ties between equal departures.
  public let id: TripID

  /// The position just after `trip`.
  ///
  /// - Parameter trip: The last trip of a page.
  public init(after trip: Trip) {
    self.departure = trip.departure
    self.id = trip.id
  }

  /// Whether `trip` comes after this position in departure order.
  ///
  /// Adapters that sort in memory use this to apply a cursor the way a database index would.
  ///
  /// - Parameter trip: The trip to place.
  /// - Returns: `true` when `trip` departs later, or departs at the same instant and has a
  ///   larger identifier.
  public func precedes(_ trip: Trip) -> Bool {
    (departure, id) < (trip.departure, trip.id)
  }
}

extension Trip {
  /// Orders trips by scheduled departure, then by identifier: the order of
  /// ``TripStore/trips(after:limit:)``.
  ///
  /// - Parameters:
  ///   - lhs: A trip.
  ///   - rhs: Another trip.
  /// - Returns: `true` when `lhs` comes first.
  public static func departureOrder(_ lhs: Trip, _ rhs: Trip) -> Bool {
    (lhs.departure, lhs.id) < (rhs.departure, rhs.id)
  }
}

extension TripID: Comparable {
  /// Orders identifiers by their integer value, the order in which a store assigned them; the
  /// departure order breaks ties by it.
  public static func < (lhs: TripID, rhs: TripID) -> Bool { lhs.rawValue < rhs.rawValue }
}
