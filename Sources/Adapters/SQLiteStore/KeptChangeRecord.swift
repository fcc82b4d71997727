import Domain
import Foundation

/// A kept change as its row holds it: its kind, its JSON, and a checksum of both, so a row
/// damaged on the disk is found before anything is sent from it.
///
/// - `add`, `update` (a whole trip, as the previous version kept every change to a trip, and
///   as a replacement is kept) and `remove` hold a ``StoredTrip``;
/// - `edit` holds a ``StoredEdit``: only the fields the edit names, each with its base;
/// - `set` holds a change of several intents, sent under one key: an array of objects, each
///   with the `kind` and the `change` (that kind's JSON, as a string) of one intent.
///
/// Decoding is strict: a key this version does not know, a field without its base or its
/// value, a text that was not valid UTF-8, or a checksum that does not match is damage.
struct KeptChangeRecord: Equatable {
  /// What kind of change the row holds.
  let kind: String
  /// The change's JSON.
  let text: String

  /// The record of `changes`: a change of one intent is kept as that intent's kind, as the
  /// previous version kept it; several are kept as a `set`.
  init(_ changes: TripChangeSet) {
    guard changes.changes.count == 1, let change = changes.changes.first else {
      let parts = changes.changes.map(Self.init(change:))
      self.init(
        kind: "set", text: Self.encoded(parts.map { StoredPart(kind: $0.kind, change: $0.text) }))
      return
    }
    self.init(change: change)
  }

  /// The record of one intent.
  private init(change: TripChange) {
    switch change {
    case .add(let draft, let number):
      self.init(kind: "add", text: Self.encoded(StoredTrip(draft, number: number)))
    case .edit(let edit): self.init(kind: "edit", text: Self.encoded(StoredEdit(edit)))
    case .replace(let trip): self.init(kind: "update", text: Self.encoded(StoredTrip(trip)))
    case .remove(let trip): self.init(kind: "remove", text: Self.encoded(StoredTrip(trip)))
    }
  }

  /// A record read back from a row.
  init(kind: String, text: String) {
    self.kind = kind
    self.text = text
  }

  /// The checksum of the kind and the JSON: 64-bit FNV-1a over their UTF-8 bytes, with a
  /// zero byte between them.
  var checksum: Int64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in Array(kind.utf8) + [0] + Array(text.utf8) {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
    return Int64(bitPattern: hash)
  }

  /// The change the record holds.
  ///
  /// - Parameters:
  ///   - checksum: The row's checksum; `nil` for a row the previous version kept, which had
  ///     none.
  ///   - path: The file, for the error.
  /// - Throws: ``TripStoreError/Problem/damaged(_:)`` when the row does not check.
  func changes(checksum: Int64?, at path: String) throws(TripStoreError) -> TripChangeSet {
    let damaged = TripStoreError(location: path, problem: .damaged("a kept change"))
    if let checksum {
      guard checksum == self.checksum else { throw damaged }
    } else if text.unicodeScalars.contains("\u{FFFD}") {
      // Without a checksum, a byte that was not UTF-8 shows only as the replacement.
      throw damaged
    }
    guard kind == "set" else { return TripChangeSet([try change(at: path)]) }
    guard let parts = Self.decoded([StoredPart].self, text), parts.count > 1 else { throw damaged }
    return TripChangeSet(
      try parts.map { part throws(TripStoreError) in
        guard part.kind != "set" else { throw damaged }
        return try KeptChangeRecord(kind: part.kind, text: part.change).change(at: path)
      })
  }

  /// The numbers of the trips a `set` names, read from its JSON without checking the rest;
  /// `nil` when the record is not a set or cannot be read.
  var setTripIDs: [Int64]? {
    guard kind == "set", let parts = Self.decoded([StoredPart].self, text) else { return nil }
    return parts.compactMap { part in
      (try? KeptChangeRecord(kind: part.kind, text: part.change).change(at: ""))?.tripID?.rawValue
    }
  }

  /// The one intent a record of any kind but `set` holds.
  private func change(at path: String) throws(TripStoreError) -> TripChange {
    let damaged = TripStoreError(location: path, problem: .damaged("a kept change"))
    switch kind {
    case "edit":
      guard let stored = Self.decoded(StoredEdit.self, text) else { throw damaged }
      return .edit(try stored.edit(at: path))
    case "add", "update", "remove":
      guard let stored = Self.decoded(StoredTrip.self, text) else { throw damaged }
      switch kind {
      case "add": return .add(try stored.draft(at: path), number: stored.tripID)
      case "update": return .replace(try stored.trip(at: path))
      default: return .remove(try stored.trip(at: path))
      }
    default:
      throw damaged
    }
  }

  /// The store's trips kept with a conflict, decoded as strictly as a change: one object
  /// for one trip, as the previous version kept it, or an array.
  static func trips(_ text: String, at path: String) throws(TripStoreError) -> [Trip] {
    let damaged = TripStoreError(location: path, problem: .damaged("a conflict's trip"))
    guard !text.unicodeScalars.contains("\u{FFFD}") else { throw damaged }
    let stored: [StoredTrip]
    if text.hasPrefix("[") {
      guard let trips = decoded([StoredTrip].self, text), trips.count > 1 else { throw damaged }
      stored = trips
    } else {
      guard let trip = decoded(StoredTrip.self, text) else { throw damaged }
      stored = [trip]
    }
    return try stored.map { trip throws(TripStoreError) in try trip.trip(at: path) }
  }

  /// The JSON of the trips kept with a conflict: one object for one trip, an array for
  /// several; `nil` for none.
  static func text(of trips: [Trip]) -> String? {
    switch trips.count {
    case 0: nil
    case 1: encoded(StoredTrip(trips[0]))
    default: encoded(trips.map(StoredTrip.init(_:)))
    }
  }

  /// Throws when the object `decoder` reads has a key not in `known`.
  static func refuseUnknownKeys(in decoder: any Decoder, known: [String]) throws {
    let all = try decoder.container(keyedBy: AnyKey.self).allKeys.map(\.stringValue)
    guard Set(all).isSubset(of: known) else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "an unknown key"))
    }
  }

  private static func encoded<Value: Encodable>(_ value: Value) -> String {
    // Encoding plain numbers and strings cannot fail.
    String(decoding: (try? JSONEncoder().encode(value)) ?? Data(), as: UTF8.self)
  }

  private static func decoded<Value: Decodable>(_ type: Value.Type, _ text: String) -> Value? {
    try? JSONDecoder().decode(type, from: Data(text.utf8))
  }

  /// One intent of a `set`: its kind, and its JSON as a string.
  private struct StoredPart: Codable {
    var kind: String
    var change: String

    private enum CodingKeys: String, CodingKey, CaseIterable { case kind, change }

    init(kind: String, change: String) {
      self.kind = kind
      self.change = change
    }

    init(from decoder: any Decoder) throws {
      try KeptChangeRecord.refuseUnknownKeys(
        in: decoder, known: CodingKeys.allCases.map(\.rawValue))
      let container = try decoder.container(keyedBy: CodingKeys.self)
      kind = try container.decode(String.self, forKey: .kind)
      change = try container.decode(String.self, forKey: .change)
    }
  }

  /// Any key of a JSON object, to list them all.
  private struct AnyKey: CodingKey {
    let stringValue: String
    let intValue: Int? = nil
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }
}
