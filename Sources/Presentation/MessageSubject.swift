/// What a message is about, as a value, for a delivery that adds words of its own: the
/// command line names the command to type next, where a window would offer a button.
///
/// The use cases say what happened and never name a command, an option or a variable; a
/// message whose advice would name one carries its subject instead of a hint.
public enum MessageSubject: Equatable, Sendable {
  /// The end of a trip a place's name was given for.
  public enum Place: Equatable, Sendable {
    /// Where the trip leaves from.
    case origin
    /// Where the trip goes.
    case destination
  }

  /// No trip has the number asked for.
  case tripNotFound
  /// The store holds no trip yet.
  case noTrips
  /// Every trip has arrived; none is still to come.
  case noUpcomingTrips
  /// The store stopped answering while a change was being saved: it may have been saved.
  case outcomeUnknown
  /// Someone else changed the trip while this change was being made.
  case changedElsewhere(trip: String)
  /// A change to the trip made on this computer conflicts with the server's and waits.
  case unresolvedConflict(trip: String)
  /// Changes sent from this computer met conflicts, which wait to be resolved.
  case conflictsWaiting
  /// The trip has no conflict to resolve.
  case nothingToResolve
  /// A change cannot be made again on the server's trip; its conflict is kept.
  case resolveRefused(trip: String)
  /// The server cannot be reached.
  case storeUnreachable
  /// A store's file cannot be used.
  case storeFileFailed
  /// A server answered with a failure.
  case serverFailed
  /// The server reached is a standby, which takes no changes.
  case storeIsStandby
  /// A newer version of Trips wrote the store.
  case storeFromNewerVersion
  /// The file of changes kept on this computer does not check.
  case keptChangesDamaged
  /// A newer version of Trips kept the changes on this computer.
  case keptChangesFromNewerVersion
  /// A place's name holds a character no name may hold, shown as its code point, at a
  /// position counted from 1.
  case unsafeName(Place, character: String, position: String)
}
