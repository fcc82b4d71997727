// Adds trips to a store as fast as it can, so the tests can run several writers at once. It
// prints the identifier of each trip the store acknowledged, one per line, as soon as it has it.
// Usage: TripsConcurrencyHelper <sqlite|json|postgresql> <path or address> <count>
import Domain
import Foundation
import Persistence

let arguments = CommandLine.arguments
guard arguments.count == 4, let count = Int(arguments[3]) else {
  FileHandle.standardError.write(
    Data("usage: TripsConcurrencyHelper <sqlite|json|postgresql> <path or address> <count>\n".utf8))
  exit(64)
}
let repository: any TripRepository =
  switch arguments[1] {
  case "json": JSONFileTripRepository(path: arguments[2])
  case "postgresql":
    PostgreSQLTripRepository(address: PostgreSQLAddress(arguments[2])!, environment: [:])
  default: SQLiteTripRepository(path: arguments[2])
  }
do {
  for index in 0..<count {
    let departure = Date(timeIntervalSince1970: 1_444_396_193 + Double(index) * 60)
    let trip = try await repository.add(
      TripDraft(
        departure: departure, arrival: departure.addingTimeInterval(1_000),
        origin: "writer \(getpid())"))
    FileHandle.standardOutput.write(Data("\(trip.id)\n".utf8))
  }
} catch {
  FileHandle.standardError.write(Data("error: \(error)\n".utf8))
  exit(74)
}
