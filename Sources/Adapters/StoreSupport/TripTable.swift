import Domain
import Foundation

/// Trips held in departure order, with the last identifier ever assigned.
///
/// The in-memory and JSON stores keep their trips in this shape: a sorted array gives pages
/// by binary search, and remembering the last assigned identifier, rather than the largest
/// present, keeps identifiers from being reused after a removal.
package struct TripTable: Equatable, Sendable {
  /// Every trip, ordered by `Trip.departureOrder(_:_:)`.
  package private(set) var trips: [Trip]
  /// The largest identifier ever assigned; 0 in a new store.
  package private(set) var lastAssignedID: Int64
  /// The store's identity; `nil` only for a file written before stores had one.
  package var identity: String?

  /// An empty table with a new identity.
  package init() {
    self.trips = []
    self.lastAssignedID = 0
    self.identity = Self.newIdentity()
  }

  /// A table of trips read from a file, in any order.
  package init(trips: [Trip], lastAssignedID: Int64, identity: String?) {
    self.trips = trips.sorted(by: Trip.departureOrder)
    self.lastAssignedID = lastAssignedID
    self.identity = identity
  }

  /// Whether `text` has the form of an identity: 32 lowercase hexadecimal digits.
  package static func isIdentity(_ text: String) -> Bool {
    text.utf8.count == 32
      && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
  }

  /// A new, random identity: 32 lowercase hexadecimal digits.
  package static func newIdentity() -> String {
    UUID().uuidString.lowercased().filter { $0 != "-" }
  }

  /// The trip numbered `id`, if the table holds it.
  package func trip(withID id: TripID) -> Trip? {
    trips.first { $0.id == id }
  }

  /// Up to `limit` trips after `cursor`, in departure order.
  package func page(after cursor: TripCursor?, limit: Int) -> [Trip] {
    let start = cursor.map { cursor in insertionIndex { cursor.precedes($0) } } ?? 0
    return Array(trips[start..<min(trips.count, start + max(1, limit))])
  }

  /// The trips after `cursor` that arrive after `instant`, walking the departure order from
  /// the cursor: the trips a page skips are the ones that have already arrived.
  package func page(arrivingAfter instant: Date, after cursor: TripCursor?, limit: Int) -> [Trip] {
    let start = cursor.map { cursor in insertionIndex { cursor.precedes($0) } } ?? 0
    return Array(trips[start...].lazy.filter { $0.arrival > instant }.prefix(max(1, limit)))
  }

  /// Stores `draft` under the next identifier.
  package mutating func add(_ draft: TripDraft) -> Trip {
    lastAssignedID += 1
    // The identifier is positive by construction, so the force unwrap cannot fail.
    let trip = Trip(id: TripID(rawValue: lastAssignedID)!, draft: draft)
    insert(trip)
    return trip
  }

  /// Sets aside the next `count` identifiers, so that no other add is given them.
  package mutating func reserve(_ count: Int) -> ClosedRange<Int64> {
    let first = lastAssignedID + 1
    lastAssignedID += Int64(max(1, count))
    return first...lastAssignedID
  }

  /// Stores `draft` under `id`, an identifier reserved before; `nil` when a trip has it.
  package mutating func add(_ draft: TripDraft, as id: TripID) -> Trip? {
    guard trip(withID: id) == nil, id.rawValue <= lastAssignedID else { return nil }
    let trip = Trip(id: id, draft: draft)
    insert(trip)
    return trip
  }

  /// Stores many drafts under consecutive identifiers, sorting once rather than inserting
  /// each in place.
  package mutating func addAll(_ drafts: [TripDraft]) {
    trips.reserveCapacity(trips.count + drafts.count)
    for draft in drafts {
      lastAssignedID += 1
      trips.append(Trip(id: TripID(rawValue: lastAssignedID)!, draft: draft))
    }
    trips.sort(by: Trip.departureOrder)
  }

  /// Stores `trip` in place of the trip with its identifier, whatever that one's revision.
  package mutating func store(_ trip: Trip) {
    trips.removeAll { $0.id == trip.id }
    insert(trip)
  }

  /// Applies `changes` all or nothing: its adds take the next numbers, and the result of
  /// ``TripChangeSet/applied(to:highestAssigned:)`` is written only when every change applies.
  ///
  /// - Returns: The trips as the set leaves them.
  package mutating func apply(_ changes: TripChangeSet) throws(TripRepositoryError) -> [Trip] {
    let stored = Dictionary(
      uniqueKeysWithValues: changes.tripIDs.compactMap { id in trip(withID: id).map { (id, $0) } })
    let applied = try changes.applied(to: stored, highestAssigned: lastAssignedID)
    lastAssignedID += Int64(changes.unnumberedAdds)
    for trip in applied.added { insert(trip) }
    for trip in applied.changed { store(trip) }
    trips.removeAll { applied.removed.contains($0.id) }
    return applied.trips
  }

  /// Removes the trip numbered `id`, whatever its revision.
  package mutating func remove(_ id: TripID) {
    trips.removeAll { $0.id == id }
  }

  private mutating func insert(_ trip: Trip) {
    let index = insertionIndex { !Trip.departureOrder($0, trip) }
    trips.insert(trip, at: index)
  }

  /// The first index whose trip satisfies `isAtOrAfter`, which must be false for a prefix of
  /// the array and true for the rest.
  private func insertionIndex(where isAtOrAfter: (Trip) -> Bool) -> Int {
    var low = 0
    var high = trips.count
    while low < high {
      let middle = (low + high) / 2
      if isAtOrAfter(trips[middle]) { high = middle } else { low = middle + 1 }
    }
    return low
  }
}
