import Domain
import OfflineChanges

/// Changes kept in memory, for tests of the copy: the same rules as
/// ``SQLitePendingChanges``, held to the same contract suite.
public actor InMemoryPendingChanges: PendingChangeStore {
  private var changes: [(change: PendingChange, conflict: Bool, theirs: [Trip])] = []
  private var reserved: [Int64] = []
  private var lastSequence: Int64 = 0
  private var sending = false
  private let identity: String

  /// An empty store of changes for the copy `identity`.
  public init(identity: String = "0123456789abcdef0123456789abcdef") {
    self.identity = identity
  }

  /// Whether a change waits or conflicts.
  public func holdsChanges() -> Bool { !changes.isEmpty }

  /// The trips the changes name, and how many wait.
  public func glance() -> PendingChangeGlance {
    PendingChangeGlance(rows: changes.map { ($0.change.tripIDs, $0.conflict) })
  }

  /// The waiting changes and the conflicts, in order.
  public func summary() -> PendingChange.Summary {
    PendingChange.Summary(
      waiting: changes.filter { !$0.conflict }.map(\.change),
      conflicts: changes.filter(\.conflict).map {
        ChangeConflict(change: $0.change, theirs: $0.theirs)
      })
  }

  /// Keeps a change under the next key.
  public func keep(_ kept: TripChangeSet) -> PendingChange {
    lastSequence += 1
    let change = PendingChange(
      key: ChangeKey(copy: identity, sequence: lastSequence), changes: kept)
    changes.append((change, false, []))
    return change
  }

  /// Keeps a change with its adds under the smallest reserved numbers.
  public func keepNumbered(_ kept: TripChangeSet) -> PendingChange? {
    let numbers = reserved.sorted().prefix(kept.unnumberedAdds).compactMap(TripID.init(rawValue:))
    guard numbers.count == kept.unnumberedAdds else { return nil }
    reserved.removeAll { number in numbers.contains { $0.rawValue == number } }
    return keep(kept.numbered(numbers))
  }

  /// Forgets changes.
  public func forget(_ forgotten: [PendingChange]) {
    let keys = Set(forgotten.map(\.key))
    changes.removeAll { keys.contains($0.change.key) }
  }

  /// Keeps a change as a conflict with the store's trips.
  public func keepAsConflict(_ change: PendingChange, theirs: [Trip]) {
    guard let index = changes.firstIndex(where: { $0.change.key == change.key }) else { return }
    changes[index].conflict = true
    changes[index].theirs = theirs
  }

  /// How many reserved numbers are left.
  public func reservedNumbersLeft() -> Int { reserved.count }

  /// Keeps reserved numbers.
  public func keepReserved(_ numbers: ClosedRange<Int64>) {
    reserved = Array(Set(reserved).union(numbers)).sorted()
  }

  /// The copy's identity.
  public func copyIdentity() -> String { identity }

  /// Becomes the one sender, if no other is sending.
  public func startSending() -> Bool {
    guard !sending else { return false }
    sending = true
    return true
  }

  /// Lets another sender send.
  public func stopSending() { sending = false }
}
