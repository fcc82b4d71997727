import Synchronization

/// A clock whose time moves only when a test calls ``advance(by:)``.
///
/// Code under test sleeps on it as on `ContinuousClock`; the test waits until something is
/// asleep (``untilSomethingSleeps()``), changes the world, and moves time on. So a loop that
/// runs every 200 ms is tested step by step, without a real sleep and without depending on how
/// busy the machine is.
public final class ManualClock: Clock, Sendable {
  /// A point on the manual clock: the time advanced since it was made.
  public struct Instant: InstantProtocol {
    /// How far the clock had been advanced at this instant.
    public var offset: Duration

    /// The instant `duration` later.
    public func advanced(by duration: Duration) -> Instant {
      Instant(offset: offset + duration)
    }

    /// The time from this instant to `other`.
    public func duration(to other: Instant) -> Duration {
      other.offset - offset
    }

    /// Whether `left` comes before `right`.
    public static func < (left: Instant, right: Instant) -> Bool {
      left.offset < right.offset
    }
  }

  private struct Sleeper {
    let number: Int
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
  }

  private struct State {
    var now = Instant(offset: .zero)
    var sleepers: [Sleeper] = []
    var nextNumber = 0
    var watchers: [Watcher] = []
  }

  private struct Watcher {
    let number: Int
    let continuation: CheckedContinuation<Void, Never>
  }

  private let state = Mutex(State())

  /// Creates a clock at offset zero with nothing asleep.
  public init() {}

  /// The current instant.
  public var now: Instant { state.withLock { $0.now } }

  /// The clock has no resolution limit: it moves exactly as far as it is told.
  public var minimumResolution: Duration { .zero }

  /// How many tasks are asleep on the clock now.
  public var sleepingCount: Int { state.withLock { $0.sleepers.count } }

  /// Suspends until the clock has been advanced to `deadline`, or throws `CancellationError`
  /// when the sleeping task is cancelled first.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    let number = state.withLock { state in
      state.nextNumber += 1
      return state.nextNumber
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        let (wakeNow, watchers) = state.withLock {
          state -> (Bool, [Watcher]) in
          guard deadline > state.now, !Task.isCancelled else { return (true, []) }
          state.sleepers.append(
            Sleeper(number: number, deadline: deadline, continuation: continuation))
          defer { state.watchers = [] }
          return (false, state.watchers)
        }
        if wakeNow {
          Task.isCancelled
            ? continuation.resume(throwing: CancellationError()) : continuation.resume()
        }
        for watcher in watchers { watcher.continuation.resume() }
      }
    } onCancel: {
      let cancelled = state.withLock { state -> Sleeper? in
        guard let index = state.sleepers.firstIndex(where: { $0.number == number }) else {
          return nil
        }
        return state.sleepers.remove(at: index)
      }
      cancelled?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Moves the clock on by `duration` and wakes every sleeper whose deadline has come.
  public func advance(by duration: Duration) {
    let woken = state.withLock { state -> [Sleeper] in
      state.now = state.now.advanced(by: duration)
      let now = state.now
      let due = state.sleepers.filter { $0.deadline <= now }
      state.sleepers.removeAll { $0.deadline <= now }
      return due
    }
    for sleeper in woken { sleeper.continuation.resume() }
  }

  /// Returns once at least one task is asleep on the clock: the point where a loop under test
  /// has finished a step and waits for the next. A cancelled wait returns at once.
  public func untilSomethingSleeps() async {
    let number = state.withLock { state in
      state.nextNumber += 1
      return state.nextNumber
    }
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let returnNow = state.withLock { state -> Bool in
          if !state.sleepers.isEmpty || Task.isCancelled { return true }
          state.watchers.append(Watcher(number: number, continuation: continuation))
          return false
        }
        if returnNow { continuation.resume() }
      }
    } onCancel: {
      let cancelled = state.withLock { state -> Watcher? in
        guard let index = state.watchers.firstIndex(where: { $0.number == number }) else {
          return nil
        }
        return state.watchers.remove(at: index)
      }
      cancelled?.continuation.resume()
    }
  }
}
