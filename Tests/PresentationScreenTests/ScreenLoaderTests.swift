import LessonTestSupport
import Presentation
import PresentationScreen
import Testing

/// The states around what a use case pushes: loading only when the store is slow, a failure
/// that Retry runs again, and an empty screen.
@MainActor @Suite struct ScreenLoaderTests {
  private let clock = ManualClock()
  private let screen = ScreenStateSpy()
  private let failure = Message("The store cannot be reached.", hint: "Try again later.")
  private let nothing = Message("No trips yet.")

  private func makeSUT() -> ScreenLoader<ManualClock> {
    ScreenLoader(view: screen, clock: clock)
  }

  @Test func aRunThatReportsNothing_showsTheContent_withoutLoading() async {
    let loader = makeSUT()

    await loader.load {}

    #expect(screen.receivedStates == [.content])
  }

  @Test func aRunSlowerThanTheDelay_showsLoading_thenTheContent() async {
    let loader = makeSUT()
    let gate = Gate()

    let run = Task { await loader.load { await gate.passed() } }
    await clock.untilSomethingSleeps()
    clock.advance(by: .milliseconds(149))
    #expect(screen.receivedStates == [], "not yet: 149 ms is quick enough")
    clock.advance(by: .milliseconds(1))
    await until { !screen.receivedStates.isEmpty }
    gate.open()
    await run.value

    #expect(screen.receivedStates == [.loading, .content])
  }

  @Test func aQuickRun_neverShowsLoading_evenAfterTheDelayHasPassed() async {
    let loader = makeSUT()

    await loader.load {}
    clock.advance(by: .milliseconds(150))
    for _ in 0..<100 { await Task.yield() }

    #expect(screen.receivedStates == [.content])
    #expect(clock.sleepingCount == 0, "the loading page's timer was stopped")
  }

  @Test func anError_isAFailure_andRetry_runsTheWorkAgain() async {
    let loader = makeSUT()
    var runs = 0

    await loader.load {
      runs += 1
      if runs == 1 { loader.displayError(failure) }
    }
    await loader.retry()

    #expect(screen.receivedStates == [.failed(failure), .content])
    #expect(runs == 2)
  }

  @Test func information_isAnEmptyScreen_sayingSo() async {
    let loader = makeSUT()

    await loader.load { loader.displayInformation(nothing) }

    #expect(screen.receivedStates == [.empty(nothing)])
  }

  @Test func anErrorAfterInformation_isStillAFailure() async {
    let loader = makeSUT()

    await loader.load {
      loader.displayInformation(nothing)
      loader.displayError(failure)
    }

    #expect(screen.receivedStates == [.failed(failure)])
  }

  @Test func informationAfterAnError_leavesTheFailure() async {
    let loader = makeSUT()

    await loader.load {
      loader.displayError(failure)
      loader.displayInformation(nothing)
    }

    #expect(screen.receivedStates == [.failed(failure)])
  }

  @Test func aRetryAfterAFailure_startsAfresh() async {
    let loader = makeSUT()
    var runs = 0

    await loader.load {
      runs += 1
      if runs == 1 { loader.displayError(failure) } else { loader.displayInformation(nothing) }
    }
    await loader.retry()

    #expect(screen.receivedStates == [.failed(failure), .empty(nothing)])
  }

  @Test func messagesBetweenRuns_areShownAtOnce() async {
    let loader = makeSUT()
    await loader.load {}

    loader.displayError(failure)
    loader.displayInformation(nothing)

    #expect(screen.receivedStates == [.content, .failed(failure), .empty(nothing)])
  }

  @Test func retry_beforeAnyLoad_doesNothing() async {
    let loader = makeSUT()

    await loader.retry()

    #expect(screen.receivedStates == [])
  }

  @Test func retriesWhileARunIsUnderWay_runTheWorkOnceMore_afterIt() async {
    let loader = makeSUT()
    let gate = Gate()
    var runs = 0

    let run = Task {
      await loader.load {
        runs += 1
        await gate.passed()
      }
    }
    await until { runs == 1 }
    await loader.retry()
    await loader.retry()
    gate.open()
    await run.value

    #expect(runs == 2)
    #expect(screen.receivedStates == [.content, .content])
  }

  @Test func aLoadWhileARunIsUnderWay_endsTheScreenOnWhatWasAskedLast() async {
    let loader = makeSUT()
    let gate = Gate()
    var started = false

    let run = Task {
      await loader.load {
        started = true
        await gate.passed()
      }
    }
    await until { started }
    await loader.load { loader.displayInformation(nothing) }
    gate.open()
    await run.value

    #expect(screen.receivedStates == [.content, .empty(nothing)])
  }

  @Test func aSlowRunThatFails_showsLoading_thenTheFailure() async {
    let loader = makeSUT()
    let gate = Gate()

    let run = Task {
      await loader.load {
        await gate.passed()
        loader.displayError(failure)
      }
    }
    await clock.untilSomethingSleeps()
    clock.advance(by: ScreenLoader<ManualClock>.loadingDelay)
    await until { !screen.receivedStates.isEmpty }
    gate.open()
    await run.value

    #expect(screen.receivedStates == [.loading, .failed(failure)])
  }

  @Test func aLoaderThatLives_letsAViewHeldWeaklyGo() async {
    var loader: ScreenLoader<ManualClock>?

    let freed = await isFreed {
      ScreenStateSpy()
    } after: { spy in
      loader = ScreenLoader(view: WeakView(spy), clock: clock)
      await loader?.load {}
    }

    #expect(freed)
    #expect(loader != nil, "the loader outlived the view")
  }

  /// Lets other main-actor work run until `condition` holds (a few turns at most), so a test
  /// waits for work it started without sleeping.
  private func until(_ condition: () -> Bool) async {
    for _ in 0..<1_000 where !condition() { await Task.yield() }
    #expect(condition())
  }
}
