import Domain

/// The changes kept on this computer at a glance: how many wait, and which trips they name,
/// each with whether its change conflicts. Read without decoding a change, so a command can
/// mark trips and decide whether to send for the cost of a few numbers.
public struct PendingChangeGlance: Equatable, Sendable {
  /// How many changes wait to be sent.
  public var waiting: Int
  /// The trips the changes name: `true` when one of its changes conflicts.
  public var trips: [TripID: Bool]
  /// How many of the waiting changes name a trip whose earlier change conflicts: they wait
  /// for a person to resolve it, not for a sync.
  public var blocked: Int

  /// A glance at `waiting` changes naming `trips`, of which `blocked` wait behind a conflict.
  public init(waiting: Int = 0, trips: [TripID: Bool] = [:], blocked: Int = 0) {
    self.waiting = waiting
    self.trips = trips
    self.blocked = blocked
  }

  /// A glance at the kept changes, one row each in the order they were made: the trips it
  /// names that have a number, and whether it conflicts. A waiting change that names a trip
  /// of a conflict waits behind it, and so does every later change to any trip it names.
  public init(rows: [(trips: [TripID], conflict: Bool)]) {
    self.init(waiting: rows.filter { !$0.conflict }.count)
    for row in rows {
      for id in row.trips { trips[id] = (trips[id] ?? false) || row.conflict }
    }
    var held = Set(trips.filter(\.value).keys)
    for row in rows where !row.conflict && row.trips.contains(where: held.contains) {
      blocked += 1
      held.formUnion(row.trips)
    }
  }

  /// Whether nothing waits and nothing conflicts.
  public var isEmpty: Bool { waiting == 0 && !trips.values.contains(true) }
}
