import Domain
import Foundation

// Rows and values: how a trip is read from a row and written as parameters.
extension SQLiteTripRepository {
  /// The trip in `row`, or why the row is not one.
  func trip(from row: SQLiteConnection.Row) throws(TripStoreError) -> Trip {
    guard row.count == 7, let rawID = row.integer(0), let id = TripID(rawValue: rawID),
      let departure = row.integer(1), let arrival = row.integer(2),
      let recordedDeparture = Self.optionalInstant(row.value(3)),
      let revision = row.integer(6), revision >= 1, let revision = Int(exactly: revision)
    else {
      throw TripStoreError(
        location: file.path, problem: .damaged("a trip row has unexpected values"))
    }
    do throws(TripError) {
      return try Trip(
        id: id,
        departure: Date(timeIntervalSince1970: Double(departure)),
        arrival: Date(timeIntervalSince1970: Double(arrival)),
        recordedDeparture: recordedDeparture,
        origin: row.text(4),
        destination: row.text(5),
        revision: revision)
    } catch {
      throw TripStoreError(
        location: file.path, problem: .damaged("trip \(rawID) arrives before it departs"))
    }
  }

  static let insert = """
    INSERT INTO trips (departure, arrival, actual_departure, origin, destination)
    VALUES (?, ?, ?, ?, ?)
    """

  static func parameters(_ draft: TripDraft) -> [SQLiteConnection.Value] {
    [
      .integer(seconds(draft.departure)), .integer(seconds(draft.arrival)),
      instant(draft.recordedDeparture), text(draft.origin), text(draft.destination),
    ]
  }

  static func seconds(_ date: Date) -> Int64 {
    Int64(date.timeIntervalSince1970.rounded(.down))
  }

  /// A column that holds an instant or `NULL`: `.some(nil)` for `NULL`, `nil` for a value of
  /// another type.
  static func optionalInstant(_ value: SQLiteConnection.Value) -> Date?? {
    switch value {
    case .integer(let seconds): .some(Date(timeIntervalSince1970: Double(seconds)))
    case .null: .some(nil)
    case .text: nil
    }
  }

  static func instant(_ value: Date?) -> SQLiteConnection.Value {
    value.map { .integer(seconds($0)) } ?? .null
  }

  static func text(_ value: String?) -> SQLiteConnection.Value {
    value.map { .text($0) } ?? .null
  }

  static func integer(_ rows: [[SQLiteConnection.Value]]) -> Int64 {
    guard case .integer(let value) = rows.first?.first else { return 0 }
    return value
  }

  static func bigEndian(_ bytes: ArraySlice<UInt8>) -> Int64 {
    bytes.reduce(0) { $0 << 8 | Int64($1) }
  }
}
