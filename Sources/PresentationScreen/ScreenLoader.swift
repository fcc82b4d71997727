import Presentation

/// Runs what fills a screen, and tells the screen's state view what to show around it.
///
/// The loader is the message view the screen's use cases report to: an error is a failure
/// the person may retry, and information (such as "no trips") an empty screen; a run that
/// reports nothing filled the screen. A run that takes longer than ``loadingDelay`` shows
/// ``ScreenState/loading`` until it ends, and a quick one never does, so a fast store does not
/// flicker. The clock is injected, so the tests move time themselves.
@MainActor
public final class ScreenLoader<Waiting: Clock<Duration>>: MessageView {
  /// How long a run may take before the screen says it is loading: 150 ms.
  public static var loadingDelay: Duration { .milliseconds(150) }

  private let view: any ScreenStateView
  private let clock: Waiting
  private var work: (@MainActor () async -> Void)?
  private var ending: ScreenState?
  private var isRunning = false
  private var isAskedAgain = false

  /// Creates a loader that shows its states in `view`.
  ///
  /// - Parameters:
  ///   - view: Where the states are shown; usually a weak reference to the screen.
  ///   - clock: What measures ``loadingDelay``.
  public init(view: any ScreenStateView, clock: Waiting) {
    (self.view, self.clock) = (view, clock)
  }

  /// Runs `work`, which fills the screen and reports to this loader, and shows the state it
  /// leaves; ``retry()`` runs it again. Asked while a run is under way, it runs `work` once
  /// that run has ended, so the screen ends on what was asked last.
  ///
  /// - Parameter work: What fills the screen, such as a use case's `show(tripWithID:)`.
  public func load(_ work: @escaping @MainActor () async -> Void) async {
    self.work = work
    await retry()
  }

  /// Runs the last work again, as a Retry button does; nothing before the first. Asked while
  /// a run is under way, it runs once more when that run has ended, however often it was
  /// asked meanwhile.
  public func retry() async {
    guard let work else { return }
    guard !isRunning else {
      isAskedAgain = true
      return
    }
    (isRunning, ending) = (true, nil)
    let loading = Task { [clock, view] in
      try await clock.sleep(for: Self.loadingDelay)
      // A run that ended while the sleep was waking is not loading any more.
      guard !Task.isCancelled else { return }
      view.display(.loading)
    }
    await work()
    loading.cancel()
    isRunning = false
    view.display(ending ?? .content)
    if isAskedAgain {
      isAskedAgain = false
      await retry()
    }
  }

  /// A failure: the run under way ends on ``ScreenState/failed(_:)``; between runs, as when
  /// a change the person asked for is refused, the screen shows it at once.
  public func displayError(_ message: Message) {
    guard isRunning else { return view.display(.failed(message)) }
    ending = .failed(message)
  }

  /// Nothing to show: the run under way ends on ``ScreenState/empty(_:)`` unless a failure
  /// came first; between runs, the screen shows it at once.
  public func displayInformation(_ message: Message) {
    guard isRunning else { return view.display(.empty(message)) }
    if ending == nil { ending = .empty(message) }
  }
}
