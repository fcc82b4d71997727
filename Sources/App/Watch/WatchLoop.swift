import Application
import ConsoleTerminal
import Domain
import Presentation
import PresentationConsole
import StoreCapabilities

/// The loop of `trips watch`: waits for keys or for news of a change, turns keys into
/// intents, looks for changes made elsewhere, and ends when the trip is removed, the store
/// fails, or the person quits.
///
/// A store that announces its changes (``TripChangeListening``) wakes the loop as a change
/// commits, and the loop reads the store only then. Otherwise, and while the listener cannot
/// listen, the loop asks the store every check interval whether anything changed.
///
/// Everything that touches time or the terminal is injected — the key source, the listener,
/// the clock the loop sleeps on when there are no keys, and the check for Ctrl-C — so tests
/// drive it step by step on a manual clock.
@MainActor
struct WatchLoop<Ticks: Clock<Duration>> {
  /// The use case that shows, refreshes and changes the trip.
  let watch: WatchTrip
  /// The keys, on a terminal; `nil` in a pipe, where the loop only looks for changes.
  let keys: (any KeySource)?
  /// Where the store's announcements arrive; `nil` for a store that makes none.
  let announcements: (any TripChangeListening)?
  /// The clock the loop sleeps on between checks when there is no key source.
  let clock: Ticks
  /// How long one step waits for keys or sleeps, when the loop asks the store for changes.
  let interval: Duration
  /// How long one step waits for keys while a listener hears the changes: short, so an
  /// announcement that arrives meanwhile is drawn without a noticeable wait.
  static var keyWaitWhileListening: Duration { .milliseconds(50) }
  /// Whether Ctrl-C arrived as a signal (in a pipe); checked once per step.
  let isInterrupted: () -> Bool
  /// Called once per step, so the card can follow the terminal's width.
  let resize: () -> Void
  /// Called after each step, so what was drawn reaches the screen.
  let flush: () -> Void
  /// Called once, the first time the listener cannot listen where the store is read (a
  /// standby), so the person learns that changes show within the check interval.
  var cannotListenHere: () -> Void = {}

  /// Runs until watching ends, and restores the terminal however it ends.
  ///
  /// - Returns: ``UseCaseOutcome/completed`` when the person quit (a key, Ctrl-C, or the task
  ///   being cancelled), ``UseCaseOutcome/notFound`` when the trip was removed, or the failure
  ///   the store reported.
  func run() async -> UseCaseOutcome {
    defer { keys?.restore() }
    var listening = announcements != nil
    var toldCannotListen = false
    while !Task.isCancelled {
      let pressed: [Character]
      let news: TripChangeNews
      if let keys {
        pressed = await keys.keys(
          waitingUpTo: listening ? Self.keyWaitWhileListening : interval)
        news = await announcement(waitingUpTo: .zero)
      } else {
        pressed = []
        news = await announcement(waitingUpTo: interval)
        if !news.isHeard { try? await clock.sleep(for: interval) }
      }
      listening = news.isHeard
      if news == .cannotListenHere, !toldCannotListen {
        toldCannotListen = true
        cannotListenHere()
      }
      for key in pressed {
        guard let intent = ConsoleKeys.intent(forKey: key) else { continue }
        if case .finished(let outcome) = await watch.perform(intent) { return outcome }
      }
      if isInterrupted() { return .completed }
      resize()
      if news != .quiet, case .finished(let outcome) = await watch.refresh() { return outcome }
      flush()
    }
    return .completed
  }

  /// What the listener heard within `timeout`; without a listener, the store is to be asked,
  /// as when the listener cannot listen.
  private func announcement(waitingUpTo timeout: Duration) async -> TripChangeNews {
    guard let announcements else { return .notListening }
    return await announcements.nextAnnouncement(waitingUpTo: timeout)
  }
}

extension TripChangeNews {
  /// Whether the listener hears changes, so the loop need not ask the store itself.
  fileprivate var isHeard: Bool { self == .changed || self == .quiet }
}
