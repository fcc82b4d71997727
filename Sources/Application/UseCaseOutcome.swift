/// How a use case ended, so a caller such as the command line can choose an exit status.
///
/// The person has already been told the details through a message view; the outcome only
/// says which kind of ending it was.
public enum UseCaseOutcome: Equatable, Sendable {
  /// The request was carried out and its result shown.
  case completed
  /// No trip has the requested identifier.
  case notFound
  /// A rule of the domain refused the request; nothing was stored.
  case rejected
  /// Someone else changed the trip since it was read; nothing was stored. Looking again and
  /// repeating the change may succeed.
  case changedElsewhere
  /// The store could not be read or written.
  case storageFailed
  /// Another program held the store past the busy timeout, or the store could not be
  /// reached; nothing was written, and trying again later may succeed. Also when the store
  /// stopped answering while it saved a change, which may then have been saved: the message
  /// says to look before trying again.
  case storeBusy
  /// The store refused access; nothing was written.
  case accessRefused
}
