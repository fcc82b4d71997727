/// Holds a run until the test opens it: a slow store, as the test decides.
@MainActor
final class Gate {
  private var waiting: [CheckedContinuation<Void, Never>] = []
  private var isOpen = false

  /// Returns once the gate is open.
  func passed() async {
    guard !isOpen else { return }
    await withCheckedContinuation { waiting.append($0) }
  }

  /// Lets every waiting run through, and every later one.
  func open() {
    isOpen = true
    for continuation in waiting { continuation.resume() }
    waiting = []
  }
}
