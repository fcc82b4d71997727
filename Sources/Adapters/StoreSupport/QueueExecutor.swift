import Dispatch

/// A serial executor that runs an actor's work on a dispatch queue of its own.
///
/// The file stores make blocking calls: SQLite waits out another program's lock for up to the
/// busy timeout, the JSON store waits in `flock` and `fsync`. Swift's cooperative pool has one
/// thread per core and expects no task to block it, so a store that blocked there would stall
/// every other task of the app. An actor whose `unownedExecutor` is one of these runs all its
/// methods on the queue's thread instead; callers `await` it like any actor.
///
/// (On Apple platforms a `DispatchSerialQueue` is itself a `SerialExecutor`; Linux's Dispatch
/// has no such type, so this wraps a plain serial queue.)
package final class QueueExecutor: SerialExecutor {
  private let queue: DispatchQueue

  /// A serial executor over a new queue.
  ///
  /// - Parameter label: The queue's label, as debuggers and crash reports show it.
  package init(label: String) {
    queue = DispatchQueue(label: label)
  }

  /// Runs `job` on the queue, after the jobs enqueued before it.
  package func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let executor = asUnownedSerialExecutor()
    queue.async { job.runSynchronously(on: executor) }
  }

  /// This executor, as actors refer to it.
  package func asUnownedSerialExecutor() -> UnownedSerialExecutor {
    UnownedSerialExecutor(ordinary: self)
  }
}
