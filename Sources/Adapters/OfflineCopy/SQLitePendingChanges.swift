import Domain
import Foundation
import OfflineChanges
import SQLiteStore

/// The changes of one copy, kept in a SQLite file of their own beside the copy, and written
/// durably: the copy can be set aside and made again from the server, the changes cannot
/// (decision 20). The file is never set aside; one that cannot be read is reported.
///
/// One process at a time sends them, under an exclusive `flock` on a lock file beside them. A
/// marker file beside them exists while a change waits or conflicts, so a command with nothing
/// kept learns it without opening the file.
public actor SQLitePendingChanges: PendingChangeStore {
  private let path: String
  private let file: SQLiteTripRepository
  private var identity: String?
  private var lock: Int32 = -1

  /// The changes kept at `path`; nothing is created until a change or a number is kept.
  public init(path: String) {
    self.path = path
    self.file = SQLiteTripRepository(path: path)
    Self.giveSidecarsTheFilesMode(path)
  }

  /// Gives the files SQLite keeps beside the changes (`-wal`, `-shm`) the mode of the file
  /// itself, so a file a person made writable again is written, not refused by a sidecar that
  /// kept an older mode.
  private static func giveSidecarsTheFilesMode(_ path: String) {
    var main = stat()
    guard lstat(path, &main) == 0, main.st_mode & S_IFMT == S_IFREG else { return }
    for suffix in ["-wal", "-shm"] {
      var sidecar = stat()
      let sidecarPath = path + suffix
      guard lstat(sidecarPath, &sidecar) == 0, sidecar.st_mode & S_IFMT == S_IFREG,
        sidecar.st_uid == main.st_uid, sidecar.st_mode & 0o777 != main.st_mode & 0o777
      else { continue }
      chmod(sidecarPath, main.st_mode & 0o777)
    }
  }

  deinit {
    if lock >= 0 { close(lock) }
  }

  /// Whether a change waits or conflicts: whether the marker exists.
  public func holdsChanges() -> Bool {
    access(marker, F_OK) == 0
  }

  /// The marker: made before a change is kept, so a kept change always has it; removed in the
  /// transaction that forgets the last change, and made again when that transaction fails.
  private var marker: String { path + ".waiting" }

  private func mark() {
    let made = open(marker, O_WRONLY | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
    if made >= 0 { close(made) }
  }

  /// The trips the changes name, and how many wait.
  public func glance() async throws(TripStoreError) -> PendingChangeGlance {
    let rows = try await inKept { () throws(TripStoreError) in try await file.keptTrips() }
    return PendingChangeGlance(
      rows: rows.map { ($0.trips.compactMap(TripID.init(rawValue:)), $0.conflict) })
  }

  /// The waiting changes and the conflicts, in order.
  public func summary() async throws(TripStoreError) -> PendingChange.Summary {
    let kept = try await inKept { () throws(TripStoreError) in try await file.keptChanges() }
    guard !kept.isEmpty else { return PendingChange.Summary() }
    let copy = try await copyIdentity()
    var summary = PendingChange.Summary()
    for change in kept {
      let pending = PendingChange(
        key: ChangeKey(copy: copy, sequence: change.sequence), changes: change.changes)
      if change.isConflict {
        summary.conflicts.append(ChangeConflict(change: pending, theirs: change.theirs))
      } else {
        summary.waiting.append(pending)
      }
    }
    return summary
  }

  /// Keeps a change under the next key.
  public func keep(_ changes: TripChangeSet) async throws(TripStoreError) -> PendingChange {
    let copy = try await copyIdentity()
    mark()
    // Without reserved numbers, the change is always kept.
    let kept = try await inKept { () throws(TripStoreError) in
      try await file.keepChange(changes, reservedNumbers: false)!
    }
    return PendingChange(key: ChangeKey(copy: copy, sequence: kept.sequence), changes: kept.1)
  }

  /// Keeps a change with its adds under the smallest reserved numbers.
  public func keepNumbered(_ changes: TripChangeSet) async throws(TripStoreError)
    -> PendingChange?
  {
    let copy = try await copyIdentity()
    mark()
    guard
      let kept = try await inKept({ () throws(TripStoreError) in
        try await file.keepChange(changes, reservedNumbers: true)
      })
    else { return nil }
    return PendingChange(key: ChangeKey(copy: copy, sequence: kept.sequence), changes: kept.1)
  }

  /// Forgets changes, and the marker with the last of them; with none, only removes a marker
  /// that no change needs.
  public func forget(_ changes: [PendingChange]) async throws(TripStoreError) {
    let marker = marker
    do throws(TripStoreError) {
      try await inKept { () throws(TripStoreError) in
        try await file.forgetChanges(changes.map(\.key.sequence)) { unlink(marker) }
      }
    } catch {
      mark()
      throw error
    }
  }

  /// Keeps a change as a conflict with the store's trips.
  public func keepAsConflict(_ change: PendingChange, theirs: [Trip]) async throws(TripStoreError) {
    try await inKept { () throws(TripStoreError) in
      try await file.keepAsConflict(change.key.sequence, theirs: theirs)
    }
  }

  /// How many reserved numbers are left.
  public func reservedNumbersLeft() async throws(TripStoreError) -> Int {
    try await inKept { () throws(TripStoreError) in try await file.reservedNumbersLeft() }
  }

  /// Keeps reserved numbers.
  public func keepReserved(_ numbers: ClosedRange<Int64>) async throws(TripStoreError) {
    try await inKept { () throws(TripStoreError) in try await file.keepReserved(numbers) }
  }

  /// The copy's identity.
  public func copyIdentity() async throws(TripStoreError) -> String {
    if let identity { return identity }
    let made = try await inKept { () throws(TripStoreError) in try await file.changesIdentity() }
    identity = made
    return made
  }

  /// Becomes the one sender, if no other is sending.
  public func startSending() -> Bool {
    if lock < 0 {
      lock = open(path + ".sending", O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
    }
    return lock >= 0 && flock(lock, LOCK_EX | LOCK_NB) == 0
  }

  /// Lets another sender send.
  public func stopSending() {
    if lock >= 0 { flock(lock, LOCK_UN) }
  }

  /// Runs `body` on the file of changes, and names its failure as one of the changes kept on
  /// this computer, so the advice speaks of a file here.
  private func inKept<Value>(_ body: () async throws(TripStoreError) -> Value)
    async throws(TripStoreError) -> Value
  {
    do throws(TripStoreError) {
      return try await body()
    } catch {
      throw TripStoreError(location: error.location, problem: error.problem, inKeptChanges: true)
    }
  }
}
