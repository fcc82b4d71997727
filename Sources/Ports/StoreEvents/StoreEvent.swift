import Domain

/// Something a store adapter did that no port's answer carries: which server it reached, a
/// change it tried again, a decision of the offline copy.
///
/// Adapters tell these to a ``StoreEventReporting`` that the composition root hands them; the
/// use cases never see them.
public enum StoreEvent: Equatable, Sendable {
  /// A session was made with the server at `host` and `port`, for the address without its
  /// password; `anyHost` when only a read-only session could be had, as during a failover.
  case connected(host: String, port: String, address: String, anyHost: Bool)
  /// No session could be made with the address without its password, for `problem`.
  case connectionFailed(address: String, problem: TripStoreError.Problem)
  /// A change was run again after the server reported `cause`; `attempt` is the try now
  /// starting, from 2.
  case retried(cause: RetryCause, attempt: Int)
  /// The offline copy answered, because the store could not be reached.
  case answeredFromCopy
  /// The offline copy took in what the store answered.
  case copyRefreshed
  /// A change was kept on this computer, to be sent when the store can be reached.
  case changeKept
  /// A round of sending the changes kept on this computer ended: how many were applied, how
  /// many became conflicts, and how many still wait.
  case changesSent(applied: Int, conflicts: Int, waiting: Int)

  /// What made a server refuse a change that may pass when tried again.
  public enum RetryCause: String, Equatable, Sendable {
    /// Two transactions could not both be made to look as if one ran after the other
    /// (SQLSTATE 40001).
    case serializationFailure = "serialization_failure"
    /// Two transactions waited for each other's locks (SQLSTATE 40P01).
    case deadlock
  }
}
