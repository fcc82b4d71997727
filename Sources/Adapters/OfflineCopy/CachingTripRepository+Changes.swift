import Domain
import Foundation
import OfflineChanges
import SQLiteStore
import StoreCapabilities
import StoreSupport

// Changes through the copy: each one kept before it is sent with its key, kept again when
// the store is away, and sent in order at the start of the next command that reaches it.
extension CachingTripRepository: PendingChangeSending {
  /// What one round of sending did.
  struct SendingRound {
    var applied: [PendingChange] = []
    var conflicts: [ChangeConflict] = []
    /// What the store did with the change this command made, when it was sent.
    var own: PendingChange.Outcome?
    /// Why sending stopped before the end, when it did.
    var stopped: TripStoreError?
    /// The change whose sending failed with `stopped`.
    var stoppedAt: ChangeKey?
    /// The trip whose earlier change conflicts, when the change this command made waits
    /// behind it.
    var ownBlockedBy: TripID?
    /// What is kept after the round.
    var left = PendingChangeGlance()
  }

  /// Whether `error` means the store is away for changes: it cannot be reached, or none of
  /// its hosts takes changes yet. A change is kept on this computer then.
  static func isAway(_ error: TripStoreError) -> Bool {
    error.problem == .unreachable || error.problem == .readOnly(.noneTakesChangesYet)
  }

  /// Whether `problem` means the kept changes cannot be read, so nothing was sent from them.
  static func isUnreadable(_ problem: TripStoreError.Problem) -> Bool {
    switch problem {
    case .damaged, .notAStore, .newerVersion, .unreadable: true
    default: false
    }
  }

  /// Makes a change: kept, then sent after the changes kept before it. Without a store that
  /// applies keyed changes, or without a folder for the copy, the change goes straight to the
  /// store, as it did before changes were kept.
  ///
  /// - Parameters:
  ///   - changes: The change: one or more intents, all or nothing.
  ///   - bases: The trips as the person saw them, for edits: what this computer shows until
  ///     the store has the change.
  /// - Returns: The trips the change names, as it left them.
  func submit(_ changes: TripChangeSet, over bases: [Trip] = [])
    async throws(TripRepositoryError) -> [Trip]
  {
    guard let applying = remote as? any TripChangeApplying else {
      return try await direct(changes)
    }
    let found: TripStoreIdentity?
    do throws(TripStoreError) {
      if let awayAtStart { throw awayAtStart }
      found = try await remote.identity()
    } catch {
      guard Self.isAway(error), !freshOnly, let known = folder.identity(at: address) else {
        throw .store(error)
      }
      return try await keepHere(changes, over: bases, for: known, after: error)
    }
    // A store not made yet is made by its first change, which needs no key.
    guard let identity = found else { return try await direct(changes) }
    let kept = changesFor(identity)
    try await refuseIfConflicting(changes, in: kept)
    // The change is kept only while this process is the one sender, so no other process
    // sends it and leaves this one unsure whether it was made.
    guard await waitToSend(kept) else {
      throw .store(TripStoreError(location: address, problem: .busy))
    }
    let change: PendingChange
    do throws(TripStoreError) {
      // An add takes a number this copy reserved, when it has one, so the trips one computer
      // adds are numbered in turn. The adds of a set of several intents take the store's
      // numbers: a set the store refuses would use up reserved numbers.
      if changes.changes.count == 1, changes.unnumberedAdds == 1,
        let numbered = try await kept.keepNumbered(changes)
      {
        change = numbered
      } else {
        change = try await kept.keep(changes)
      }
    } catch {
      await kept.stopSending()
      throw .store(error)
    }
    let round = await send(kept, through: applying, own: change.key, alreadySending: true)
    switch round.own {
    case .applied(let trips):
      return trips
    case .conflict(let theirs):
      // Made online, so refused as before: the person sees it now, in the port's words.
      throw Self.refusal(of: change.changes, theirs: theirs)
    case nil:
      if let id = round.ownBlockedBy {
        // An earlier change to a trip it names conflicted just now: this one waits for a
        // person.
        try? await kept.forget([change])
        throw .unresolvedConflict(id)
      }
      let failure = round.stopped ?? TripStoreError(location: address, problem: .busy)
      if failure.problem == .outcomeUnknown {
        guard round.stoppedAt == change.key else {
          // An earlier change's answer was lost; this one was not sent, and is not kept.
          try? await kept.forget([change])
          throw .store(TripStoreError(location: address, problem: .busy))
        }
        // Asked twice and still unknown: the key lets the next sender find out.
        throw .store(failure)
      }
      guard Self.isAway(failure), !freshOnly, change.changes.unnumberedAdds == 0 else {
        try? await kept.forget([change])
        // A lone add found no reserved number; a larger set's adds waited for the store's.
        if Self.isAway(failure), !freshOnly, change.changes.changes.count == 1 {
          await tell(.noNumbersLeft(location: address))
        }
        throw .store(failure)
      }
      // Kept already: it is shown from the copy and sent later.
      let result = change.results(over: bases)
      await showInCopy(change.changes, as: result, keptFor: identity)
      await tell(.keptHere(location: address))
      return result
    }
  }

  /// The port's refusal of `changes`, which the store refused with its trips `theirs`:
  /// ``TripRepositoryError/notFound(_:)`` for a trip it lacks, or
  /// ``TripRepositoryError/changedElsewhere(_:)`` naming every trip in conflict.
  static func refusal(of changes: TripChangeSet, theirs: [Trip]) -> TripRepositoryError {
    // An add the store numbers cannot conflict; the rest meet the domain's rule again.
    let numbered = TripChangeSet(
      changes.changes.filter { if case .add(_, nil) = $0 { false } else { true } })
    var stored: [TripID: Trip] = [:]
    for trip in theirs { stored[trip.id] = trip }
    do throws(TripRepositoryError) {
      _ = try numbered.applied(to: stored, highestAssigned: .max)
    } catch {
      return error
    }
    // The store's trips moved on while the change was sent: nothing names a field now.
    return .changedElsewhere(changes.tripIDs.prefix(1).map { TripConflict(id: $0, fields: []) })
  }

  /// Becomes the one sender of `changes`, waiting up to ``sendingBudget`` while another
  /// process of this computer sends: each holds the lock for one round.
  private func waitToSend(_ changes: any PendingChangeStore) async -> Bool {
    let tries = Int(Self.sendingBudget * 100)
    for _ in 0..<tries {
      if await changes.startSending() { return true }
      try? await Task.sleep(for: .milliseconds(10))
    }
    return false
  }

  /// Keeps a change made while the store is away, and shows it in the copy at once.
  private func keepHere(
    _ changes: TripChangeSet, over bases: [Trip], for identity: TripStoreIdentity,
    after failure: TripStoreError
  ) async throws(TripRepositoryError) -> [Trip] {
    let kept = changesFor(identity)
    try await refuseIfConflicting(changes, in: kept)
    let change = try await repositoryFailure { () throws(TripStoreError) in
      if changes.unnumberedAdds > 0 {
        guard let change = try await kept.keepNumbered(changes) else {
          await tell(.noNumbersLeft(location: address))
          throw failure
        }
        return change
      }
      return try await kept.keep(changes)
    }
    let result = change.results(over: bases)
    await showInCopy(change.changes, as: result, keptFor: identity)
    await tell(.keptHere(location: address))
    await learnMarks(from: kept)
    return result
  }

  /// Learns which trips have a change kept, for the screens to mark.
  ///
  /// - Returns: What is kept, at a glance; nothing when it cannot be read.
  @discardableResult
  func learnMarks(from changes: any PendingChangeStore) async -> PendingChangeGlance {
    let glance =
      await changes.holdsChanges()
      ? (try? await changes.glance()) ?? PendingChangeGlance() : .init()
    keptChangeMarks.withLock { $0 = glance.trips }
    return glance
  }

  /// Refuses a change to a trip whose earlier change conflicts and is not resolved, and any
  /// change while the kept changes cannot be read: nothing is written into a file that does
  /// not check.
  private func refuseIfConflicting(_ changes: TripChangeSet, in kept: any PendingChangeStore)
    async throws(TripRepositoryError)
  {
    guard await kept.holdsChanges() else { return }
    let summary = try await repositoryFailure { () throws(TripStoreError) in
      try await kept.summary()
    }
    let conflicting = Set(summary.conflicts.flatMap(\.change.tripIDs))
    if let id = changes.tripIDs.first(where: conflicting.contains) {
      throw .unresolvedConflict(id)
    }
  }

  /// The change sent straight to the store, without a key.
  private func direct(_ changes: TripChangeSet) async throws(TripRepositoryError) -> [Trip] {
    let trips = try await remote.apply(changes)
    await showInCopy(written: trips, removed: Self.removed(by: changes, leaving: trips))
    return trips
  }

  /// The trips `changes` removes that are not among `trips`, the trips it left.
  private static func removed(by changes: TripChangeSet, leaving trips: [Trip]) -> [TripID] {
    changes.removals.filter { id in !trips.contains { $0.id == id } }
  }

  // MARK: - Sending

  /// Sends what the copy of the store at the address keeps, before the command's own work,
  /// for at most ``sendingBudget``: only when something is kept, and only to the store the
  /// changes were made for.
  func sendAtStart() async {
    guard !startLooked else { return }
    startLooked = true
    guard let applying = remote as? any TripChangeApplying,
      let identity = folder.identity(at: address)
    else { return }
    let changes = changesFor(identity)
    guard await changes.holdsChanges() else { return }
    let glance: PendingChangeGlance
    do throws(TripStoreError) {
      glance = try await changes.glance()
    } catch {
      // Kept where they are, for a person to recover; nothing is sent from them.
      await tell(.changesUnreadable(file: error.location))
      return
    }
    keptChangeMarks.withLock { $0 = glance.trips }
    if glance.waiting == 0 && glance.trips.isEmpty {
      // A marker left by an add that found no number: nothing needs it.
      try? await changes.forget([])
    }
    guard glance.waiting > 0 else { return }
    do throws(TripStoreError) {
      // Changes made for another store are never sent to this one, nor mark its trips.
      guard try await remote.identity() == identity else {
        keptChangeMarks.withLock { $0 = [:] }
        return
      }
    } catch {
      awayAtStart = error
      return
    }
    // Another process of this computer that sends them now sends them all.
    guard await changes.startSending() else { return }
    let round = await send(
      changes, through: applying, own: nil,
      until: now().addingTimeInterval(Self.sendingBudget), alreadySending: true)
    if let stopped = round.stopped, stopped.inKeptChanges, Self.isUnreadable(stopped.problem) {
      // Kept where they are, for a person to recover; nothing was sent from them.
      await tell(.changesUnreadable(file: stopped.location))
    }
    if !round.conflicts.isEmpty { await tell(.conflicts(round.conflicts.count)) }
    let unblocked = round.left.waiting - round.left.blocked
    if unblocked > 0 { await tell(.stillWaiting(unblocked)) }
    if round.left.blocked > 0 { await tell(.waitingBehindConflicts(round.left.blocked)) }
  }

  /// Sends the waiting changes in order, each with its key. A change to a trip whose earlier
  /// change conflicts waits behind it; a refused change becomes a conflict, except the one
  /// this command made (`own`), which the command reports.
  ///
  /// The changes sent are forgotten together at the end of the round, and their trips written
  /// into the copy together: a sender stopped before then leaves them kept, and the next one
  /// sends them again under the same keys, which the store answers with the first result.
  ///
  /// - Parameter alreadySending: Whether the caller is the one sender already; otherwise the
  ///   round becomes it, or stops as busy.
  func send(
    _ changes: any PendingChangeStore, through applying: any TripChangeApplying,
    own: ChangeKey?, until deadline: Date? = nil, alreadySending: Bool = false
  ) async -> SendingRound {
    var round = SendingRound()
    let sending = alreadySending ? true : await changes.startSending()
    guard sending else {
      round.stopped = TripStoreError(location: address, problem: .busy)
      return round
    }
    let summary: PendingChange.Summary
    do throws(TripStoreError) {
      summary = try await changes.summary()
    } catch {
      await changes.stopSending()
      round.stopped = error
      return round
    }
    var blocked = Set(summary.conflicts.flatMap(\.change.tripIDs))
    var forgotten: [PendingChange] = []
    var written: [TripID: Trip] = [:]
    var removed: [TripID] = []
    for change in summary.waiting {
      if let id = change.tripIDs.first(where: blocked.contains) {
        if change.key == own { round.ownBlockedBy = id }
        // Its other trips wait behind it too, so no later change overtakes it.
        blocked.formUnion(change.tripIDs)
        continue
      }
      if let deadline, change.key != own, now() > deadline { break }
      let outcome: PendingChange.Outcome
      do throws(TripStoreError) {
        outcome = try await applyOnce(change, through: applying)
      } catch {
        round.stopped = error
        round.stoppedAt = change.key
        break
      }
      if change.key == own { round.own = outcome }
      switch outcome {
      case .applied(let trips):
        forgotten.append(change)
        round.applied.append(change)
        for trip in trips { written[trip.id] = trip }
        for id in Self.removed(by: change.changes, leaving: trips) {
          written[id] = nil
          removed.append(id)
        }
      case .conflict(let theirs):
        blocked.formUnion(change.tripIDs)
        if change.key == own {
          forgotten.append(change)
        } else {
          try? await changes.keepAsConflict(change, theirs: theirs)
          round.conflicts.append(ChangeConflict(change: change, theirs: theirs))
        }
        for id in change.tripIDs {
          written[id] = theirs.first { $0.id == id }
          if written[id] == nil { removed.append(id) }
        }
      }
    }
    do throws(TripStoreError) {
      try await changes.forget(forgotten)
    } catch {
      // Applied, but still kept: sent again, the store answers each key with its result.
      // Until then nothing is reported as sent.
      round.stopped = error
      round.applied = []
    }
    await changes.stopSending()
    await showInCopy(written: Array(written.values), removed: removed)
    if round.stopped == nil { await topUpNumbers(in: changes, through: applying) }
    round.left = await learnMarks(from: changes)
    if !summary.waiting.isEmpty {
      reporting.report(
        .changesSent(
          applied: round.applied.count, conflicts: round.conflicts.count,
          waiting: round.left.waiting))
    }
    return round
  }

  /// Applies one change; when the answer was lost, asks once more under the same key, which
  /// the store answers with the first result if it had applied it.
  private func applyOnce(_ change: PendingChange, through applying: any TripChangeApplying)
    async throws(TripStoreError) -> PendingChange.Outcome
  {
    do throws(TripStoreError) {
      return try await applying.apply(change)
    } catch {
      guard error.problem == .outcomeUnknown else { throw error }
      return try await applying.apply(change)
    }
  }

  // MARK: - Numbers for trips added offline

  /// Reserves another block when fewer than half a block is left.
  private func topUpNumbers(
    in changes: any PendingChangeStore, through applying: any TripChangeApplying
  ) async {
    guard let left = try? await changes.reservedNumbersLeft(), left < Self.reservedBlock / 2,
      let copy = try? await changes.copyIdentity(),
      let numbers = try? await applying.reserveNumbers(Self.reservedBlock, for: copy)
    else { return }
    try? await changes.keepReserved(numbers)
  }

  // MARK: - The copy shows the changes

  /// Shows a change kept for the store `identity` in the copy: the trips as it left them,
  /// and none of those it removes.
  private func showInCopy(
    _ changes: TripChangeSet, as trips: [Trip], keptFor identity: TripStoreIdentity
  ) async {
    guard
      let (copy, state) = try? await offlineCopy(
        after: TripStoreError(location: address, problem: .unreachable)),
      state.identity == identity
    else { return }
    try? await Self.write(
      trips, removing: Self.removed(by: changes, leaving: trips), to: copy, state)
  }

  /// Shows in the copy what the store holds after changes: the trips it wrote, and none of
  /// those it removed or found removed.
  func showInCopy(written: [Trip], removed: [TripID]) async {
    guard !written.isEmpty || !removed.isEmpty else { return }
    await refreshCopy(complete: false) { copy, state throws(TripStoreError) in
      try await Self.write(written, removing: removed, to: copy, state)
    }
  }

  private static func write(
    _ trips: [Trip], removing removed: [TripID], to copy: SQLiteTripRepository,
    _ state: SQLiteTripRepository.CopyState
  ) async throws(TripStoreError) {
    guard !trips.isEmpty || !removed.isEmpty else { return }
    if !trips.isEmpty { try await copy.keep(trips, covering: nil, recording: state) }
    for id in removed { try await copy.forget(tripWithID: id) }
    if trips.isEmpty { try await copy.recordRefresh(state) }
  }

  func repositoryFailure<Value>(_ body: () async throws(TripStoreError) -> Value)
    async throws(TripRepositoryError) -> Value
  {
    do throws(TripStoreError) {
      return try await body()
    } catch {
      throw .store(error)
    }
  }

  // MARK: - The port of `trips sync`, `pending` and `resolve`

  /// The changes kept for the store last seen at the address; changes kept for any other
  /// store, such as one no longer at the address, are counted in a notice.
  public func pendingChanges() async throws(TripStoreError) -> PendingChange.Summary {
    let elsewhere = await folder.copies().filter { !$0.addresses.contains(address) }
      .reduce(0) { $0 + $1.keptChanges }
    if elsewhere > 0 { await tell(.keptForOtherStores(elsewhere)) }
    guard let identity = folder.identity(at: address) else { return PendingChange.Summary() }
    return try await changesFor(identity).summary()
  }

  /// Sends every waiting change, with no time limit.
  public func sendPendingChanges() async throws(TripStoreError) -> PendingChange.Summary {
    guard let applying = remote as? any TripChangeApplying,
      let identity = folder.identity(at: address)
    else { return PendingChange.Summary() }
    guard try await remote.identity() == identity else {
      throw TripStoreError(
        location: address, problem: .notAStore("another store is at this address now"))
    }
    let changes = changesFor(identity)
    let round = await send(changes, through: applying, own: nil)
    if let stopped = round.stopped {
      // What went before the failure stays sent; the person hears how much.
      if !round.applied.isEmpty { await tell(.sentBeforeStopping(round.applied.count)) }
      throw stopped
    }
    var summary = try await changes.summary()
    summary.waiting = round.applied
    return summary
  }

  /// Makes your change again on top of the store's trips, or drops it: the whole change.
  public func resolve(tripWithID id: TripID, keeping side: ChangeConflict.Side)
    async throws(TripStoreError) -> (ChangeConflict, PendingChange.Outcome?)?
  {
    guard let identity = folder.identity(at: address) else { return nil }
    let changes = changesFor(identity)
    guard
      let conflict = try await changes.summary().conflicts.first(where: {
        $0.change.tripIDs.contains(id)
      })
    else { return nil }
    guard side == .mine else {
      try await changes.forget([conflict.change])
      return (conflict, nil)
    }
    guard let applying = remote as? any TripChangeApplying else { return nil }
    // Made again only on the store the change was made for, as the one sender.
    guard try await remote.identity() == identity else {
      throw TripStoreError(
        location: address, problem: .notAStore("another store is at this address now"))
    }
    guard await waitToSend(changes) else {
      throw TripStoreError(location: address, problem: .busy)
    }
    do throws(TripStoreError) {
      let outcome = try await makeAgain(conflict, in: changes, through: applying)
      await changes.stopSending()
      return (conflict, outcome)
    } catch {
      await changes.stopSending()
      throw error
    }
  }

  /// Makes the change of `conflict` again on the store's trips as they are now, under a new
  /// key, all or nothing: every intent, adds included. When the answer is lost, the change made again waits to be sent in
  /// the conflict's place, so the next sender learns what became of it.
  private func makeAgain(
    _ conflict: ChangeConflict, in changes: any PendingChangeStore,
    through applying: any TripChangeApplying
  ) async throws(TripStoreError) -> PendingChange.Outcome {
    var theirs: [Trip] = []
    for id in conflict.change.tripIDs {
      if let trip = try await remote.trip(withID: id) { theirs.append(trip) }
    }
    var again: [TripChange] = []
    // Each intent is made on the trip as the store holds it, or as an earlier intent of the
    // change leaves it.
    var current: [TripID: Trip] = [:]
    for trip in theirs { current[trip.id] = trip }
    for intent in conflict.change.changes.changes {
      let made: TripChange
      switch (intent, intent.tripID.flatMap { current[$0] }) {
      case (.edit(let mine), let base?):
        // Every field the edit names is set on the trip, and no other.
        made = .edit(mine.rebased(onto: base))
      case (.replace(let mine), let base?):
        made = .edit(TripEdit(from: base, to: mine))
      case (.remove, let base?):
        made = .remove(base)
      case (.add, nil):
        // Its number is still free, or the store gives the next one.
        made = intent
      default:
        // A trip is gone, or an added trip's number taken: there is nothing to make your
        // change on.
        return .conflict(theirs: theirs)
      }
      again.append(made)
      if let id = made.tripID { current[id] = made.result(over: current[id]) }
    }
    let change = try await changes.keep(TripChangeSet(again))
    let outcome: PendingChange.Outcome
    do throws(TripStoreError) {
      outcome = try await applyOnce(change, through: applying)
    } catch {
      try? await changes.forget([error.problem == .outcomeUnknown ? conflict.change : change])
      throw error
    }
    guard case .applied(let trips) = outcome else {
      try await changes.forget([change])
      return outcome
    }
    try await changes.forget([change, conflict.change])
    await showInCopy(written: trips, removed: Self.removed(by: change.changes, leaving: trips))
    return outcome
  }
}
