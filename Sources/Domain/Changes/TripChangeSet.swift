import Foundation

/// Intents on one or more trips that a store applies all or nothing: the one way to write
/// trips (``TripStore/apply(_:)``).
///
/// A use case builds a set from the domain's rules: `Trip`'s methods make the trip after, and
/// ``TripEdit/init(from:to:)`` turns the trip before and the trip after into the fields set.
public struct TripChangeSet: Equatable, Sendable {
  /// What a set does to the store's trips, worked out before anything is written.
  public struct Applied: Equatable, Sendable {
    /// The new trips to insert, in the set's order.
    public var added: [Trip] = []
    /// The stored trips to write again, each once, as the set leaves them.
    public var changed: [Trip] = []
    /// The stored trips to remove.
    public var removed: [TripID] = []
    /// The trips as the set leaves them: one for each change except a removal, in the set's
    /// order.
    public var trips: [Trip] = []

    /// What a set does to the store's trips.
    ///
    /// - Parameters:
    ///   - added: The new trips to insert.
    ///   - changed: The stored trips to write again.
    ///   - removed: The stored trips to remove.
    ///   - trips: The trips as the set leaves them.
    public init(
      added: [Trip] = [], changed: [Trip] = [], removed: [TripID] = [], trips: [Trip] = []
    ) {
      (self.added, self.changed, self.removed, self.trips) = (added, changed, removed, trips)
    }
  }

  /// The intents, in the order they apply.
  public let changes: [TripChange]

  /// A set of `changes`, applied in their order.
  ///
  /// - Parameter changes: The intents; a later one sees what an earlier one did.
  public init(_ changes: [TripChange]) {
    self.changes = changes
  }

  /// The numbers of the stored trips the set names, each once, in the set's order.
  public var tripIDs: [TripID] {
    var seen = Set<TripID>()
    return changes.compactMap(\.tripID).filter { seen.insert($0).inserted }
  }

  /// The numbers of the trips the set removes, in its order.
  public var removals: [TripID] {
    changes.compactMap { change in
      guard case .remove(let trip) = change else { return nil }
      return trip.id
    }
  }

  /// How many adds wait for the store's next numbers.
  public var unnumberedAdds: Int {
    changes.count { if case .add(_, nil) = $0 { true } else { false } }
  }

  /// The set with its adds that wait for a number numbered `numbers`, in order.
  ///
  /// - Parameter numbers: One number for each of ``unnumberedAdds``, in order.
  /// - Precondition: `numbers` has a number for each of ``unnumberedAdds``.
  public func numbered(_ numbers: [TripID]) -> TripChangeSet {
    precondition(numbers.count >= unnumberedAdds, "every add waiting for a number gets one")
    var numbers = numbers[...]
    return TripChangeSet(
      changes.map { change in
        guard case .add(let draft, nil) = change, let number = numbers.popFirst() else {
          return change
        }
        return .add(draft, number: number)
      })
  }

  /// What the set does to the store's trips `stored`: every change merged in order, the domain's
  /// rules checked on every resulting trip, each add without a number numbered after
  /// `highestAssigned`.
  ///
  /// - Parameters:
  ///   - stored: The store's trips that have the numbers in ``tripIDs``, read in the
  ///     transaction that writes the result; a number the store lacks is left out.
  ///   - highestAssigned: The highest number the store assigned before this set. An add under
  ///     a higher number conflicts: a number is added under only once the store assigned it
  ///     (the offline copy adds under numbers it reserved). The adds without a number take the
  ///     next ones, in order.
  /// - Returns: What to write.
  /// - Throws: ``TripRepositoryError/notFound(_:)`` for the first trip the store lacks, or
  ///   ``TripRepositoryError/changedElsewhere(_:)`` naming every trip in conflict once, with
  ///   its fields; then nothing may be written.
  public func applied(to stored: [TripID: Trip], highestAssigned: Int64)
    throws(TripRepositoryError) -> Applied
  {
    let unassigned = changes.compactMap { change -> TripConflict? in
      guard case .add(_, let number?) = change, number.rawValue > highestAssigned else {
        return nil
      }
      return TripConflict(id: number, fields: [])
    }
    guard unassigned.isEmpty else { throw .changedElsewhere(unassigned) }
    let newNumbers = (0..<Int64(unnumberedAdds)).compactMap {
      TripID(rawValue: highestAssigned + 1 + $0)
    }
    var current: [TripID: Trip] = stored
    var conflicts: [TripConflict] = []
    var missing: [TripID] = []
    var applied = Applied()
    var touched: [TripID] = []
    func conflict(_ found: TripConflict) {
      guard let index = conflicts.firstIndex(where: { $0.id == found.id }) else {
        return conflicts.append(found)
      }
      let fields = Set(conflicts[index].fields).union(found.fields).sorted()
      conflicts[index] = TripConflict(id: found.id, fields: fields)
    }
    for change in numbered(newNumbers).changes {
      // A number the store holds is never given to an added trip, even once that trip goes.
      if case .add(_, let number?) = change, stored[number] != nil {
        conflict(TripConflict(id: number, fields: []))
        continue
      }
      let id = change.tripID
      switch change.effect(on: id.flatMap { current[$0] }) {
      case .write(let trip):
        current[trip.id] = trip
        touched.append(trip.id)
        applied.trips.append(trip)
      case .unchanged(let trip):
        applied.trips.append(trip)
      case .remove(let id):
        current[id] = nil
        touched.append(id)
      case .missing(let id):
        missing.append(id)
      case .conflict(let found):
        conflict(found)
      }
    }
    if let id = missing.first { throw .notFound(id) }
    guard conflicts.isEmpty else { throw .changedElsewhere(conflicts) }
    var seen = Set<TripID>()
    for id in touched where seen.insert(id).inserted {
      switch (stored[id], current[id]) {
      case (nil, let trip?): applied.added.append(trip)
      case (_?, let trip?): applied.changed.append(trip)
      case (_?, nil): applied.removed.append(id)
      case (nil, nil): break
      }
    }
    return applied
  }
}
