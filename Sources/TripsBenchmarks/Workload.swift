import Domain
import Foundation
import TestSupport

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
        actualDeparture: Date(timeIntervalSince1970: Double(departure + delay)),
        origin: index % 4 == 0 ? nil : "Amsterdam Centraal",
        destination: index % 4 == 0 ? nil : "Rotterdam Centraal")
    }
  }

  static func drafts(count: Int) -> [TripDraft] {
    trips(count: count).map {
      try! TripDraft(
        departure: $0.departure, arrival: $0.arrival, actualDeparture: $0.actualDeparture,
        origin: $0.origin, destination: $0.destination)
    }
  }
}
