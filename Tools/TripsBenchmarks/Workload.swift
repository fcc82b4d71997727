import Domain
import Foundation
import IntegrationTestSupport

/// The trips every benchmark row formats: the same list for every approach.
///
/// Departures fall on whole minutes across one year (many trips share a date, a time of day
/// or a duration, as a real planner's do), trips take 5 to 300 minutes, and about a third
/// left late by 1 to 45 minutes. A fixed seed makes every run format the same trips.
enum Workload {
  static func trips(count: Int, seed: UInt64 = 2015) -> [Trip] {
    var generator = SeededRandomNumbers(seed: seed)
    let start = 1_420_070_400  // 2015-01-01T00:00:00Z
    return (0..<count).map { index in
      let departure = start + Int.random(in: 0..<525_600, using: &generator) * 60
      let minutes = Int.random(in: 5...300, using: &generator)
      let late = Int.random(in: 0..<3, using: &generator) == 0
      let delay = late ? Int.random(in: 1...45, using: &generator) * 60 : 0
      // The values are valid by construction: the arrival is at least five minutes later.
      return try! Trip(
        id: TripID(rawValue: Int64(index + 1))!,
        departure: Date(timeIntervalSince1970: Double(departure)),
        arrival: Date(timeIntervalSince1970: Double(departure + minutes * 60)),
        recordedDeparture: late ? Date(timeIntervalSince1970: Double(departure + delay)) : nil,
        origin: index % 4 == 0 ? nil : "Amsterdam Centraal",
        destination: index % 4 == 0 ? nil : "Rotterdam Centraal")
    }
  }

  static func drafts(count: Int) -> [TripDraft] {
    trips(count: count).map {
      try! TripDraft(
        departure: $0.departure, arrival: $0.arrival, recordedDeparture: $0.recordedDeparture,
        origin: $0.origin, destination: $0.destination)
    }
  }

  /// How the departures of a generated store are spread: the shapes that decide whether
  /// paging stays linear.
  enum Shape: String, CaseIterable {
    /// Every trip departs at its own minute.
    case distinct
    /// Every trip departs at the same instant, as an imported timetable with duplicates can.
    case oneInstant = "one-instant"
    /// A thousand trips share each departure.
    case thousandPerInstant = "1000-per-instant"
  }

  /// `count` drafts whose departures have `shape`; lengths, delays and names as in
  /// ``trips(count:seed:)``.
  static func drafts(count: Int, shape: Shape) -> [TripDraft] {
    let start = 1_420_070_400.0  // 2015-01-01T00:00:00Z
    return trips(count: count).enumerated().map { index, trip in
      let departure: Double
      switch shape {
      case .distinct: departure = start + Double(index) * 60
      case .oneInstant: departure = start
      case .thousandPerInstant: departure = start + Double(index / 1_000) * 60
      }
      let shift = departure - trip.departure.timeIntervalSince1970
      return try! TripDraft(
        departure: Date(timeIntervalSince1970: departure),
        arrival: trip.arrival.addingTimeInterval(shift),
        recordedDeparture: trip.recordedDeparture?.addingTimeInterval(shift),
        origin: trip.origin, destination: trip.destination)
    }
  }

  /// `upcoming` drafts departing an hour apart from 2035 on, long after every generated past
  /// trip has arrived.
  static func upcomingDrafts(count: Int) -> [TripDraft] {
    let start = 2_075_536_800.0  // 2035-10-09T10:00:00Z
    return (0..<count).map { index in
      let departure = start + Double(index) * 3_600
      return try! TripDraft(
        departure: Date(timeIntervalSince1970: departure),
        arrival: Date(timeIntervalSince1970: departure + 1_800))
    }
  }
}
