import Application
import Domain
import Foundation
import InMemoryStore
import LessonTestSupport
import Presentation
import Testing

@testable import App

/// The loop of `trips watch`, driven step by step on a manual clock: no test here sleeps.
@MainActor @Suite struct WatchLoopTests {
  private let interval = Duration.milliseconds(200)
  private let id = Fixtures.tripID(1)
  private let formats = TripFormats(
    locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "Europe/Amsterdam")!)

  /// A started watch of trip 1 and its loop, with the loop's surroundings.
  private struct Harness {
    /// The store, as another process changes it.
    let store: InMemoryTripRepository
    let faults: StoreFaults
    let repository: TripStoreSpy
    let view: ViewSpy
    let clock: ManualClock
    let keys: KeyScript?
    let loop: Task<UseCaseOutcome, Never>
    let flushes: Counter
    /// How often the person was told that the store cannot announce changes where it is read.
    let toldCannotListen: Counter
  }

  /// Counts calls of a closure the loop is handed.
  private final class Counter {
    var count = 0
  }

  private func startWatching(
    withKeys: Bool = false, announcements: AnnouncementScript? = nil,
    interrupted: @escaping () -> Bool = { false }
  ) async -> Harness {
    let store = InMemoryTripRepository(trips: [Fixtures.onTimeTrip(id: 1)])
    let faults = StoreFaults()
    let repository = TripStoreSpy(FaultyTripRepository(store, faults: faults))
    let view = ViewSpy()
    let clock = ManualClock()
    let keys = withKeys ? KeyScript(clock: clock) : nil
    let flushes = Counter()
    let toldCannotListen = Counter()
    let watch = WatchTrip(
      repository: repository, changes: repository,
      presenter: TripPresenter(view: view, formats: formats), messageView: view,
      formats: formats, storeKind: .file)
    let started = await watch.start(tripWithID: id)
    #expect(started == .completed)
    var loop = WatchLoop(
      watch: watch, keys: keys,
      announcements: announcements, clock: clock,
      interval: interval, isInterrupted: interrupted, resize: {},
      flush: { flushes.count += 1 })
    loop.cannotListenHere = { toldCannotListen.count += 1 }
    let task = Task { await loop.run() }
    if let announcements, !withKeys {
      await announcements.untilWaiting()
    } else {
      await clock.untilSomethingSleeps()
    }
    return Harness(
      store: store, faults: faults, repository: repository, view: view, clock: clock, keys: keys,
      loop: task, flushes: flushes, toldCannotListen: toldCannotListen)
  }

  /// Moves the clock on one interval and waits until the loop sleeps again.
  private func step(_ harness: Harness) async {
    harness.clock.advance(by: interval)
    await harness.clock.untilSomethingSleeps()
  }

  /// Moves the clock on one interval and returns how the loop ended in that step; `nil` when
  /// it went back to sleep instead, after cancelling it, so a loop that fails to end fails
  /// the test rather than holding it forever.
  private func stepToTheEnd(_ harness: Harness) async -> UseCaseOutcome? {
    let (loop, clock) = (harness.loop, harness.clock)
    clock.advance(by: interval)
    return await withTaskGroup(of: UseCaseOutcome?.self) { group in
      group.addTask { await loop.value }
      group.addTask {
        await clock.untilSomethingSleeps()
        return nil
      }
      let first = await group.next() ?? nil
      if first == nil { loop.cancel() }
      group.cancelAll()
      return first
    }
  }

  /// The cards and messages the views received, in words: `card 15:09 +7` is a card of trip
  /// 1 whose delay line reads "7 minutes delay".
  private func drawn(_ view: ViewSpy) -> [String] {
    view.receivedMessages.map { message in
      switch message {
      case .display(let trip): "card " + (trip.isDelayHidden ? "on time" : trip.delay ?? "")
      case .error(let error): "error " + error.text
      default: "\(message)"
      }
    }
  }

  @Test func aChangeMadeElsewhere_isDrawnWithinOneInterval() async throws {
    let harness = await startWatching()
    let delayed = Fixtures.onTimeTrip(id: 1).departing(
      at: Fixtures.onTimeTrip(id: 1).departure.addingTimeInterval(7 * 60))

    try await harness.store.replace(delayed)
    await step(harness)

    #expect(
      drawn(harness.view) == ["card on time", "card 7 minutes delay"])
    #expect(
      harness.repository.receivedMessages == [
        .changeToken, .find(id), .changeToken, .find(id),
      ])
    #expect(harness.flushes.count == 1)
    harness.loop.cancel()
    #expect(await harness.loop.value == .completed)
  }

  @Test func aStepWithoutChanges_readsOnlyTheChangeToken() async {
    let harness = await startWatching()

    await step(harness)
    await step(harness)

    #expect(drawn(harness.view) == ["card on time"])
    #expect(
      harness.repository.receivedMessages == [.changeToken, .find(id), .changeToken, .changeToken]
    )
    harness.loop.cancel()
    #expect(await harness.loop.value == .completed)
  }

  @Test func keys_becomeIntents_andUnknownKeysAreIgnored() async throws {
    let harness = await startWatching(withKeys: true)
    let keys = try #require(harness.keys)
    let original = Fixtures.onTimeTrip(id: 1)
    // Each change is based on the revision the one before it stored.
    let oneMinuteLate = original.departing(at: original.departure.addingTimeInterval(60))
    let twoMinutesLate = oneMinuteLate.nextRevision.departing(
      at: original.departure.addingTimeInterval(120))
    let onTime = twoMinutesLate.nextRevision.departing(at: original.departure)

    keys.press("x+")
    await step(harness)
    keys.press("+0")
    await step(harness)

    #expect(
      drawn(harness.view) == [
        "card on time", "card 1 minute delay", "card 2 minutes delay", "card on time",
      ])
    #expect(
      harness.repository.receivedMessages == [
        .changeToken, .find(id),
        .find(id), .change(original, to: oneMinuteLate), .changeToken, .changeToken,
        .find(id), .change(oneMinuteLate.nextRevision, to: twoMinutesLate), .changeToken,
        .find(id), .change(twoMinutesLate.nextRevision, to: onTime), .changeToken, .changeToken,
      ])
    harness.loop.cancel()
    #expect(await harness.loop.value == .completed)
    #expect(keys.restoreCount == 1)
  }

  @Test func quitting_changesNothing_andRestoresTheTerminal() async throws {
    let harness = await startWatching(withKeys: true)
    let keys = try #require(harness.keys)

    keys.press("q+")
    let outcome = await stepToTheEnd(harness)

    #expect(outcome == .completed)
    #expect(keys.restoreCount == 1)
    #expect(harness.repository.receivedMessages == [.changeToken, .find(id)])
    #expect(drawn(harness.view) == ["card on time"])
  }

  @Test func ctrlCInAPipe_endsAtTheNextStep_changingNothing() async {
    let pressed = Counter()
    let harness = await startWatching(interrupted: { pressed.count > 0 })

    pressed.count = 1
    let outcome = await stepToTheEnd(harness)

    #expect(outcome == .completed)
    #expect(harness.repository.receivedMessages == [.changeToken, .find(id)])
  }

  @Test func aTripRemovedElsewhere_endsWatching() async throws {
    let harness = await startWatching(withKeys: true)

    try await harness.store.remove(try #require(await harness.store.trip(withID: id)))
    let outcome = await stepToTheEnd(harness)

    #expect(outcome == .notFound)
    #expect(
      drawn(harness.view) == [
        "card on time", "error Trip 1 was removed.",
      ])
    #expect(harness.keys?.restoreCount == 1)
  }

  @Test func aStoreThatFails_endsWatchingWithItsFailure() async {
    let harness = await startWatching()

    harness.faults.failAll()
    let outcome = await stepToTheEnd(harness)

    #expect(outcome == .storageFailed)
    #expect(
      drawn(harness.view) == [
        "card on time",
        "error trips.sqlite cannot be read (disk I/O error).",
      ])
  }

  // MARK: - A store that announces its changes

  private func delayedBySevenMinutes() -> Trip {
    Fixtures.onTimeTrip(id: 1).departing(
      at: Fixtures.onTimeTrip(id: 1).departure.addingTimeInterval(7 * 60))
  }

  @Test func anAnnouncedChange_isDrawnAtOnce_withoutTheClockMoving() async throws {
    let script = AnnouncementScript()
    let harness = await startWatching(announcements: script)

    try await harness.store.replace(delayedBySevenMinutes())
    script.announce(.changed)
    await script.untilWaiting()

    #expect(drawn(harness.view) == ["card on time", "card 7 minutes delay"])
    #expect(
      harness.repository.receivedMessages == [.changeToken, .find(id), .changeToken, .find(id)])
    #expect(script.offeredWaits == [interval, interval])
    #expect(harness.clock.now == ManualClock().now)
    harness.loop.cancel()
    script.announce(.quiet)
    #expect(await harness.loop.value == .completed)
  }

  @Test func aQuietWait_readsNothing() async {
    let script = AnnouncementScript()
    let harness = await startWatching(announcements: script)

    script.announce(.quiet)
    await script.untilWaiting()

    #expect(harness.repository.receivedMessages == [.changeToken, .find(id)])
    #expect(harness.flushes.count == 1)
    harness.loop.cancel()
    script.announce(.quiet)
    #expect(await harness.loop.value == .completed)
  }

  @Test func whileTheListenerCannotListen_theStoreIsAskedEveryInterval() async throws {
    let script = AnnouncementScript()
    let harness = await startWatching(announcements: script)

    script.announce(.notListening)
    await harness.clock.untilSomethingSleeps()
    try await harness.store.replace(delayedBySevenMinutes())
    harness.clock.advance(by: interval)
    await script.untilWaiting()

    #expect(drawn(harness.view) == ["card on time", "card 7 minutes delay"])
    #expect(
      harness.repository.receivedMessages == [.changeToken, .find(id), .changeToken, .find(id)])
    harness.loop.cancel()
    script.announce(.quiet)
    #expect(await harness.loop.value == .completed)
  }

  @Test func whereTheStoreCannotAnnounce_thePersonIsToldOnce_andTheStoreIsAskedEveryInterval()
    async throws
  {
    let script = AnnouncementScript()
    let harness = await startWatching(announcements: script)

    script.announce(.cannotListenHere)
    await harness.clock.untilSomethingSleeps()
    harness.clock.advance(by: interval)
    await script.untilWaiting()
    script.announce(.cannotListenHere)
    await harness.clock.untilSomethingSleeps()
    try await harness.store.replace(delayedBySevenMinutes())
    harness.clock.advance(by: interval)
    await script.untilWaiting()

    #expect(harness.toldCannotListen.count == 1)
    #expect(drawn(harness.view) == ["card on time", "card 7 minutes delay"])
    #expect(
      harness.repository.receivedMessages == [
        .changeToken, .find(id), .changeToken, .changeToken, .find(id),
      ])
    harness.loop.cancel()
    script.announce(.quiet)
    #expect(await harness.loop.value == .completed)
  }

  @Test func onATerminal_keysAreAskedForBriefly_andTheListenerOnlyLooked() async throws {
    let script = AnnouncementScript()
    let harness = await startWatching(withKeys: true, announcements: script)

    script.announce(.quiet)
    script.announce(.changed)
    try await harness.store.replace(delayedBySevenMinutes())
    for _ in 1...2 {
      harness.clock.advance(by: WatchLoop<ManualClock>.keyWaitWhileListening)
      await harness.clock.untilSomethingSleeps()
    }

    #expect(drawn(harness.view) == ["card on time", "card 7 minutes delay"])
    #expect(script.offeredWaits == [.zero, .zero])
    #expect(
      harness.repository.receivedMessages == [.changeToken, .find(id), .changeToken, .find(id)])
    harness.loop.cancel()
    script.announce(.quiet)
    #expect(await harness.loop.value == .completed)
  }
}
