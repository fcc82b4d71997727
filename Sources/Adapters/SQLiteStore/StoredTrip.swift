import Domain
import Foundation

/// A trip as a kept change holds it: instants in whole seconds since 1970.
struct StoredTrip: Codable {
  var id: Int64?
  var departureSeconds: Int64
  var arrivalSeconds: Int64
  var recordedSeconds: Int64?
  var origin: String?
  var destination: String?
  var revision: Int

  private enum CodingKeys: String, CodingKey, CaseIterable {
    case id, departureSeconds, arrivalSeconds, recordedSeconds, origin, destination, revision
  }

  /// Decodes strictly: a key this version does not know is damage. Keys of values that are
  /// `nil` may be missing, as the previous version left them out.
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    try KeptChangeRecord.refuseUnknownKeys(in: decoder, known: CodingKeys.allCases.map(\.rawValue))
    id = try container.decodeIfPresent(Int64.self, forKey: .id)
    departureSeconds = try container.decode(Int64.self, forKey: .departureSeconds)
    arrivalSeconds = try container.decode(Int64.self, forKey: .arrivalSeconds)
    recordedSeconds = try container.decodeIfPresent(Int64.self, forKey: .recordedSeconds)
    origin = try container.decodeIfPresent(String.self, forKey: .origin)
    destination = try container.decodeIfPresent(String.self, forKey: .destination)
    revision = try container.decode(Int.self, forKey: .revision)
  }

  init(_ trip: Trip) {
    id = trip.id.rawValue
    departureSeconds = SQLiteTripRepository.seconds(trip.departure)
    arrivalSeconds = SQLiteTripRepository.seconds(trip.arrival)
    recordedSeconds = trip.recordedDeparture.map(SQLiteTripRepository.seconds)
    origin = trip.origin
    destination = trip.destination
    revision = trip.revision
  }

  init(_ draft: TripDraft, number: TripID?) {
    id = number?.rawValue
    departureSeconds = SQLiteTripRepository.seconds(draft.departure)
    arrivalSeconds = SQLiteTripRepository.seconds(draft.arrival)
    recordedSeconds = draft.recordedDeparture.map(SQLiteTripRepository.seconds)
    origin = draft.origin
    destination = draft.destination
    revision = 1
  }

  var departure: Date { Date(timeIntervalSince1970: Double(departureSeconds)) }
  var arrival: Date { Date(timeIntervalSince1970: Double(arrivalSeconds)) }
  var recordedDeparture: Date? { recordedSeconds.map { Date(timeIntervalSince1970: Double($0)) } }

  var tripID: TripID? { id.flatMap(TripID.init(rawValue:)) }

  func draft(at path: String) throws(TripStoreError) -> TripDraft {
    do throws(TripError) {
      return try TripDraft(
        departure: departure, arrival: arrival, recordedDeparture: recordedDeparture,
        origin: origin, destination: destination)
    } catch {
      throw TripStoreError(location: path, problem: .damaged("a kept change's trip"))
    }
  }

  func trip(at path: String) throws(TripStoreError) -> Trip {
    guard let id = tripID else {
      throw TripStoreError(location: path, problem: .damaged("a kept change's trip"))
    }
    do throws(TripError) {
      return try Trip(
        id: id, departure: departure, arrival: arrival, recordedDeparture: recordedDeparture,
        origin: origin, destination: destination, revision: revision)
    } catch {
      throw TripStoreError(location: path, problem: .damaged("a kept change's trip"))
    }
  }
}
