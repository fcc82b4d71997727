import Domain
import Foundation

/// An edit as a kept change holds it: the trip's number, the revision the person saw, and
/// each named field with its base and its value; instants in whole seconds since 1970. A
/// field the edit does not name has no key.
struct StoredEdit: Codable {
  /// One named field: both keys are always written, `null` included, and both are needed.
  struct Field<Value: Codable & Equatable & Sendable>: Codable {
    var base: Value
    var value: Value

    private enum CodingKeys: String, CodingKey, CaseIterable { case base, value }

    init(_ change: FieldChange<Value>) {
      base = change.base
      value = change.value
    }

    init(from decoder: any Decoder) throws {
      try KeptChangeRecord.refuseUnknownKeys(
        in: decoder, known: CodingKeys.allCases.map(\.rawValue))
      let container = try decoder.container(keyedBy: CodingKeys.self)
      base = try container.decode(Value.self, forKey: .base)
      value = try container.decode(Value.self, forKey: .value)
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(base, forKey: .base)
      try container.encode(value, forKey: .value)
    }

    var change: FieldChange<Value> { FieldChange(base: base, value: value) }
  }

  var id: Int64
  var revision: Int
  var departure: Field<Int64>?
  var arrival: Field<Int64>?
  var recordedDeparture: Field<Int64?>?
  var origin: Field<String?>?
  var destination: Field<String?>?

  private enum CodingKeys: String, CodingKey, CaseIterable {
    case id, revision, departure, arrival, recordedDeparture, origin, destination
  }

  init(_ edit: TripEdit) {
    let seconds = SQLiteTripRepository.seconds
    id = edit.id.rawValue
    revision = edit.baseRevision
    departure = edit.departure.map {
      Field(FieldChange(base: seconds($0.base), value: seconds($0.value)))
    }
    arrival = edit.arrival.map {
      Field(FieldChange(base: seconds($0.base), value: seconds($0.value)))
    }
    recordedDeparture = edit.recordedDeparture.map {
      Field(FieldChange(base: $0.base.map(seconds), value: $0.value.map(seconds)))
    }
    origin = edit.origin.map(Field.init)
    destination = edit.destination.map(Field.init)
  }

  init(from decoder: any Decoder) throws {
    try KeptChangeRecord.refuseUnknownKeys(
      in: decoder, known: CodingKeys.allCases.map(\.rawValue))
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(Int64.self, forKey: .id)
    revision = try container.decode(Int.self, forKey: .revision)
    departure = try container.decodeIfPresent(Field<Int64>.self, forKey: .departure)
    arrival = try container.decodeIfPresent(Field<Int64>.self, forKey: .arrival)
    recordedDeparture = try container.decodeIfPresent(
      Field<Int64?>.self, forKey: .recordedDeparture)
    origin = try container.decodeIfPresent(Field<String?>.self, forKey: .origin)
    destination = try container.decodeIfPresent(Field<String?>.self, forKey: .destination)
  }

  /// The edit, checked: a number that names no trip is damage. (An edit of no field is kept by
  /// no command, but it reads as one that changes nothing.)
  func edit(at path: String) throws(TripStoreError) -> TripEdit {
    func instant(_ seconds: Int64) -> Date { Date(timeIntervalSince1970: Double(seconds)) }
    guard let tripID = TripID(rawValue: id), revision >= 1 else {
      throw TripStoreError(location: path, problem: .damaged("a kept change"))
    }
    return TripEdit(
      id: tripID, baseRevision: revision,
      departure: departure.map { FieldChange(base: instant($0.base), value: instant($0.value)) },
      arrival: arrival.map { FieldChange(base: instant($0.base), value: instant($0.value)) },
      recordedDeparture: recordedDeparture.map {
        FieldChange(base: $0.base.map(instant), value: $0.value.map(instant))
      },
      origin: origin?.change, destination: destination?.change)
  }
}
