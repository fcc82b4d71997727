import Domain
import Foundation
import IntegrationTestSupport
import JSONFileStore
import LessonTestSupport
import Synchronization
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The file stores run on executors of their own: a store call that blocks on another
/// program's lock holds one of the store's threads, never one of Swift's cooperative threads.
@Suite struct StoreExecutorTests {
  #if os(Linux)
    /// How many descriptors of this process have a lock file in `directory` open: the test's
    /// own, and one for each store call that is waiting for its lock.
    private static func openLockFiles(in directory: TemporaryDirectory) -> Int {
      let descriptors =
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
      return descriptors.filter { descriptor in
        let target = try? FileManager.default.destinationOfSymbolicLink(
          atPath: "/proc/self/fd/" + descriptor)
        return target.map { $0.hasPrefix(directory.path) && $0.hasSuffix(".json.lock") } == true
      }.count
    }

    /// Lock files this test holds, released once: by the test, or by the watchdog.
    private final class HeldLocks: Sendable {
      private let descriptors: Mutex<[Int32]?>
      private let releasedByWatchdog = Mutex(false)

      init(_ descriptors: [Int32]) {
        self.descriptors = Mutex(descriptors)
      }

      /// Whether the watchdog had to release the locks.
      var watchdogFired: Bool { releasedByWatchdog.withLock { $0 } }

      func release(byWatchdog: Bool = false) {
        guard
          let open = descriptors.withLock({ held in
            defer { held = nil }
            return held
          })
        else {
          return
        }
        for descriptor in open { close(descriptor) }
        if byWatchdog { releasedByWatchdog.withLock { $0 = true } }
      }
    }

    /// More stores than the machine has cores, each waiting for its lock because this test
    /// holds its lock file. If the stores ran on the cooperative pool, every pool thread would be
    /// stuck and no other task could run; then a watchdog on a Dispatch queue (outside the
    /// pool) releases the locks after four minutes and the test fails. When the stores keep to
    /// their own executors, nothing waits for time. The watchdog allows for a machine busy with
    /// the whole suite, where a store's queue can wait a long time for a thread of its own; the
    /// stores wait far longer still for their locks, so a store does not give up first.
    @Test func storeCallsBlockedOnALock_leaveOtherTasksFreeToRun() async throws {
      let directory = TemporaryDirectory()
      let count = ProcessInfo.processInfo.activeProcessorCount + 2
      var descriptors: [Int32] = []
      var stores: [JSONFileTripRepository] = []
      for index in 0..<count {
        let path = directory.file("trips-\(index).json")
        let descriptor = open(path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        try #require(descriptor >= 0 && flock(descriptor, LOCK_EX) == 0)
        descriptors.append(descriptor)
        stores.append(JSONFileTripRepository(path: path, busyTimeout: .seconds(600)))
      }
      let locks = HeldLocks(descriptors)
      DispatchQueue.global().asyncAfter(deadline: .now() + 240) { locks.release(byWatchdog: true) }

      let adds = stores.map { store in
        Task { try await store.add(Fixtures.lateDraft()) }
      }
      while Self.openLockFiles(in: directory) < 2 * count && !locks.watchdogFired {
        await Task.yield()
      }
      let others = await withTaskGroup(of: Int.self) { group in
        for index in 0..<(count * 4) {
          group.addTask {
            await Task.yield()
            return index
          }
        }
        return await group.reduce(0, +)
      }
      let stillBlocked = Self.openLockFiles(in: directory) - count
      locks.release()
      for add in adds { _ = try await add.value }

      #expect(!locks.watchdogFired, "store calls held Swift's cooperative threads")
      #expect(others == (0..<(count * 4)).reduce(0, +))
      #expect(stillBlocked == count)
      for store in stores {
        #expect(try await store.trips(after: nil, limit: 10).count == 1)
      }
    }
  #endif
}
