import Domain
import StoreCapabilities

/// The names the log gives failures: the kind alone, never the detail, which may hold a path
/// or a server's words.
enum FailureKind {
  /// The kind of a store's failure, such as `unreachable`.
  static func of(_ error: TripStoreError) -> String {
    switch error.problem {
    case .notAStore: "not_a_store"
    case .damaged: "damaged"
    case .newerVersion: "newer_version"
    case .unreadable: "unreadable"
    case .unwritable: "unwritable"
    case .busy: "busy"
    case .unreachable: "unreachable"
    case .accessRefused(.credentials): "access_refused"
    case .accessRefused(.privilege): "privilege_refused"
    case .readOnly(.replica): "standby"
    case .readOnly(.refusesChanges): "read_only"
    case .readOnly(.noneTakesChangesYet): "no_server_takes_changes"
    case .outcomeUnknown: "outcome_unknown"
    case .failed: "failed"
    }
  }

  /// The kind of a failed change to one trip, such as `changed_elsewhere`.
  static func of(_ error: TripRepositoryError) -> String {
    switch error {
    case .notFound: "not_found"
    case .changedElsewhere: "changed_elsewhere"
    case .unresolvedConflict: "unresolved_conflict"
    case .store(let failure): of(failure)
    }
  }

  /// The kind of a failed move, such as `target_not_new`.
  static func of(_ error: TripMoveError) -> String {
    switch error {
    case .targetNotNew: "target_not_new"
    case .nothingToMove: "nothing_to_move"
    case .source(let failure): "source_" + of(failure)
    case .store(let failure): of(failure)
    }
  }
}
