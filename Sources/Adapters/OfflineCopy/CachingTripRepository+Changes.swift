import Domain
import Foundation
import SQLiteStore
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
    /// Whether the change this command made waits behind a change to its trip that
    /// conflicted in this round.
    var ownBlocked = false
    /// What is kept after the round.
    var left = PendingChangeGlance()
  }

  /// Whether `error` means the store is away for changes: it cannot be reached, or none of
  /// its hosts takes changes yet. A change is kept on this computer then.
  static func isAway(_ error: TripStoreError) -> Bool {
    error.problem == .unreachable || error.problem == .readOnly(.noServerTakesChanges)
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
  ///   - operation: The change.
  ///   - base: The trip as the person saw it, for an edit: what this computer shows until
  ///     the store has the change.
  /// - Returns: The trip as the change left it; `nil` after a removal.
  func submit(_ operation: PendingChange.Operation, over base: Trip? = nil)
    async throws(TripRepositoryError) -> Trip?
  {
    guard let applying = remote as? any TripChangeApplying else {
      return try await direct(operation)
    }
    let found: TripStoreIdentity?
    do throws(TripStoreError) {
      if let awayAtStart { throw awayAtStart }
      found = try await remote.identity()
    } catch {
      guard Self.isAway(error), !freshOnly, let known = folder.identity(at: address) else {
        throw .store(error)
      }
      return try await keepHere(operation, over: base, for: known, after: error)
    }
    // A store not made yet is made by its first change, which needs no key.
    guard let identity = found else { return try await direct(operation) }
    let changes = changesFor(identity)
    try await refuseIfConflicting(operation, in: changes)
    // The change is kept only while this process is the one sender, so no other process
    // sends it and leaves this one unsure whether it was made.
    guard await waitToSend(changes) else {
      throw .store(TripStoreError(location: address, problem: .busy))
    }
    let change: PendingChange
    do throws(TripStoreError) {
      // An add takes a number this copy reserved, when it has one, so the trips one computer
      // adds are numbered in turn.
      if case .add(let draft, nil) = operation,
        let numbered = try await changes.keepAdding(draft)
      {
        change = numbered
      } else {
        change = try await changes.keep(operation)
      }
    } catch {
      await changes.stopSending()
      throw .store(error)
    }
    let round = await send(changes, through: applying, own: change.key, alreadySending: true)
    switch round.own {
    case .applied(let trip):
      return trip
    case .conflict(let theirs):
      // Made online, so refused as before: the person sees it now.
      guard let id = change.tripID else { return nil }
      guard let theirs else { throw .notFound(id) }
      guard case .conflict(let conflict) = change.operation.effect(on: theirs) else {
        throw .changedElsewhere([TripConflict(id: id, fields: [])])
      }
      throw .changedElsewhere([conflict])
    case nil:
      if round.ownBlocked, let id = change.tripID {
        // An earlier change to the trip conflicted just now: this one waits for a person.
        try? await changes.forget([change])
        throw .unresolvedConflict(id)
      }
      let failure = round.stopped ?? TripStoreError(location: address, problem: .busy)
      if failure.problem == .outcomeUnknown {
        guard round.stoppedAt == change.key else {
          // An earlier change's answer was lost; this one was not sent, and is not kept.
          try? await changes.forget([change])
          throw .store(TripStoreError(location: address, problem: .busy))
        }
        // Asked twice and still unknown: the key lets the next sender find out.
        throw .store(failure)
      }
      guard Self.isAway(failure), !freshOnly, change.tripID != nil else {
        try? await changes.forget([change])
        if Self.isAway(failure), !freshOnly { await tell(.noNumbersLeft(location: address)) }
        throw .store(failure)
      }
      // Kept already: it is shown from the copy and sent later.
      let result = change.result(over: base)
      await showInCopy(change.operation, as: result, for: identity)
      await tell(.keptHere(location: address))
      return result
    }
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
    _ operation: PendingChange.Operation, over base: Trip?, for identity: TripStoreIdentity,
    after failure: TripStoreError
  ) async throws(TripRepositoryError) -> Trip? {
    let changes = changesFor(identity)
    try await refuseIfConflicting(operation, in: changes)
    let change = try await repositoryFailure { () throws(TripStoreError) in
      if case .add(let draft, nil) = operation {
        guard let change = try await changes.keepAdding(draft) else {
          await tell(.noNumbersLeft(location: address))
          throw failure
        }
        return change
      }
      return try await changes.keep(operation)
    }
    let result = change.result(over: base)
    await showInCopy(change.operation, as: result, for: identity)
    await tell(.keptHere(location: address))
    await learnMarks(from: changes)
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
  private func refuseIfConflicting(
    _ operation: PendingChange.Operation, in changes: any PendingChangeStore
  ) async throws(TripRepositoryError) {
    guard await changes.holdsChanges() else { return }
    let summary = try await repositoryFailure { () throws(TripStoreError) in
      try await changes.summary()
    }
    guard
      let id = operation.tripID
    else { return }
    if summary.conflicts.contains(where: { $0.change.tripID == id }) {
      throw .unresolvedConflict(id)
    }
  }

  /// The change sent straight to the store, without a key.
  private func direct(_ operation: PendingChange.Operation) async throws(TripRepositoryError)
    -> Trip?
  {
    let trip = try await remote.apply(TripChangeSet([operation])).first
    await showInCopy(operation, as: trip, online: true)
    return trip
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
    var blocked = Set(summary.conflicts.compactMap(\.change.tripID))
    var forgotten: [PendingChange] = []
    var written: [TripID: Trip] = [:]
    var removed: [TripID] = []
    for change in summary.waiting {
      if let id = change.tripID, blocked.contains(id) {
        if change.key == own { round.ownBlocked = true }
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
      case .applied(let trip):
        forgotten.append(change)
        round.applied.append(change)
        if let trip {
          written[trip.id] = trip
        } else if case .remove(let gone) = change.operation {
          written[gone.id] = nil
          removed.append(gone.id)
        }
      case .conflict(let theirs):
        if let id = change.tripID { blocked.insert(id) }
        if change.key == own {
          forgotten.append(change)
        } else {
          try? await changes.keepAsConflict(change, theirs: theirs)
          round.conflicts.append(ChangeConflict(change: change, theirs: theirs))
        }
        if let id = change.tripID {
          written[id] = theirs
          if theirs == nil { removed.append(id) }
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

  /// Shows a change in the copy: the trip as it left it, or none after a removal.
  private func showInCopy(
    _ operation: PendingChange.Operation, as trip: Trip?, online: Bool = false,
    for identity: TripStoreIdentity? = nil
  ) async {
    if online {
      await refreshCopy(complete: false) { copy, state throws(TripStoreError) in
        try await Self.write(operation, as: trip, to: copy, state)
      }
    } else if let identity,
      let (copy, state) = try? await offlineCopy(
        after: TripStoreError(location: address, problem: .unreachable))
    {
      guard state.identity == identity else { return }
      try? await Self.write(operation, as: trip, to: copy, state)
    }
  }

  /// Shows in the copy what a round of sending left on the store: the trips it wrote, and
  /// none of those it removed or found removed.
  func showInCopy(written: [Trip], removed: [TripID]) async {
    guard !written.isEmpty || !removed.isEmpty else { return }
    await refreshCopy(complete: false) { copy, state throws(TripStoreError) in
      try await copy.keep(written, covering: nil, recording: state)
      for id in removed { try await copy.forget(tripWithID: id) }
    }
  }

  private static func write(
    _ operation: PendingChange.Operation, as trip: Trip?, to copy: SQLiteTripRepository,
    _ state: SQLiteTripRepository.CopyState
  ) async throws(TripStoreError) {
    if let trip {
      try await copy.keep([trip], covering: nil, recording: state)
    } else if case .remove(let removed) = operation {
      try await copy.forget(tripWithID: removed.id)
      try await copy.recordRefresh(state)
    }
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

  /// Makes your change again on top of the store's trip, or drops it.
  public func resolve(tripWithID id: TripID, keeping side: ChangeConflict.Side)
    async throws(TripStoreError) -> (ChangeConflict, PendingChange.Outcome?)?
  {
    guard let identity = folder.identity(at: address) else { return nil }
    let changes = changesFor(identity)
    guard
      let conflict = try await changes.summary().conflicts.first(where: {
        $0.change.tripID == id
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

  /// Makes the change of `conflict` again on the store's trip as it is now, under a new key.
  /// When the answer is lost, the change made again waits to be sent in the conflict's place,
  /// so the next sender learns what became of it.
  private func makeAgain(
    _ conflict: ChangeConflict, in changes: any PendingChangeStore,
    through applying: any TripChangeApplying
  ) async throws(TripStoreError) -> PendingChange.Outcome {
    guard let id = conflict.change.tripID else { return .conflict(theirs: nil) }
    let theirs = try await remote.trip(withID: id)
    let again: PendingChange.Operation
    switch (conflict.change.operation, theirs) {
    case (.edit(let mine), let theirs?):
      // Every field the edit names is set on the store's trip, and no other.
      again = .edit(mine.rebased(onto: theirs))
    case (.replace(let mine), let theirs?):
      again = .edit(TripEdit(from: theirs, to: mine))
    case (.remove, let theirs?):
      again = .remove(theirs)
    default:
      // The trip is gone: there is nothing to make your change on.
      return .conflict(theirs: theirs)
    }
    let change = try await changes.keep(again)
    let outcome: PendingChange.Outcome
    do throws(TripStoreError) {
      outcome = try await applyOnce(change, through: applying)
    } catch {
      try? await changes.forget([error.problem == .outcomeUnknown ? conflict.change : change])
      throw error
    }
    guard case .applied(let trip) = outcome else {
      try await changes.forget([change])
      return outcome
    }
    try await changes.forget([change, conflict.change])
    await showInCopy(change.operation, as: trip, online: true)
    return outcome
  }
}
