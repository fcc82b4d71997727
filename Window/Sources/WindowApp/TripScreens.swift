import Application
import Domain
import Foundation
import GtkViews
import Presentation
import PresentationScreen
import StoreOpening

/// The use cases of one window, composed as `trips` composes them, pushing into the window's
/// views through weak proxies.
///
/// The list is `BrowseTrips` (what `trips list` shows, a page at a time as the person scrolls),
/// the card `WatchTrip` (what `trips watch` runs): its buttons send the same intents as watch's
/// keys, and it redraws the card when the store changes; a typed delay is
/// `RecordActualDeparture`, a removal `CancelTrip`. Closing the window frees the window and its
/// views; a late answer then goes to a proxy whose view is gone, and the use cases go with this
/// object.
@MainActor
public final class TripScreens<Waiting: Clock<Duration>> {
  /// The store and the formats, once opened: the list's first load opens them.
  public typealias Opening = @MainActor () async -> (OpenedStore, StoreKind, TripFormats)

  private let listLoader: ScreenLoader<Waiting>
  private let cardLoader: ScreenLoader<Waiting>
  private let listView: WeakView<TripListBox>
  private let cardView: WeakView<TripCardView>
  private let open: Opening
  private let clock: Waiting
  private let now: @Sendable () -> Date
  private let pageSize: Int
  private var useCases: UseCases?
  /// The trip on the card, once one is chosen.
  private var shownTrip: TripID?
  private var live: Task<Void, Never>?
  /// The work the last click or selection started, for ``settle()``.
  private var running: Task<Void, Never>?
  /// The list's reading after the card's trip changed elsewhere, for ``settle()``.
  private var listReload: Task<Void, Never>?
  /// Whether the list's next page is asked for and not yet read.
  private var isMoreAsked = false

  /// How often the card asks the store whether its trip changed: the interval `trips watch`
  /// uses without announcements is a second; a window redraws within a tenth (BENCHMARKS.md).
  public static var refreshInterval: Duration { .milliseconds(50) }

  /// Composes the use cases of `window` over the store `open` opens.
  ///
  /// - Parameters:
  ///   - window: The window the use cases push into, held weakly.
  ///   - open: Opens the store as `trips` opens it, and prepares the formats.
  ///   - clock: What measures the loading delay and the refresh interval.
  ///   - now: The wall clock, for which trips are upcoming.
  ///   - pageSize: How many trips the list reads at a time: a few screenfuls.
  public init(
    window: TripWindow, open: @escaping Opening, clock: Waiting,
    now: @escaping @Sendable () -> Date, pageSize: Int = 50
  ) {
    (self.open, self.clock, self.now, self.pageSize) = (open, clock, now, pageSize)
    (listView, cardView) = (WeakView(window.list), WeakView(window.card))
    listLoader = ScreenLoader(view: WeakView(window.listScreen), clock: clock)
    cardLoader = ScreenLoader(view: WeakView(window.cardScreen), clock: clock)
  }

  /// Lists the upcoming trips, showing loading, empty or failure as the store answers; the
  /// first load opens the store.
  public func loadList() async { await loadList(showingAtLeast: 0) }

  /// Reads the list again after a change, as far down as the person had scrolled, so the rows
  /// they see stay where they are.
  private func reloadList() async {
    await loadList(showingAtLeast: listView.object?.listedTrips.count ?? 0)
  }

  private func loadList(showingAtLeast rows: Int) async {
    await listLoader.load { [weak self] in
      guard let self else { return }
      await composed().list.start(.upcoming, showingAtLeast: rows)
    }
  }

  /// Adds the list's next page, unless every trip is shown; a failure shows on the list.
  public func loadMore() async {
    guard let list = useCases?.list, !list.isComplete else { return }
    await list.more()
  }

  /// Shows trip `id` on the card, and keeps the card and the list up to date until another
  /// trip is chosen: when the card's trip changes, the list is read again too.
  ///
  /// - Parameter id: The trip's number, as the list shows it.
  public func showTrip(_ id: String) async {
    guard let number = Int64(id), let trip = TripID(rawValue: number) else { return }
    live?.cancel()
    shownTrip = trip
    let watch = await composed().watch
    // Weakly: the loader keeps its work, and the use case keeps the loader as its message view.
    await cardLoader.load { [weak watch] in await watch?.start(tripWithID: trip) }
    live = Task { [weak self, clock] in
      while !Task.isCancelled {
        guard (try? await clock.sleep(for: Self.refreshInterval)) != nil else { return }
        switch await watch.refresh() {
        case .unchanged: continue
        case .updated:
          // Started before anything else runs, so that whoever saw the card change and
          // settles also waits for the list.
          let reload = Task { _ = await self?.reloadList() }
          self?.listReload = reload
          await reload.value
        case .finished: return
        }
      }
    }
  }

  /// Records the card's trip as departed `minutes` late, as `trips depart --delay` does, and
  /// lists the trips again.
  ///
  /// - Parameter minutes: The delay; negative for an early departure.
  public func recordDelay(_ minutes: Int) async {
    guard let trip = shownTrip else { return }
    let record = await composed().record
    if await record.record(.delayed(minutes: minutes), forTripWithID: trip) == .completed {
      await reloadList()
    }
  }

  /// Removes the trip on the card, as `trips remove` does, and lists the trips again; the card
  /// then says the trip was removed.
  public func removeShownTrip() async {
    guard let trip = shownTrip else { return }
    live?.cancel()
    guard await composed().cancel.cancel(tripWithID: trip) == .completed else {
      // Refused or failed: the card keeps its trip, and Retry shows it again.
      return
    }
    shownTrip = nil
    await reloadList()
  }

  /// Runs what a button asks for on the card's trip.
  ///
  /// - Parameter intent: The button's intent.
  public func perform(_ intent: TripIntent) async {
    guard let watch = useCases?.watch, shownTrip != nil else { return }
    if await watch.perform(intent) == .updated { await reloadList() }
  }

  isolated deinit {
    live?.cancel()
  }

  /// Has `window`'s rows and buttons run these use cases: a row shows its trip, a button
  /// performs its intent, Retry runs the screen's last load again.
  ///
  /// - Parameter window: The window whose views these use cases fill.
  public func connect(_ window: TripWindow) {
    window.list.onSelect = { [weak self] id in self?.start { await $0.showTrip(id) } }
    window.onIntent = { [weak self] intent in self?.start { await $0.perform(intent) } }
    window.onRemove = { [weak self] in self?.start { await $0.removeShownTrip() } }
    window.onRecordDelay = { [weak self] minutes in self?.start { await $0.recordDelay(minutes) } }
    window.listScreen.onRetry = { [weak self] in self?.start { await $0.retryList() } }
    window.list.onNearEnd = { [weak self] in
      // One page asked for at a time, however often the scroll bar moves meanwhile.
      guard let self, !isMoreAsked else { return }
      isMoreAsked = true
      start {
        await $0.loadMore()
        $0.isMoreAsked = false
      }
    }
    window.cardScreen.onRetry = { [weak self] in self?.start { await $0.retryCard() } }
  }

  /// Starts what a click asks for, after what the last one started.
  private func start(_ work: @escaping @MainActor (TripScreens) async -> Void) {
    let previous = running
    running = Task { [weak self] in
      await previous?.value
      guard let self else { return }
      await work(self)
    }
  }

  /// Waits until the work the clicks started, and the list's reading after a change made
  /// elsewhere, have ended: what a script or a test waits for before it reads the window.
  public func settle() async {
    while let current = running ?? listReload {
      await current.value
      if running == current { running = nil }
      if listReload == current { listReload = nil }
    }
  }

  /// Runs the list's last load again.
  public func retryList() async { await listLoader.retry() }

  /// Shows the card's trip again, and keeps it up to date again.
  public func retryCard() async {
    guard let trip = shownTrip else { return await cardLoader.retry() }
    await showTrip(String(trip.rawValue))
  }

  /// The use cases of the window, composed once the store is open.
  private struct UseCases {
    let list: BrowseTrips
    let watch: WatchTrip
    let cancel: CancelTrip
    let record: RecordActualDeparture
  }

  /// The use cases, composed once the store is open.
  private func composed() async -> UseCases {
    if let useCases { return useCases }
    let (store, storeKind, formats) = await open()
    if let useCases { return useCases }
    let composed = UseCases(
      list: BrowseTrips(
        repository: store.store,
        presenter: TripListPresenter(view: listView, formats: formats),
        messageView: listLoader, formats: formats, storeKind: storeKind, now: now,
        pageSize: pageSize),
      watch: WatchTrip(
        repository: store.store, changes: store.store,
        presenter: TripPresenter(view: cardView, formats: formats),
        messageView: cardLoader, formats: formats, storeKind: storeKind),
      cancel: CancelTrip(
        repository: store.store, messageView: cardLoader, formats: formats, storeKind: storeKind),
      record: RecordActualDeparture(
        repository: store.store, presenter: TripPresenter(view: cardView, formats: formats),
        messageView: cardLoader, formats: formats, storeKind: storeKind)
    )
    useCases = composed
    return composed
  }

  /// Stops keeping the card up to date: the window is closing.
  public func stop() {
    live?.cancel()
    live = nil
  }
}
