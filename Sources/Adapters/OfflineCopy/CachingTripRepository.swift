import Domain
import Foundation
import OfflineChanges
import SQLiteStore
import StoreCapabilities
import StoreEvents
import Synchronization

/// A remote store with a local copy: every successful read is kept in the copy, and when the
/// remote store cannot be reached, reads are answered from the copy with a notice.
///
/// It decorates any store and passes the port's contract itself, so the use cases cannot tell
/// it from the store it wraps; the composition root puts it in front of a PostgreSQL store.
///
/// - Only "cannot be reached" is answered from the copy. A busy store, refused access or a
///   damaged store fails as it would without the copy.
/// - When the store applies keyed changes (``TripChangeApplying``), every change is kept in
///   a ``PendingChangeStore`` before it is sent, and sent with its key. A change made while
///   the store cannot be reached, or while no host takes changes, stays kept, is shown at once
///   from the copy, and is sent, in order, at the start of the next command that reaches the
///   store. A kept change the store refuses becomes a conflict (decision 20).
/// - The copy never answers for another store: it is found by the identity last seen at the
///   address, and holds that identity. Changes kept for a store no longer at the address stay
///   kept, are said once, and are never sent to the store now there.
/// - A read that found a trip gone removes it from the copy. The copy is complete once a read
///   of every trip went through it; a list from a copy that is not complete is announced as
///   possibly incomplete, and a trip the copy does not know is not reported missing.
/// - A list that loses the server part-way finishes from the copy when the copy is complete
///   (the order is the same, so no trip is shown twice or skipped), and fails as unreachable
///   otherwise.
/// - A copy that cannot be read is set aside and made again; it never stops a read that the
///   remote store answered.
public actor CachingTripRepository: FullTripStore, TripChangeAnnouncing {
  /// Something the person should know about an answer: it came from the copy.
  public enum Notice: Equatable, Sendable {
    /// The store at `location` could not be reached; the answer is the copy's, last
    /// refreshed at `refreshed`.
    case answeredFromCopy(location: String, refreshed: Date)
    /// The list came from a copy that has not seen every trip.
    case listMayBeIncomplete
    /// A change was kept on this computer, to be sent when the store at `location` can be
    /// reached.
    case keptHere(location: String)
    /// This many changes made on this computer still wait to be sent.
    case stillWaiting(Int)
    /// This many changes made on this computer conflict with the store's trips.
    case conflicts(Int)
    /// This many changes made on this computer wait behind a conflict of their trip, for a
    /// person to resolve it.
    case waitingBehindConflicts(Int)
    /// This many changes were sent before sending stopped; the rest wait.
    case sentBeforeStopping(Int)
    /// No reserved number is left for a trip added offline, so it was not added.
    case noNumbersLeft(location: String)
    /// Another store is at `location` now; the changes kept for the one that was there stay
    /// on this computer and are never sent to it.
    case keptForAnotherStore(location: String)
    /// This many changes made on this computer are kept for other stores, such as one no
    /// longer at the address; `trips copies` lists them.
    case keptForOtherStores(Int)
    /// The file of the changes made on this computer cannot be read; it is left as it is, and
    /// nothing is sent from it.
    case changesUnreadable(file: String)
  }

  /// How long sending at the start of a command may take before the command's own work.
  public static let sendingBudget: TimeInterval = 3
  /// How many numbers a copy reserves at a time for trips added offline (decision 20).
  public static let reservedBlock = 20

  let remote: any FullTripStore
  let folder: OfflineCopyFolder
  let address: String
  let freshOnly: Bool
  let now: @Sendable () -> Date
  private let notify: @Sendable (Notice) async -> Void
  /// Told of the copy's decisions: answered from the copy, refreshed, changes kept and sent.
  let reporting: any StoreEventReporting
  var copy: SQLiteTripRepository?
  /// The copy's file.
  private var copyFile: String?
  var copyState: SQLiteTripRepository.CopyState?
  private var noticesGiven: [Notice] = []
  /// Where the changes made on this computer are kept, for the store with an identity.
  let changesFor: @Sendable (TripStoreIdentity) -> any PendingChangeStore
  /// Whether the changes kept for the store were looked at, at the start of this command.
  var startLooked = false
  /// Why the store could not be reached when the start of this command asked it.
  var awayAtStart: TripStoreError?
  /// Whether the pages read so far run on from the first trip without a gap, and where.
  private var walk = Walk()
  /// The trips ``trip(withID:)`` answered, as it answered them: the base of an edit.
  private var answered: [TripID: Trip] = [:]
  /// The trips with a change kept on this computer, as last learnt: `true` for a conflict.
  let keptChangeMarks = Mutex<[TripID: Bool]>([:])

  /// The trips with a change kept on this computer, as last learnt: `true` for a conflict.
  /// A screen reads them while it draws, without waiting for the actor.
  public nonisolated var keptChanges: [TripID: Bool] { keptChangeMarks.withLock { $0 } }

  /// The pages of one list read so far: whether they run on from the first trip without a
  /// gap, where they stopped, whether some came from the server, and the failure that sent
  /// the rest to the copy.
  private struct Walk {
    var unbroken = false
    var through: TripCursor?
    var readOnline = false
    var offline: TripStoreError?
  }

  /// Puts a copy in `folder` in front of `remote`.
  ///
  /// - Parameters:
  ///   - remote: The store.
  ///   - folder: Where the copies are kept.
  ///   - address: The store's address without its password: the key of its copy.
  ///   - freshOnly: When `true`, the copy is kept but never answers.
  ///   - now: The clock, for the time of a refresh.
  ///   - notify: Told once of each kind of notice, when an answer came from the copy.
  ///   - changes: Where the changes for the store with an identity are kept; by default a
  ///     file beside its copy.
  ///   - reporting: Told of the copy's decisions, for the run's log.
  public init(
    remote: any FullTripStore, folder: OfflineCopyFolder,
    address: String, freshOnly: Bool, now: @escaping @Sendable () -> Date,
    notify: @escaping @Sendable (Notice) async -> Void,
    changes: (@Sendable (TripStoreIdentity) -> any PendingChangeStore)? = nil,
    reporting: any StoreEventReporting = NoStoreEvents()
  ) {
    self.reporting = reporting
    self.changesFor = changes ?? { SQLitePendingChanges(path: folder.changesPath(for: $0)) }
    self.remote = remote
    self.folder = folder
    self.address = address
    self.freshOnly = freshOnly
    self.now = now
    self.notify = notify
  }

  // MARK: - Reads

  /// The remote store's trip, kept in the copy; offline, the copy's.
  public func trip(withID id: TripID) async throws(TripStoreError) -> Trip? {
    await sendAtStart()
    do throws(TripStoreError) {
      if let awayAtStart { throw awayAtStart }
      let found = try await remote.trip(withID: id)
      if waitsHere(id), let own = await ownView(of: id) {
        // This computer's view first: the copy holds the trip with the change kept here.
        answered[id] = own
        return own
      }
      await refreshCopy(complete: false) { copy, state throws(TripStoreError) in
        if let found {
          try await copy.keep([found], covering: nil, recording: state)
        } else {
          try await copy.forget(tripWithID: id)
          try await copy.recordRefresh(state)
        }
      }
      answered[id] = found
      return found
    } catch {
      let (copy, state) = try await offlineCopy(after: error)
      let found = try await fromCopy(after: error) { () throws(TripStoreError) in
        try await copy.trip(withID: id)
      }
      // A trip the copy never saw may still be on the server.
      guard found != nil || state.complete else { throw error }
      await tell(.answeredFromCopy(location: address, refreshed: state.refreshed))
      answered[id] = found
      return found
    }
  }

  /// The remote store's page, kept in the copy; offline, the copy's page.
  public func trips(after cursor: TripCursor?, limit: Int) async throws(TripStoreError)
    -> [Trip]
  {
    let continues = cursor == nil || (walk.unbroken && walk.through == cursor)
    if !continues || cursor == nil { walk = Walk() }
    // A list that went to the copy stays there: asking the server page after page would only
    // wait for it to fail again.
    if continues, cursor != nil, let failure = walk.offline {
      return try await offlinePage(after: failure, cursor: cursor, limit: limit)
    }
    if cursor == nil { await sendAtStart() }
    do throws(TripStoreError) {
      if let awayAtStart { throw awayAtStart }
      let hosts = try await remote.trips(after: cursor, limit: limit)
      let page = await ownViewFirst(hosts)
      let ended = hosts.count < max(1, limit)
      walk.unbroken = continues
      walk.readOnline = true
      walk.through = hosts.last.map(TripCursor.init(after:)) ?? cursor
      let through = walk.through
      await refreshCopy(complete: continues && ended) { copy, state throws(TripStoreError) in
        try await copy.keep(
          page, covering: CopyRange(after: cursor, through: ended ? nil : through),
          recording: state)
      }
      return page
    } catch {
      walk.unbroken = continues
      return try await offlinePage(after: error, cursor: cursor, limit: limit)
    }
  }

  /// Whether a change to the trip numbered `id` waits on this computer, unsent.
  private func waitsHere(_ id: TripID) -> Bool {
    keptChangeMarks.withLock { $0[id] == false }
  }

  /// A page a host answered, with each trip whose change waits on this computer as the copy
  /// holds it (the trip last seen, with the change): a host that takes no changes, such as a
  /// standby, may answer an older trip.
  private func ownViewFirst(_ page: [Trip]) async -> [Trip] {
    guard keptChangeMarks.withLock({ $0.values.contains(false) }) else { return page }
    var shown: [Trip] = []
    for trip in page {
      guard waitsHere(trip.id) else {
        shown.append(trip)
        continue
      }
      shown.append(await ownView(of: trip.id) ?? trip)
    }
    return shown
  }

  /// The trip numbered `id` as the copy holds it; `nil` when the copy cannot be read or does
  /// not hold it (a refresh of upcoming trips may have let it go), and the host's answer
  /// stands.
  private func ownView(of id: TripID) async -> Trip? {
    guard let copy = await onlineCopy() else { return nil }
    return try? await copy.trip(withID: id)
  }

  /// A page of the list from the copy, after the server failed with `failure`.
  private func offlinePage(after failure: TripStoreError, cursor: TripCursor?, limit: Int)
    async throws(TripStoreError) -> [Trip]
  {
    let page = try await pageFromCopy(after: failure, startsAList: cursor == nil) {
      copy throws(TripStoreError) in try await copy.trips(after: cursor, limit: limit)
    }
    walk.offline = failure
    walk.through = page.last.map(TripCursor.init(after:)) ?? cursor
    return page
  }

  /// The remote store's page of upcoming trips, kept in the copy; offline, the copy's.
  public func trips(arrivingAfter instant: Date, after cursor: TripCursor?, limit: Int)
    async throws(TripStoreError) -> [Trip]
  {
    if cursor == nil { await sendAtStart() }
    do throws(TripStoreError) {
      if let awayAtStart { throw awayAtStart }
      let hosts = try await remote.trips(arrivingAfter: instant, after: cursor, limit: limit)
      let page = await ownViewFirst(hosts)
      let ended = hosts.count < max(1, limit)
      await refreshCopy(complete: false) { copy, state throws(TripStoreError) in
        try await copy.keep(
          page,
          covering: CopyRange(
            after: cursor, through: ended ? nil : hosts.last.map(TripCursor.init(after:))),
          arrivingAfter: instant, recording: state)
      }
      return page
    } catch {
      return try await pageFromCopy(after: error, startsAList: cursor == nil) {
        copy throws(TripStoreError) in
        try await copy.trips(arrivingAfter: instant, after: cursor, limit: limit)
      }
    }
  }

  /// The remote store's identity; offline, the identity the copy holds.
  public func identity() async throws(TripStoreError) -> TripStoreIdentity? {
    do throws(TripStoreError) {
      return try await remote.identity()
    } catch {
      return try await offlineCopy(after: error).1.identity
    }
  }

  /// The remote store's change token; offline, one that stays the same while the server is
  /// away, so a live view keeps what it shows.
  public func changeToken() async throws(TripStoreError) -> TripChangeToken {
    do throws(TripStoreError) {
      let token = try await remote.changeToken()
      if awayAtStart != nil {
        // The store is back, for a command that runs on, as `watch` does: reads go to it
        // again, and the next one first sends what waits.
        awayAtStart = nil
        startLooked = false
      }
      return token
    } catch {
      _ = try await offlineCopy(after: error)
      return TripChangeToken([-1])
    }
  }

  /// The remote store's announcements, when it makes them.
  public func listenForChanges() async -> any TripChangeListening {
    guard let announcing = remote as? any TripChangeAnnouncing else {
      return SilentListener()
    }
    return await announcing.listenForChanges()
  }

  // MARK: - Changes: kept, sent with a key, and kept again when the store is away

  /// Applies a change set through the remote store: kept, sent with its key and, while the
  /// store is away, kept to send later, all or nothing (adds under reserved numbers).
  ///
  /// An edit shows, until the store has it, on the trip this repository last answered: what
  /// the person saw. Of a trip answered at the same revision, a replacement sends only the
  /// fields that differ, as an edit the store merges.
  public func apply(_ changes: TripChangeSet) async throws(TripRepositoryError) -> [Trip] {
    var sent: [TripChange] = []
    var bases: [Trip] = []
    var unchanged: [Trip] = []
    for change in changes.changes {
      switch change {
      case .edit(let edit):
        if answered[edit.id] == nil {
          // What the person saw: the trip as this repository answers it now.
          _ = try await repositoryFailure { () throws(TripStoreError) in
            try await self.trip(withID: edit.id)
          }
        }
        if let base = answered[edit.id] {
          bases.append(base)
        } else if !changes.changes.contains(where: { if case .add = $0 { true } else { false } }) {
          // Without an add in the set that could make it, the trip is not there.
          throw .notFound(edit.id)
        }
        sent.append(change)
      case .replace(let replacement):
        guard let base = answered[replacement.id], base.revision == replacement.revision else {
          sent.append(change)
          continue
        }
        let edit = TripEdit(from: base, to: replacement)
        guard !edit.fields.isEmpty else {
          unchanged.append(base)
          continue
        }
        bases.append(base)
        sent.append(.edit(edit))
      case .add, .remove:
        sent.append(change)
      }
    }
    guard !sent.isEmpty else { return unchanged }
    let kept = TripChangeSet(sent)
    let trips = try await submit(kept, over: bases)
    for trip in trips { answered[trip.id] = trip }
    for id in kept.removals { answered[id] = nil }
    return Self.inOrder(trips, of: kept)
      + unchanged.filter { trip in
        !trips.contains { $0.id == trip.id }
      }
  }

  /// `trips`, the trips a change names and then those the store added, as the port answers:
  /// one for each change but a removal, in the set's order.
  private static func inOrder(_ trips: [Trip], of changes: TripChangeSet) -> [Trip] {
    var added = trips.filter { !changes.tripIDs.contains($0.id) }[...]
    return changes.changes.compactMap { change in
      switch change {
      case .remove: nil
      case .add(_, nil): added.popFirst()
      default: change.tripID.flatMap { id in trips.first { $0.id == id } }
      }
    }
  }

  /// The remote store's largest assigned identifier.
  public func highestAssignedID() async throws(TripStoreError) -> Int64 {
    try await remote.highestAssignedID()
  }

  /// Moves `source` into the remote store.
  public func takeIn(tripsOf source: any TripStoreMoving) async throws(TripMoveError) -> Int {
    try await remote.takeIn(tripsOf: source)
  }

  // MARK: - The copy

  /// Keeps what a read found, and when: `keep` writes it. The copy is opened, or made, for
  /// the remote store's identity; any failure of the copy is dropped with the copy, since
  /// the read itself succeeded.
  func refreshCopy(
    complete: Bool,
    _ keep: (SQLiteTripRepository, SQLiteTripRepository.CopyState) async throws(TripStoreError)
      -> Void
  ) async {
    guard let copy = await onlineCopy(), var state = copyState else { return }
    state.refreshed = now()
    state.complete = state.complete || complete
    do throws(TripStoreError) {
      try await keep(copy, state)
      copyState = state
      reporting.report(.copyRefreshed)
    } catch {
      dropCopy()
    }
  }

  /// Sets the copy aside, so the next read makes a new one.
  private func dropCopy() {
    if let copyFile { folder.setAside(copyFile) }
    copy = nil
    copyFile = nil
    copyState = nil
  }

  /// The copy of the store the remote address holds now, opened or made.
  func onlineCopy() async -> SQLiteTripRepository? {
    if let copy { return copy }
    guard let identity = try? await remote.identity(), folder.makeFolder() else { return nil }
    if let previous = folder.identity(at: address), previous != identity,
      await changesFor(previous).holdsChanges()
    {
      // Kept, and never sent to the store that is there now.
      await tell(.keptForAnotherStore(location: address))
    }
    folder.remember(identity, at: address)
    let path = folder.copyPath(for: identity)
    var copy = SQLiteTripRepository(path: path)
    var state: SQLiteTripRepository.CopyState?
    do throws(TripStoreError) {
      state = try await copy.copyState()
    } catch {
      folder.setAside(path)
      copy = SQLiteTripRepository(path: path)
    }
    if let found = state, found.identity != identity {
      folder.setAside(path)
      copy = SQLiteTripRepository(path: path)
      state = nil
    }
    self.copy = copy
    copyFile = path
    copyState = state ?? .init(identity: identity, refreshed: now(), complete: false)
    return copy
  }

  /// The copy to answer from while the remote store cannot be reached; `error` again when
  /// the failure is another, fresh data was asked for, or there is no readable copy of the
  /// store last seen at the address.
  func offlineCopy(after error: TripStoreError) async throws(TripStoreError)
    -> (SQLiteTripRepository, SQLiteTripRepository.CopyState)
  {
    guard error.problem == .unreachable, !freshOnly,
      let identity = folder.identity(at: address)
    else { throw error }
    let path = folder.copyPath(for: identity)
    let copy = self.copy ?? SQLiteTripRepository(path: path)
    guard let state = try? await copy.copyState(), state.identity == identity else {
      throw error
    }
    self.copy = copy
    copyFile = path
    return (copy, state)
  }

  /// A page from the copy, after the remote store failed with `error`.
  private func pageFromCopy(
    after error: TripStoreError, startsAList: Bool,
    _ read: (SQLiteTripRepository) async throws(TripStoreError) -> [Trip]
  ) async throws(TripStoreError) -> [Trip] {
    let (copy, state) = try await offlineCopy(after: error)
    // Part-way through a list read from the server, only a complete copy can go on without
    // skipping a trip.
    if !state.complete && !startsAList && walk.readOnline { throw error }
    let page = try await fromCopy(after: error) { () throws(TripStoreError) in
      try await read(copy)
    }
    await tell(.answeredFromCopy(location: address, refreshed: state.refreshed))
    if !state.complete && startsAList { await tell(.listMayBeIncomplete) }
    return page
  }

  /// Reads the copy; a copy that fails is set aside, and the remote store's failure stands.
  private func fromCopy<Value>(
    after failure: TripStoreError, _ read: () async throws(TripStoreError) -> Value
  ) async throws(TripStoreError) -> Value {
    do throws(TripStoreError) {
      return try await read()
    } catch {
      dropCopy()
      throw failure
    }
  }

  func tell(_ notice: Notice) async {
    // Reported each time, for the log; said to the person once.
    switch notice {
    case .answeredFromCopy: reporting.report(.answeredFromCopy)
    case .keptHere: reporting.report(.changeKept)
    default: break
    }
    guard !noticesGiven.contains(notice) else { return }
    noticesGiven.append(notice)
    await notify(notice)
  }
}

/// The listener of a store that announces nothing: the live view asks the store instead.
private struct SilentListener: TripChangeListening {
  func nextAnnouncement(waitingUpTo timeout: Duration) async -> TripChangeNews { .notListening }
  func stopListening() async {}
}
