import ConsoleTerminal
import LessonTestSupport

@testable import App

/// A key source for tests: keys are "pressed" ahead of time and handed over when the loop
/// next waits, after one interval on the manual clock, as a terminal would deliver them.
@MainActor
final class KeyScript: KeySource {
  private let clock: ManualClock
  private var pending: [Character] = []

  /// How many times the loop gave the terminal back.
  private(set) var restoreCount = 0

  init(clock: ManualClock) {
    self.clock = clock
  }

  /// Queues `keys` for the next wait.
  func press(_ keys: String) {
    pending += keys
  }

  func keys(waitingUpTo timeout: Duration) async -> [Character] {
    try? await clock.sleep(for: timeout)
    defer { pending = [] }
    return pending
  }

  func restore() {
    restoreCount += 1
  }
}
