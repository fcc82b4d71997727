import Domain
import Foundation
import StoreSupport

/// A problem found in a file's content, before the file's path is known to the caller.
struct ContentProblem: Error {
  let problem: TripStoreError.Problem

  init(_ problem: TripStoreError.Problem) {
    self.problem = problem
  }
}

/// The shape of a JSON store file.
///
/// ```json
/// {
///   "format" : "trips",
///   "identity" : "5f0c3e4a9b2d4c1e8f7a6b5c4d3e2f10",
///   "lastAssignedID" : 1,
///   "trips" : [
///     {
///       "actualDeparture" : "2015-10-09T13:14:53Z",
///       "arrival" : "2015-10-09T13:26:33Z",
///       "departure" : "2015-10-09T13:09:53Z",
///       "destination" : "Rotterdam",
///       "id" : 1,
///       "origin" : "Amsterdam",
///       "revision" : 2
///     },
///     {
///       "actualDeparture" : null,
///       "arrival" : "2015-10-10T07:30:00Z",
///       "departure" : "2015-10-10T07:00:00Z",
///       "destination" : null,
///       "id" : 2,
///       "origin" : null,
///       "revision" : 1
///     }
///   ],
///   "version" : 3
/// }
/// ```
///
/// `actualDeparture` is `null` until the departure is recorded. Version 1 files always held an
/// instant there; reading one, an actual departure equal to the scheduled one counts as not
/// recorded, as the SQLite store's migration to schema version 5 does. `revision` is 1 when a
/// trip is added and one more with every change; files before version 3 have none, and their
/// trips read as revision 1. `identity` tells this store from every other; a file before
/// version 3 gets one when it is next written, or when its identity is first asked for.
///
/// Keys are sorted and trips are kept in departure order, so a file changes only where its
/// trips change and reads well in a diff.
struct JSONStoreDocument: Codable {
  static let formatName = "trips"
  static let currentVersion = 3

  struct StoredTrip: Codable {
    var id: Int64
    var departure: Date
    var arrival: Date
    var actualDeparture: Date?
    var origin: String?
    var destination: String?
    /// `nil` in files before version 3.
    var revision: Int?

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(id, forKey: .id)
      try container.encode(departure, forKey: .departure)
      try container.encode(arrival, forKey: .arrival)
      try container.encode(actualDeparture, forKey: .actualDeparture)
      try container.encode(origin, forKey: .origin)
      try container.encode(destination, forKey: .destination)
      try container.encode(revision, forKey: .revision)
    }
  }

  var format: String
  var version: Int
  /// `nil` in files before version 3.
  var identity: String?
  var lastAssignedID: Int64
  var trips: [StoredTrip]

  init(_ table: TripTable) {
    self.format = Self.formatName
    self.version = Self.currentVersion
    self.identity = table.identity
    self.lastAssignedID = table.lastAssignedID
    self.trips = table.trips.map {
      StoredTrip(
        id: $0.id.rawValue, departure: $0.departure, arrival: $0.arrival,
        actualDeparture: $0.recordedDeparture, origin: $0.origin, destination: $0.destination,
        revision: $0.revision)
    }
  }

  /// The trips of a decoded file, checked against the rules every store keeps.
  func table() throws(ContentProblem) -> TripTable {
    guard format == Self.formatName else {
      throw ContentProblem(
        .notAStore("its \"format\" is \"\(format)\", not \"\(Self.formatName)\""))
    }
    guard version <= Self.currentVersion else {
      throw ContentProblem(.newerVersion(found: version, supported: Self.currentVersion))
    }
    if let identity, !TripTable.isIdentity(identity) {
      throw ContentProblem(.notAStore("its \"identity\" is not 32 hexadecimal digits"))
    }
    var seen = Set<Int64>()
    var result: [Trip] = []
    result.reserveCapacity(trips.count)
    for stored in trips {
      guard let id = TripID(rawValue: stored.id), stored.id <= lastAssignedID else {
        throw ContentProblem(
          .notAStore("trip id \(stored.id) is not between 1 and lastAssignedID"))
      }
      guard seen.insert(stored.id).inserted else {
        throw ContentProblem(.notAStore("trip id \(stored.id) appears twice"))
      }
      let revision = stored.revision ?? 1
      guard revision >= 1 else {
        throw ContentProblem(.notAStore("trip \(stored.id) has revision \(revision)"))
      }
      do {
        result.append(
          try Trip(
            id: id, departure: stored.departure, arrival: stored.arrival,
            recordedDeparture: recordedDeparture(of: stored), origin: stored.origin,
            destination: stored.destination, revision: revision))
      } catch {
        throw ContentProblem(.notAStore("trip \(stored.id) arrives before it departs"))
      }
    }
    return TripTable(trips: result, lastAssignedID: lastAssignedID, identity: identity)
  }

  /// A version 1 file wrote the scheduled departure for a departure not recorded.
  private func recordedDeparture(of stored: StoredTrip) -> Date? {
    version < 2 && stored.actualDeparture == stored.departure ? nil : stored.actualDeparture
  }

  /// Reads the form this store writes, `2015-10-09T13:09:53Z`, with integer arithmetic:
  /// about a hundred times faster than a general ISO 8601 parser, which matters for a file of
  /// a million trips. Any other form returns `nil` and goes to the general parser, and so does
  /// a year before 1583: the general formatter writes those in the Julian calendar, which this
  /// arithmetic does not know, so only the general parser reads them back to the same instant.
  static func parseUTCInstant(_ text: String) -> Date? {
    let bytes = Array(text.utf8)
    guard bytes.count == 20, bytes[4] == 45, bytes[7] == 45, bytes[10] == 84, bytes[13] == 58,
      bytes[16] == 58, bytes[19] == 90
    else { return nil }
    func number(_ range: Range<Int>) -> Int? {
      var value = 0
      for byte in bytes[range] {
        guard byte >= 48, byte <= 57 else { return nil }
        value = value * 10 + Int(byte - 48)
      }
      return value
    }
    guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
      let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
      year >= 1583, (1...12).contains(month), hour < 24, minute < 60, second < 60
    else { return nil }
    let isLeapYear = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    let monthLengths = [31, isLeapYear ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    guard (1...monthLengths[month - 1]).contains(day) else { return nil }
    // Days from 1970-01-01 to the civil date (Howard Hinnant's days_from_civil).
    let shiftedYear = month <= 2 ? year - 1 : year
    let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
    let yearOfEra = shiftedYear - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    let days = era * 146_097 + dayOfEra - 719_468
    let seconds = days * 86_400 + hour * 3_600 + minute * 60 + second
    return Date(timeIntervalSince1970: Double(seconds))
  }

  static func encoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .custom { date, encoder in
      var container = encoder.singleValueContainer()
      try container.encode(date.formatted(.iso8601))
    }
    return encoder
  }

  static func decoder() -> JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .custom { decoder in
      let container = try decoder.singleValueContainer()
      let text = try container.decode(String.self)
      guard let date = Self.parseInstant(text) else {
        throw DecodingError.dataCorruptedError(
          in: container, debugDescription: "\"\(text)\" is not an ISO 8601 instant")
      }
      return date
    }
    return decoder
  }

  private static func parseInstant(_ text: String) -> Date? {
    if let date = parseUTCInstant(text) { return date }
    return try? Date.ISO8601FormatStyle().parse(text)
  }
}
