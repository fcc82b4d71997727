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

  /// The failure a store reports when its disk fails: the default of ``failAll(with:)``.
  public static let diskFailure = TripStoreError(
    path: "trips.sqlite", problem: .unreadable("disk I/O error"))

  private struct State {
    var trips: [Trip] = []
    var lastAssignedID: Int64 = 0
    var messages: [ReceivedMessage] = []
    var failure: TripStoreError?
    var version: Int64 = 0
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
    let found = try recordChange(.update(trip)) { state in
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
    let found = try recordChange(.remove(id)) { state in
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
    try state.withLock { state throws(TripStoreError) in
      state.messages.append(message)
      if let failure = state.failure { throw failure }
      return body(&state)
    }
  }

  /// ``record(_:_:)`` for the calls that change one trip: a failure is a store failure.
  private func recordChange(_ message: ReceivedMessage, _ body: (inout State) -> Bool)
    throws(TripRepositoryError) -> Bool
  {
    do {
      return try record(message, body)
    } catch {
      throw .store(error)
    }
  }
}
