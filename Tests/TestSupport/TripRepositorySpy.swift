import Domain
import Foundation
import Synchronization

/// A working in-memory repository that records every message it receives and can be told to
/// fail.
///
/// Because it really stores trips, it is held to the same contract suite as the production
/// adapters, so use-case tests never rely on behaviour a real store would not have.
public final class TripRepositorySpy: TripRepository, TripChangeTracking {
  /// A call the spy received, with its arguments.
  public enum ReceivedMessage: Equatable, Sendable {
    /// ``TripRepository/trip(withID:)``.
    case find(TripID)
    /// ``TripRepository/trips(after:limit:)``.
    case page(after: TripCursor?, limit: Int)
    /// ``TripRepository/trips(arrivingAfter:after:limit:)``.
    case upcomingPage(arrivingAfter: Date, after: TripCursor?, limit: Int)
    /// ``TripRepository/add(_:)``.
    case add(TripDraft)
    /// ``TripRepository/update(_:)``.
    case update(Trip)
    /// ``TripRepository/remove(tripWithID:)``.
    case remove(TripID)
    /// ``TripChangeTracking/changeToken()``.
    case changeToken
  }

  /// The kinds of message, for failing only one of them with ``fail(_:occurrence:with:)``.
  public enum MessageKind: Sendable {
    /// ``TripRepository/trip(withID:)``.
    case find
    /// ``TripRepository/trips(after:limit:)``.
    case page
    /// ``TripRepository/trips(arrivingAfter:after:limit:)``.
    case upcomingPage
    /// ``TripRepository/add(_:)``.
    case add
    /// ``TripRepository/update(_:)``.
    case update
    /// ``TripRepository/remove(tripWithID:)``.
    case remove
    /// ``TripChangeTracking/changeToken()``.
    case changeToken
  }

  /// The failure a store reports when its disk fails: the default of ``failAll(with:)``.
  public static let diskFailure = TripStoreError(
    path: "trips.sqlite", problem: .unreadable("disk I/O error"))

  private struct State {
    var trips: [Trip] = []
    var lastAssignedID: Int64 = 0
    var messages: [ReceivedMessage] = []
    var failure: TripStoreError?
    var version: Int64 = 0
    var plannedFailures: [PlannedFailure] = []
  }

  /// One message that is to fail: the `remaining`-th message of `kind` from now on.
  private struct PlannedFailure {
    /// What the failing message throws.
    enum Error {
      case store(TripStoreError)
      /// ``TripRepositoryError/notFound(_:)`` naming the trip of the message.
      case notFound
    }

    let kind: MessageKind
    var remaining: Int
    let error: Error
  }

  private let state = Mutex(State())

  /// Creates a spy holding `trips`, as if they had been added in order.
  ///
  /// - Parameter trips: The trips already stored.
  public init(trips: [Trip] = []) {
    state.withLock {
      $0.trips = trips
      $0.lastAssignedID = trips.map(\.id.rawValue).max() ?? 0
    }
  }

  /// Every call so far, in order.
  public var receivedMessages: [ReceivedMessage] {
    state.withLock { $0.messages }
  }

  /// Makes every later call throw `error` after recording its message (as
  /// ``TripRepositoryError/store(_:)`` from the calls that change one trip).
  ///
  /// - Parameter error: The error to throw; ``diskFailure`` unless given.
  public func failAll(with error: TripStoreError = TripRepositorySpy.diskFailure) {
    state.withLock { $0.failure = error }
  }

  /// Makes only the `occurrence`-th message of `kind` from now on throw `error`, after
  /// recording it; every other message works. `fail(.find, occurrence: 2)` fails the second
  /// read of a trip, `fail(.update)` the next update.
  ///
  /// - Parameters:
  ///   - kind: Which message fails.
  ///   - occurrence: Which one of those messages, counting from 1.
  ///   - error: The store failure it throws; ``diskFailure`` unless given.
  public func fail(
    _ kind: MessageKind, occurrence: Int = 1, with error: TripStoreError = diskFailure
  ) {
    plan(PlannedFailure(kind: kind, remaining: occurrence, error: .store(error)))
  }

  /// Makes the `occurrence`-th update or removal from now on report that the trip is gone, as
  /// when another program removes it between a read and a write.
  ///
  /// - Parameters:
  ///   - kind: ``MessageKind/update`` or ``MessageKind/remove``.
  ///   - occurrence: Which one of those messages, counting from 1.
  public func failWithNotFound(_ kind: MessageKind, occurrence: Int = 1) {
    precondition(kind == .update || kind == .remove, "only changes to a trip report notFound")
    plan(PlannedFailure(kind: kind, remaining: occurrence, error: .notFound))
  }

  private func plan(_ failure: PlannedFailure) {
    precondition(failure.remaining >= 1, "occurrences count from 1")
    state.withLock { $0.plannedFailures.append(failure) }
  }

  /// Finds one trip.
  public func trip(withID id: TripID) throws(TripStoreError) -> Trip? {
    try record(.find(id)) { state in state.trips.first { $0.id == id } }
  }

  /// Reads one page in departure order.
  public func trips(after cursor: TripCursor?, limit: Int) throws(TripStoreError) -> [Trip] {
    try record(.page(after: cursor, limit: limit)) { state in
      let ordered = state.trips.sorted(by: Trip.departureOrder)
      let rest = ordered.filter { cursor?.precedes($0) ?? true }
      return Array(rest.prefix(max(1, limit)))
    }
  }

  /// Reads one page of the trips arriving after `instant`, in departure order.
  public func trips(arrivingAfter instant: Date, after cursor: TripCursor?, limit: Int)
    throws(TripStoreError) -> [Trip]
  {
    try record(.upcomingPage(arrivingAfter: instant, after: cursor, limit: limit)) { state in
      let ordered = state.trips.sorted(by: Trip.departureOrder)
      let rest = ordered.filter { (cursor?.precedes($0) ?? true) && $0.arrival > instant }
      return Array(rest.prefix(max(1, limit)))
    }
  }

  /// Stores a draft under the next identifier.
  public func add(_ draft: TripDraft) throws(TripStoreError) -> Trip {
    try record(.add(draft)) { state in
      state.lastAssignedID += 1
      let trip = Trip(id: TripID(rawValue: state.lastAssignedID)!, draft: draft)
      state.trips.append(trip)
      state.version += 1
      return trip
    }
  }

  /// Replaces a stored trip.
  public func update(_ trip: Trip) throws(TripRepositoryError) {
    let found = try attempt(.update(trip)) { state in
      guard let index = state.trips.firstIndex(where: { $0.id == trip.id }) else { return false }
      state.trips[index] = trip
      state.version += 1
      return true
    }
    guard found else { throw .notFound(trip.id) }
  }

  /// The number of changes so far, as a token.
  public func changeToken() throws(TripStoreError) -> TripChangeToken {
    try record(.changeToken) { TripChangeToken([$0.version]) }
  }

  /// Removes a stored trip.
  public func remove(tripWithID id: TripID) throws(TripRepositoryError) {
    let found = try attempt(.remove(id)) { state in
      guard let index = state.trips.firstIndex(where: { $0.id == id }) else { return false }
      state.trips.remove(at: index)
      state.version += 1
      return true
    }
    guard found else { throw .notFound(id) }
  }

  private func record<Result: Sendable>(
    _ message: ReceivedMessage, _ body: (inout State) -> Result
  ) throws(TripStoreError) -> Result {
    do {
      return try attempt(message, body)
    } catch {
      // Only updates and removals can plan `notFound`, and they call `attempt` directly.
      guard case .store(let failure) = error else { preconditionFailure("\(error)") }
      throw failure
    }
  }

  /// Records `message`, throws a failure that is due, and otherwise runs `body`.
  private func attempt<Result: Sendable>(
    _ message: ReceivedMessage, _ body: (inout State) -> Result
  ) throws(TripRepositoryError) -> Result {
    try state.withLock { state throws(TripRepositoryError) in
      state.messages.append(message)
      if let failure = state.failure { throw .store(failure) }
      if let index = state.plannedFailures.firstIndex(where: { $0.kind == message.kind }) {
        state.plannedFailures[index].remaining -= 1
        if state.plannedFailures[index].remaining == 0 {
          switch state.plannedFailures.remove(at: index).error {
          case .store(let failure): throw .store(failure)
          case .notFound: throw .notFound(message.changedTrip!)
          }
        }
      }
      return body(&state)
    }
  }
}

extension TripRepositorySpy.ReceivedMessage {
  /// The kind of this message.
  public var kind: TripRepositorySpy.MessageKind {
    switch self {
    case .find: .find
    case .page: .page
    case .upcomingPage: .upcomingPage
    case .add: .add
    case .update: .update
    case .remove: .remove
    case .changeToken: .changeToken
    }
  }

  /// The trip an update or a removal names; `nil` for the other messages.
  var changedTrip: TripID? {
    switch self {
    case .update(let trip): trip.id
    case .remove(let id): id
    default: nil
    }
  }
}
