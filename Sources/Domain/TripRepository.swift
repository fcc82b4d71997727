import Foundation

/// The port through which a use case finds a stored trip: the articles' repository.
///
/// It lives in Domain, beside the model it stores, so that adapters depend on Domain alone and
/// never on the use cases that call them (see ARCHITECTURE.md). Reading pages and writing are
/// ``TripStore``'s, a port of its own, so a use case that only shows a trip takes only this.
/// Every adapter and every test double is held to one contract by one suite of tests.
public protocol TripRepository: Sendable {
  /// Finds one trip.
  ///
  /// - Parameter id: The identifier to look up.
  /// - Returns: The trip, or `nil` when the store has no trip with that identifier.
  /// - Throws: ``TripStoreError`` when the store cannot be read.
  func trip(withID id: TripID) async throws(TripStoreError) -> Trip?
}

/// Why a store could not be used. Nothing in it has been changed.
///
/// This is the failure vocabulary of the ``TripStore`` port: problems any store can have,
/// whatever holds it. Each adapter says in these terms what went wrong, and in its own words
/// where (a file's path, for a file store) and what it found; the use cases explain the
/// problem in the person's language without knowing which adapter is behind the port. The
/// error holds facts, not sentences: the words are in the Application layer's strings, in
/// every language. An adapter never writes to a store it cannot read as its own, so the
/// person's data stays exactly as it was.
public struct TripStoreError: Error, Equatable, Sendable {
  /// What is wrong with a store.
  public enum Problem: Equatable, Sendable {
    /// What is there is not a Trips store; the detail says what it is instead.
    case notAStore(String)
    /// The store is a Trips store, but damaged; the detail says where it was noticed.
    case damaged(String)
    /// The store was written by a newer version of Trips.
    case newerVersion(found: Int, supported: Int)
    /// The store could not be read; the detail is the system's reason.
    case unreadable(String)
    /// The store could not be written; the detail is the system's reason.
    case unwritable(String)
    /// Another program holds the store and did not let go within the busy timeout.
    /// Nothing was written; trying again later may succeed.
    case busy
    /// The store cannot be reached: its server does not answer, or is starting or stopping.
    /// Nothing was written; trying again later may succeed.
    case unreachable
    /// The store refused access for the reason given. Nothing was written.
    case accessRefused(AccessRefusal)
    /// The store can be read, but takes no changes now, for the reason given. Nothing was
    /// written; trying again later may succeed.
    case readOnly(ReadOnlyCause)
    /// The store stopped answering while it saved a change, so the change may or may not have
    /// been saved; looking at the store tells which.
    case outcomeUnknown
    /// The store reported an error that none of the other problems describes.
    case failed(String)
  }

  /// Why a store refused access: the user name or password was not accepted (or none was
  /// given where one is needed), or the user is known but lacks a privilege the request needs.
  public enum AccessRefusal: Equatable, Sendable { case credentials, privilege }

  /// Why a store that can be read takes no changes: it is a `replica`, which follows another
  /// copy of the store and takes changes only there; it `refusesChanges`, though it follows
  /// no other copy; or `noneTakesChangesYet` of the copies the address names, as while a
  /// replica is being made the one that takes changes.
  public enum ReadOnlyCause: Equatable, Sendable {
    case replica, refusesChanges, noneTakesChangesYet
  }

  /// Where the problem is, as the adapter names it: a file's path, for a file store.
  public let location: String
  /// What is wrong there.
  public let problem: Problem

  /// Whether the problem is in the changes kept on this computer for the store, rather than
  /// in the store: advice then speaks of a file here, whatever kind the store is.
  public let inKeptChanges: Bool

  /// Creates an error about a store.
  ///
  /// - Parameters:
  ///   - location: Where the problem is, as the adapter names it.
  ///   - problem: What is wrong there.
  ///   - inKeptChanges: Whether it is in the changes kept on this computer for the store.
  public init(location: String, problem: Problem, inKeptChanges: Bool = false) {
    (self.location, self.problem, self.inKeptChanges) = (location, problem, inKeptChanges)
  }
}
