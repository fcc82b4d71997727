import Domain
import Foundation
import StoreSupport

// The store as the keeper of a copy's changes made offline (``PendingChangeStore`` in the
// offline copy): the copy's own identity, its changes in the order they were made, the
// conflicts, and the numbers reserved for trips added offline. Every write waits for the disk.
extension SQLiteTripRepository {
  /// One kept change: its place in the copy's order, what it does, and, for a conflict, the
  /// store's trip when the change was refused.
  package struct KeptChange: Equatable {
    /// The change's place in the copy's order.
    package let sequence: Int64
    /// What it does.
    package let operation: PendingChange.Operation
    /// Whether the store refused it.
    package let isConflict: Bool
    /// The store's trip when it refused the change.
    package let theirs: Trip?
  }

  private static let changesTables = """
    CREATE TABLE IF NOT EXISTS changes_copy (identity TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS changes_kept (
      sequence INTEGER PRIMARY KEY AUTOINCREMENT,
      kind TEXT NOT NULL,
      trip_id INTEGER,
      trip TEXT NOT NULL,
      conflict INTEGER NOT NULL DEFAULT 0,
      theirs TEXT);
    CREATE TABLE IF NOT EXISTS changes_reserved (id INTEGER PRIMARY KEY);
    """

  /// The identity of the copy these changes belong to: made with the first change, and the
  /// same for as long as the file exists.
  package func changesIdentity() throws(TripStoreError) -> String {
    let connection = try changesConnection()
    return try sqlite { () throws(SQLiteConnection.Failure) in
      try connection.inTransaction { () throws(SQLiteConnection.Failure) -> String in
        if case .text(let identity) = try connection.query(
          "SELECT identity FROM changes_copy"
        ).first?.first {
          return identity
        }
        let identity = TripTable.newIdentity()
        try connection.query("INSERT INTO changes_copy (identity) VALUES (?)", [.text(identity)])
        return identity
      }
    }
  }

  /// Every kept change, in the order they were made; none when the file does not exist.
  package func keptChanges() throws(TripStoreError) -> [KeptChange] {
    guard let connection = try existingConnection() else { return [] }
    let rows = try sqlite { () throws(SQLiteConnection.Failure) in
      try connection.execute(Self.changesTables)
      return try connection.query(
        "SELECT sequence, kind, trip, conflict, theirs FROM changes_kept ORDER BY sequence")
    }
    return try rows.map { row throws(TripStoreError) in try keptChange(from: row) }
  }

  /// Keeps a change, after every change kept before it, and waits for the disk: the sequence
  /// it takes is never taken again. An add with `reservedNumber` takes the smallest reserved
  /// number in the same transaction; `nil` when none is left.
  package func keepChange(_ operation: PendingChange.Operation, reservedNumber: Bool)
    throws(TripStoreError) -> (sequence: Int64, operation: PendingChange.Operation)?
  {
    let connection = try changesConnection(durably: true)
    return try sqlite {
      () throws(SQLiteConnection.Failure) -> (Int64, PendingChange.Operation)? in
      try connection.inTransaction {
        () throws(SQLiteConnection.Failure) -> (Int64, PendingChange.Operation)? in
        var kept = operation
        if reservedNumber, case .add(let draft, _) = operation {
          guard
            case .integer(let number) = try connection.query(
              "SELECT min(id) FROM changes_reserved"
            ).first?.first, let id = TripID(rawValue: number)
          else { return nil }
          try connection.query("DELETE FROM changes_reserved WHERE id = ?", [.integer(number)])
          kept = .add(draft, number: id)
        }
        let (kind, trip) = Self.columns(of: kept)
        let id = PendingChange(key: ChangeKey(copy: "", sequence: 0), operation: kept).tripID
        try connection.query(
          "INSERT INTO changes_kept (kind, trip_id, trip) VALUES (?, ?, ?)",
          [.text(kind), id.map { .integer($0.rawValue) } ?? .null, .text(trip)])
        return (connection.lastInsertedRowID, kept)
      }
    }
  }

  /// The trips the kept changes name, each with whether its change conflicts, and how many
  /// changes wait: read without decoding a change.
  package func keptTrips() throws(TripStoreError) -> (trips: [(Int64, Bool)], waiting: Int) {
    guard let connection = try existingConnection() else { return ([], 0) }
    let rows = try sqlite { () throws(SQLiteConnection.Failure) in
      try connection.execute(Self.changesTables)
      return try connection.query("SELECT trip_id, conflict FROM changes_kept")
    }
    var trips: [(Int64, Bool)] = []
    var waiting = 0
    for row in rows {
      let conflict = row.count == 2 && row[1] == .integer(1)
      if !conflict { waiting += 1 }
      if case .integer(let id) = row.first { trips.append((id, conflict)) }
    }
    return (trips, waiting)
  }

  /// Forgets the changes `sequences`, in one transaction: the store applied them, or a person
  /// dropped them. `whenNoneIsLeft` runs inside the transaction when no change is left, while
  /// no other process can keep one. The commit does not wait for the disk: a change forgotten
  /// and then lost is sent again under its key, which the store answers with its result.
  package func forgetChanges(_ sequences: [Int64], whenNoneIsLeft: () -> Void)
    throws(TripStoreError)
  {
    let connection = try changesConnection(durably: false)
    try sqlite { () throws(SQLiteConnection.Failure) in
      try connection.inTransaction { () throws(SQLiteConnection.Failure) in
        for sequence in sequences {
          try connection.query(
            "DELETE FROM changes_kept WHERE sequence = ?", [.integer(sequence)])
        }
        if try connection.query("SELECT 1 FROM changes_kept LIMIT 1").isEmpty {
          whenNoneIsLeft()
        }
      }
    }
  }

  /// Keeps the change `sequence` as a conflict with the store's trip `theirs`.
  package func keepAsConflict(_ sequence: Int64, theirs: Trip?) throws(TripStoreError) {
    let connection = try changesConnection()
    try sqlite { () throws(SQLiteConnection.Failure) in
      try connection.query(
        "UPDATE changes_kept SET conflict = 1, theirs = ? WHERE sequence = ?",
        [theirs.map { .text(Self.encoded($0)) } ?? .null, .integer(sequence)])
    }
  }

  /// How many reserved numbers are left; none when the file does not exist.
  package func reservedNumbersLeft() throws(TripStoreError) -> Int {
    guard let connection = try existingConnection() else { return 0 }
    let rows = try sqlite { () throws(SQLiteConnection.Failure) in
      try connection.execute(Self.changesTables)
      return try connection.query("SELECT count(*) FROM changes_reserved")
    }
    guard case .integer(let count) = rows.first?.first else { return 0 }
    return Int(count)
  }

  /// Keeps `numbers`, reserved from the store, for trips added offline.
  package func keepReserved(_ numbers: ClosedRange<Int64>) throws(TripStoreError) {
    let connection = try changesConnection()
    try sqlite { () throws(SQLiteConnection.Failure) in
      try connection.inTransaction { () throws(SQLiteConnection.Failure) in
        for number in numbers {
          try connection.query(
            "INSERT OR IGNORE INTO changes_reserved (id) VALUES (?)", [.integer(number)])
        }
      }
    }
  }

  /// The connection, with the tables made; with `durably`, every commit waits for the disk.
  private func changesConnection(durably: Bool = true) throws(TripStoreError) -> SQLiteConnection {
    let connection = try connectionCreatingStore()
    try sqlite { () throws(SQLiteConnection.Failure) in
      try connection.execute(durably ? "PRAGMA synchronous = FULL" : "PRAGMA synchronous = NORMAL")
      try connection.execute(Self.changesTables)
    }
    return connection
  }

  private func keptChange(from row: [SQLiteConnection.Value]) throws(TripStoreError) -> KeptChange {
    guard row.count == 5, case .integer(let sequence) = row[0], case .text(let kind) = row[1],
      case .text(let text) = row[2], case .integer(let conflict) = row[3],
      let trip = Self.decoded(text)
    else { throw TripStoreError(location: file.path, problem: .damaged("a kept change")) }
    let operation: PendingChange.Operation
    switch kind {
    case "add": operation = .add(try trip.draft(at: file.path), number: trip.tripID)
    case "update": operation = .update(try trip.trip(at: file.path))
    case "remove": operation = .remove(try trip.trip(at: file.path))
    default: throw TripStoreError(location: file.path, problem: .damaged("a kept change"))
    }
    var theirs: Trip?
    if case .text(let text) = row[4] {
      theirs = try Self.decoded(text)?.trip(at: file.path)
    }
    return KeptChange(
      sequence: sequence, operation: operation, isConflict: conflict != 0, theirs: theirs)
  }

  private static func columns(of operation: PendingChange.Operation) -> (String, String) {
    switch operation {
    case .add(let draft, let number):
      ("add", encoded(StoredTrip(draft, number: number)))
    case .update(let trip): ("update", encoded(trip))
    case .remove(let trip): ("remove", encoded(trip))
    }
  }

  private static func encoded(_ trip: Trip) -> String {
    encoded(StoredTrip(trip))
  }

  private static func encoded(_ trip: StoredTrip) -> String {
    // Encoding plain numbers and strings cannot fail.
    String(decoding: (try? JSONEncoder().encode(trip)) ?? Data(), as: UTF8.self)
  }

  private static func decoded(_ text: String) -> StoredTrip? {
    try? JSONDecoder().decode(StoredTrip.self, from: Data(text.utf8))
  }
}

/// A trip as a kept change holds it: instants in whole seconds since 1970.
private struct StoredTrip: Codable {
  var id: Int64?
  var departureSeconds: Int64
  var arrivalSeconds: Int64
  var recordedSeconds: Int64?
  var origin: String?
  var destination: String?
  var revision: Int

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
