import Domain
import OfflineChanges

/// The changes kept on this computer, with each call written to the run's log: what `sync`
/// sent, what conflicts, what `resolve` did.
public struct LoggingPendingChanges: PendingChangeSending {
  private let pending: any PendingChangeSending
  private let log: RunLog

  /// Logs the calls to `pending`.
  ///
  /// - Parameters:
  ///   - pending: The changes kept on this computer.
  ///   - log: Where the lines go.
  public init(_ pending: any PendingChangeSending, log: RunLog) {
    self.pending = pending
    self.log = log
  }

  /// The waiting changes and the conflicts; the line counts both as rows.
  public func pendingChanges() async throws(TripStoreError) -> PendingChange.Summary {
    try await log.timed(
      .pendingChanges, rows: { $0.waiting.count + $0.conflicts.count }, kind: FailureKind.of,
      body: { () throws(TripStoreError) in try await pending.pendingChanges() }
    ).0
  }

  /// Sends the waiting changes; the offline copy tells what the round did (a `copy` line).
  public func sendPendingChanges() async throws(TripStoreError) -> PendingChange.Summary {
    try await log.timed(
      .sendPendingChanges, rows: { _ in nil }, kind: FailureKind.of,
      body: { () throws(TripStoreError) in try await pending.sendPendingChanges() }
    ).0
  }

  /// Resolves the conflict of one trip; the line counts the conflict resolved as a row.
  public func resolve(tripWithID id: TripID, keeping side: ChangeConflict.Side)
    async throws(TripStoreError) -> (ChangeConflict, PendingChange.Outcome?)?
  {
    try await log.timed(
      .resolve, rows: { $0 == nil ? 0 : 1 }, kind: FailureKind.of,
      body: { () throws(TripStoreError) in try await pending.resolve(tripWithID: id, keeping: side)
      }
    ).0
  }
}
