/// One change kept on this computer, as a person reads it: sentences and cards, in order.
///
/// A waiting change is one sentence. A conflict is the server's trip and the trip as the
/// change leaves it, each under a sentence of its own (or one sentence when there is no such
/// trip), then the fields both sides changed.
public struct PendingChangeViewModel: Equatable, Sendable {
  /// What a person reads: a sentence, or a trip's card.
  public enum Line: Equatable, Sendable {
    /// A sentence, ready to display.
    case sentence(String)
    /// A trip's card.
    case card(TripViewModel)
  }

  /// What a person reads, in order.
  public let lines: [Line]
  /// For a conflict, the number of its trip, which a choice that resolves it names; `nil` for
  /// a change that waits.
  public let conflictTrip: String?

  /// A change kept on this computer, ready to read.
  ///
  /// - Parameters:
  ///   - lines: What a person reads, in order.
  ///   - conflictTrip: For a conflict, its trip's number.
  public init(lines: [Line], conflictTrip: String? = nil) {
    self.lines = lines
    self.conflictTrip = conflictTrip
  }
}
