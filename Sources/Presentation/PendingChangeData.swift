/// One change kept on this computer, as a program reads it: its trip's number, its state, and
/// for a conflict the fields both sides changed and both trips.
public struct PendingChangeData: Equatable, Sendable {
  /// Whether the change waits to be sent or conflicts.
  public enum State: String, Equatable, Sendable {
    /// It waits to be sent.
    case waiting
    /// The server refused it; it waits for a person to choose.
    case conflict
  }

  /// A trip, as its words and its values, as ``TripDataView`` receives one.
  public struct Card: Equatable, Sendable {
    /// The trip as text.
    public let trip: TripViewModel
    /// The trip's numbers and instants.
    public let values: TripValues

    /// A trip as both view models.
    ///
    /// - Parameters:
    ///   - trip: The trip as text.
    ///   - values: The trip's numbers and instants.
    public init(_ trip: TripViewModel, _ values: TripValues) {
      self.trip = trip
      self.values = values
    }
  }

  /// The number of the change's trip; `nil` for a trip added offline without one yet.
  public let tripID: Int64?
  /// Whether it waits or conflicts.
  public let state: State
  /// For a conflict, the keys of the fields both sides changed, such as `destination`.
  public let fields: [String]
  /// For a conflict, the server's trip; `nil` when it was removed there, or for a waiting change.
  public let theirs: Card?
  /// For a conflict, the trip as the change leaves it; `nil` for a removal, or for a waiting
  /// change.
  public let mine: Card?

  /// A change kept on this computer, as keys and values.
  ///
  /// - Parameters:
  ///   - tripID: The number of the change's trip, if it has one.
  ///   - state: Whether it waits or conflicts.
  ///   - fields: For a conflict, the keys of the fields both sides changed.
  ///   - theirs: For a conflict, the server's trip, if it has one.
  ///   - mine: For a conflict, the trip as the change leaves it, if any.
  public init(
    tripID: Int64?, state: State, fields: [String] = [], theirs: Card? = nil, mine: Card? = nil
  ) {
    self.tripID = tripID
    self.state = state
    self.fields = fields
    self.theirs = theirs
    self.mine = mine
  }
}
