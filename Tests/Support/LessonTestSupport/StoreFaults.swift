import Domain
import Synchronization

/// The failures a test plans for a store, kept apart from the spy that the test then checks.
///
/// A suite holds one and hands it to ``FaultyTripRepository``; a test arranges with
/// `faults.fail(.change)` and asserts on the spy alone.
public final class StoreFaults: Sendable {
  /// The failure a store reports when its disk fails: the default of every plan.
  public static let diskFailure = TripStoreError(
    location: "trips.sqlite", problem: .unreadable("disk I/O error"))

  /// What a planned failure throws.
  private enum Failure {
    case store(TripStoreError)
    /// ``TripRepositoryError/notFound(_:)`` naming the first trip of the change set.
    case notFound
    /// ``TripRepositoryError/changedElsewhere(_:)`` naming the first trip of the change set
    /// and the fields its first change sets.
    case changedElsewhere
  }

  /// One operation that is to fail: the `remaining`-th of its kind from now on.
  private struct Plan {
    let operation: StoreOperation
    var remaining: Int
    let failure: Failure
  }

  private struct State {
    var always: TripStoreError?
    var plans: [Plan] = []
  }

  private let state = Mutex(State())

  /// Creates a plan in which nothing fails.
  public init() {}

  /// Makes every later operation fail with `error`.
  ///
  /// - Parameter error: The failure; ``diskFailure`` unless given.
  public func failAll(with error: TripStoreError = StoreFaults.diskFailure) {
    state.withLock { $0.always = error }
  }

  /// Plans no failure from now on: every operation passes to the wrapped store.
  public func failNothing() {
    state.withLock { state in
      state.always = nil
      state.plans = []
    }
  }

  /// Makes only the `occurrence`-th `operation` from now on fail with `error`.
  /// `fail(.find, occurrence: 2)` fails the second read of a trip, `fail(.change)` the next
  /// change set.
  ///
  /// - Parameters:
  ///   - operation: Which operation fails.
  ///   - occurrence: Which one of those operations, counting from 1.
  ///   - error: The failure; ``diskFailure`` unless given.
  public func fail(
    _ operation: StoreOperation, occurrence: Int = 1,
    with error: TripStoreError = StoreFaults.diskFailure
  ) {
    plan(Plan(operation: operation, remaining: occurrence, failure: .store(error)))
  }

  /// Makes the `occurrence`-th change set from now on report that its first trip is gone, as
  /// when another program removes it between a read and a write.
  ///
  /// - Parameter occurrence: Which change set, counting from 1.
  public func failWithNotFound(occurrence: Int = 1) {
    plan(Plan(operation: .change, remaining: occurrence, failure: .notFound))
  }

  /// Makes the `occurrence`-th change set from now on report that someone else changed its
  /// first trip since it was read, as when another program changes it between a read and a
  /// write.
  ///
  /// - Parameter occurrence: Which change set, counting from 1.
  public func failWithChangedElsewhere(occurrence: Int = 1) {
    plan(Plan(operation: .change, remaining: occurrence, failure: .changedElsewhere))
  }

  private func plan(_ plan: Plan) {
    precondition(plan.remaining >= 1, "occurrences count from 1")
    state.withLock { $0.plans.append(plan) }
  }

  /// Counts one `operation` and throws the failure that is due for it, if any.
  ///
  /// - Parameters:
  ///   - operation: The operation about to run.
  ///   - changes: The change set, for ``failWithNotFound(occurrence:)`` and
  ///     ``failWithChangedElsewhere(occurrence:)``.
  func check(_ operation: StoreOperation, changes: TripChangeSet? = nil)
    throws(TripRepositoryError)
  {
    let due = state.withLock { state -> Failure? in
      if let always = state.always { return .store(always) }
      guard let index = state.plans.firstIndex(where: { $0.operation == operation }) else {
        return nil
      }
      state.plans[index].remaining -= 1
      guard state.plans[index].remaining == 0 else { return nil }
      return state.plans.remove(at: index).failure
    }
    switch due {
    case nil: return
    case .store(let error): throw .store(error)
    case .notFound:
      guard let trip = changes?.tripIDs.first else { preconditionFailure("no trip named") }
      throw .notFound(trip)
    case .changedElsewhere:
      guard let trip = changes?.tripIDs.first else { preconditionFailure("no trip named") }
      throw .changedElsewhere([TripConflict(id: trip, fields: changes?.changes[0].fields ?? [])])
    }
  }

  /// ``check(_:changes:)`` for the operations that can only fail as a store.
  func checkStore(_ operation: StoreOperation) throws(TripStoreError) {
    do {
      try check(operation)
    } catch {
      // `notFound` and `changedElsewhere` are planned only for change sets, which call
      // `check` directly.
      guard case .store(let failure) = error else { preconditionFailure("\(error)") }
      throw failure
    }
  }
}
