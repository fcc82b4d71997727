// Works a store as fast as it can, so the tests can run several processes at once.
//
//   TripsConcurrencyHelper <sqlite|json|postgresql> <path or address> <count>
//     adds `count` trips, printing the identifier of each one the store acknowledged, one per
//     line, as soon as it has it;
//   TripsConcurrencyHelper <sqlite|json|postgresql> <path or address> <count> late
//     makes trip 1 one minute later `count` times, each a read and a write based on what was
//     read; a change refused because another process changed the trip first is read and made
//     again. It prints how many were refused.
import Domain
import Foundation
import JSONFileStore
import PostgreSQLStore
import SQLiteStore

let arguments = CommandLine.arguments
guard arguments.count == 4 || (arguments.count == 5 && arguments[4] == "late"),
  let count = Int(arguments[3])
else {
  FileHandle.standardError.write(
    Data(
      "usage: TripsConcurrencyHelper <sqlite|json|postgresql> <path or address> <count> [late]\n"
        .utf8))
  exit(64)
}
let repository: any TripStore =
  switch arguments[1] {
  case "json": JSONFileTripRepository(path: arguments[2])
  case "postgresql":
    PostgreSQLTripRepository(address: PostgreSQLAddress(arguments[2])!, environment: [:])
  default: SQLiteTripRepository(path: arguments[2])
  }

/// Adds `count` trips.
func add(_ count: Int) async throws {
  for index in 0..<count {
    let departure = Date(timeIntervalSince1970: 1_444_396_193 + Double(index) * 60)
    let trip = try await repository.add(
      TripDraft(
        departure: departure, arrival: departure.addingTimeInterval(1_000),
        origin: "writer \(getpid())"))
    FileHandle.standardOutput.write(Data("\(trip.id)\n".utf8))
  }
}

/// Makes trip 1 a minute later `count` times; returns how many changes were refused.
func makeLate(_ count: Int) async throws -> Int {
  let id = TripID(rawValue: 1)!
  var refused = 0
  var made = 0
  while made < count {
    guard let trip = try await repository.trip(withID: id) else { exit(1) }
    do throws(TripRepositoryError) {
      // The whole trip at the revision read, so a change that lost the race is refused:
      // as an edit, two writers setting the same value would count once.
      _ = try await repository.apply(
        TripChangeSet([.replace(trip.departing(at: trip.actualDeparture.addingTimeInterval(60)))]))
      made += 1
    } catch {
      guard case .changedElsewhere = error else { throw error }
      refused += 1
    }
  }
  return refused
}

do {
  if arguments.count == 5 {
    let refused = try await makeLate(count)
    FileHandle.standardOutput.write(Data("\(refused)\n".utf8))
  } else {
    try await add(count)
  }
} catch {
  FileHandle.standardError.write(Data("error: \(error)\n".utf8))
  exit(74)
}
