import Domain
import Foundation

/// A kept change as its row holds it: its kind, its JSON, and a checksum of both, so a row
/// damaged on the disk is found before anything is sent from it.
///
/// - `add`, `update` (a whole trip, as the previous version kept every change to a trip, and
///   as a replacement is kept) and `remove` hold a ``StoredTrip``;
/// - `edit` holds a ``StoredEdit``: only the fields the edit names, each with its base.
///
/// Decoding is strict: a key this version does not know, a field without its base or its
/// value, a text that was not valid UTF-8, or a checksum that does not match is damage.
struct KeptChangeRecord: Equatable {
  /// What kind of change the row holds.
  let kind: String
  /// The change's JSON.
  let text: String

  /// The record of `operation`.
  init(_ operation: PendingChange.Operation) {
    switch operation {
    case .add(let draft, let number):
      (kind, text) = ("add", Self.encoded(StoredTrip(draft, number: number)))
    case .edit(let edit): (kind, text) = ("edit", Self.encoded(StoredEdit(edit)))
    case .replace(let trip): (kind, text) = ("update", Self.encoded(StoredTrip(trip)))
    case .remove(let trip): (kind, text) = ("remove", Self.encoded(StoredTrip(trip)))
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
  func operation(checksum: Int64?, at path: String) throws(TripStoreError)
    -> PendingChange.Operation
  {
    let damaged = TripStoreError(location: path, problem: .damaged("a kept change"))
    if let checksum {
      guard checksum == self.checksum else { throw damaged }
    } else if text.unicodeScalars.contains("\u{FFFD}") {
      // Without a checksum, a byte that was not UTF-8 shows only as the replacement.
      throw damaged
    }
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

  /// The store's trip kept with a conflict, decoded as strictly as a change.
  static func trip(_ text: String, at path: String) throws(TripStoreError) -> Trip {
    guard !text.unicodeScalars.contains("\u{FFFD}"),
      let stored = decoded(StoredTrip.self, text)
    else { throw TripStoreError(location: path, problem: .damaged("a conflict's trip")) }
    return try stored.trip(at: path)
  }

  /// The JSON of a trip kept with a conflict.
  static func text(of trip: Trip) -> String {
    encoded(StoredTrip(trip))
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

  /// Any key of a JSON object, to list them all.
  private struct AnyKey: CodingKey {
    let stringValue: String
    let intValue: Int? = nil
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }
}
