import Domain

/// The changes kept on this computer at a glance: how many wait, and which trips they name,
/// each with whether its change conflicts. Read without decoding a change, so a command can
/// mark trips and decide whether to send for the cost of a few numbers.
public struct PendingChangeGlance: Equatable, Sendable {
  /// How many changes wait to be sent.
  public var waiting: Int
  /// The trips the changes name: `true` when one of its changes conflicts.
  public var trips: [TripID: Bool]

  /// A glance at `waiting` changes naming `trips`.
  public init(waiting: Int = 0, trips: [TripID: Bool] = [:]) {
    self.waiting = waiting
    self.trips = trips
  }

  /// Whether nothing waits and nothing conflicts.
  public var isEmpty: Bool { waiting == 0 && !trips.values.contains(true) }
}
