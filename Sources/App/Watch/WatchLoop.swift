import Application
import Presentation

/// The loop of `trips watch`: waits one check interval for keys, turns them into intents,
/// looks for changes made elsewhere, and ends when the trip is removed, the store fails, or
/// the person quits.
///
/// Everything that touches time or the terminal is injected — the key source, the clock the
/// loop sleeps on when there are no keys, and the check for Ctrl-C — so tests drive it step by
/// step on a manual clock.
@MainActor
struct WatchLoop<Ticks: Clock<Duration>> {
  /// The use case that shows, refreshes and changes the trip.
  let watch: WatchTrip
  /// Turns a key into an intent (the live card's presentation control).
  let control: TripPresentationControl
  /// The keys, on a terminal; `nil` in a pipe, where the loop only looks for changes.
  let keys: (any KeySource)?
  /// The clock the loop sleeps on between checks when there is no key source.
  let clock: Ticks
  /// How long one step waits for keys or sleeps.
  let interval: Duration
  /// Whether Ctrl-C arrived as a signal (in a pipe); checked once per step.
  let isInterrupted: () -> Bool
  /// Called once per step, so the card can follow the terminal's width.
  let resize: () -> Void
  /// Called after each step, so what was drawn reaches the screen.
  let flush: () -> Void

  /// Runs until watching ends, and restores the terminal however it ends.
  ///
  /// - Returns: ``UseCaseOutcome/completed`` when the person quit (a key, Ctrl-C, or the task
  ///   being cancelled), ``UseCaseOutcome/notFound`` when the trip was removed, or the failure
  ///   the store reported.
  func run() async -> UseCaseOutcome {
    defer { keys?.restore() }
    while !Task.isCancelled {
      let pressed: [Character]
      if let keys {
        pressed = await keys.keys(waitingUpTo: interval)
      } else {
        try? await clock.sleep(for: interval)
        pressed = []
      }
      for key in pressed {
        guard let intent = control.intent(forKey: key) else { continue }
        if case .finished(let outcome) = await watch.perform(intent) { return outcome }
      }
      if isInterrupted() { return .completed }
      resize()
      if case .finished(let outcome) = await watch.refresh() { return outcome }
      flush()
    }
    return .completed
  }
}
