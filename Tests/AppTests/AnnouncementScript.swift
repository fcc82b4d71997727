import Domain
import StoreCapabilities

/// A listener for tests: the test announces news, and the loop gets it at its next wait. It
/// only records how long the loop offered to wait.
@MainActor
final class AnnouncementScript: TripChangeListening {
  private var pending: [TripChangeNews] = []
  private var waiting: CheckedContinuation<TripChangeNews, Never>?
  private var watchers: [CheckedContinuation<Void, Never>] = []

  /// How long the loop offered to wait, wait by wait.
  private(set) var offeredWaits: [Duration] = []
  /// How many times listening was stopped.
  private(set) var stopCount = 0

  /// Hands `news` to the waiting loop, or keeps it for its next wait.
  func announce(_ news: TripChangeNews) {
    if let waiting {
      self.waiting = nil
      waiting.resume(returning: news)
    } else {
      pending.append(news)
    }
  }

  /// Returns once the loop waits here with nothing pending: it has finished a step.
  func untilWaiting() async {
    if waiting != nil { return }
    await withCheckedContinuation { watchers.append($0) }
  }

  func nextAnnouncement(waitingUpTo timeout: Duration) async -> TripChangeNews {
    offeredWaits.append(timeout)
    if !pending.isEmpty { return pending.removeFirst() }
    return await withCheckedContinuation { continuation in
      waiting = continuation
      let watchers = self.watchers
      self.watchers = []
      for watcher in watchers { watcher.resume() }
    }
  }

  func stopListening() {
    stopCount += 1
  }
}
