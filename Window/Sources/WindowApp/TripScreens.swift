import Application
import Domain
import Foundation
import GtkViews
import Presentation
import PresentationScreen
import StoreCapabilities
import StoreOpening
import TimeSpelling

/// The use cases of one window, composed as `trips` composes them, pushing into the window's
/// views through weak proxies.
///
/// The list is `BrowseTrips` (what `trips list` shows, a page at a time as the person scrolls),
/// the card `WatchTrip` (what `trips watch` runs): its buttons send the same intents as watch's
/// keys, and it redraws the card when the store changes; a typed delay or time is
/// `RecordActualDeparture`, a removal `CancelTrip`, the form's fields `PlanTrip` and `EditTrip`,
/// whose refusals show under the fields. Closing the window frees the window and its
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
  private let formView: WeakView<TripChangeForm>
  private let pendingView: WeakView<PendingChangesPanel>
  private weak var noticeBar: NoticeBar?
  private let strings: WindowStrings
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

  /// How long the card waits for an announcement at a time, and how often it asks a store
  /// that announces nothing whether its trip changed: `trips watch` asks every second; a
  /// window redraws within a tenth (BENCHMARKS.md).
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
    (formView, strings) = (WeakView(window.form), window.strings)
    (pendingView, noticeBar) = (WeakView(window.pending), window.notices)
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
    noticeBar?.clear()
    await listLoader.load { [weak self] in
      guard let self else { return }
      await composed().list.start(.upcoming, showingAtLeast: rows)
      // A team store read through its copy: what waits to be sent, and what conflicts.
      await useCases?.sync?.list()
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
    let listener = await useCases?.announcements?.listenForChanges()
    live = Task { [weak self, clock] in
      watching: while !Task.isCancelled {
        // A store that announces its changes wakes the card as one commits; otherwise, and
        // while its listener cannot listen, the card asks the store every refresh interval.
        let news = await listener?.nextAnnouncement(waitingUpTo: Self.refreshInterval)
        if news == .quiet { continue }
        if news != .changed,
          (try? await clock.sleep(for: Self.refreshInterval)) == nil
        {
          break watching
        }
        switch await watch.refresh() {
        case .unchanged: continue
        case .updated:
          // Started before anything else runs, so that whoever saw the card change and
          // settles also waits for the list.
          let reload = Task { _ = await self?.reloadList() }
          self?.listReload = reload
          await reload.value
        case .finished: break watching
        }
      }
      await listener?.stopListening()
    }
  }

  /// Records the card's trip as departed `minutes` late, as `trips depart --delay` does, and
  /// lists the trips again.
  ///
  /// - Parameter minutes: The delay; negative for an early departure.
  public func recordDelay(_ minutes: Int) async {
    await record(.delayed(minutes: minutes))
  }

  /// Records the card's trip as departed at the time `text` states, as `trips depart --at`
  /// does, and lists the trips again; a time alone is on the day the trip was to leave.
  ///
  /// - Parameter text: The time as typed: `8:15`, `2035-10-09 8:15` or ISO 8601.
  public func recordDeparture(at text: String) async {
    guard let time = statedTime(text) else { return }
    await record(.at(time))
  }

  private func record(_ departure: RecordActualDeparture.Departure) async {
    guard let trip = shownTrip else { return }
    formView.object?.clearMessage()
    let record = await composed().record
    if await record.record(departure, forTripWithID: trip) == .completed {
      await reloadList()
    }
  }

  /// Plans a trip from the form's fields, as `trips add` does; the card then shows it, the
  /// list is read again, and the fields are emptied.
  ///
  /// - Parameter fields: What the person typed.
  public func addTrip(_ fields: TripChangeForm.Fields) async {
    formView.object?.clearMessage()
    guard let departure = fields.departure, let arrival = fields.arrival else {
      formView.displayError(Message(strings.needsTimes))
      return
    }
    guard let departure = statedTime(departure), let arrival = statedTime(arrival) else {
      return
    }
    let request = PlanTrip.Request(
      departure: departure, arrival: arrival, origin: fields.origin,
      destination: fields.destination)
    guard await composed().plan.plan(request) == .completed else { return }
    formView.object?.clearFields()
    await reloadList()
    if let id = cardView.object?.control.viewModel?.id { await showTrip(id) }
  }

  /// Changes the trip on the card to the fields the person filled in, as `trips edit` does:
  /// an empty field leaves its value as it is, so a change made elsewhere to another field
  /// stays.
  ///
  /// - Parameter fields: What the person typed.
  public func saveChanges(_ fields: TripChangeForm.Fields) async {
    guard let trip = shownTrip else { return }
    formView.object?.clearMessage()
    // An empty field asks for no change; a field that holds no time stops the change.
    var request = EditTrip.Request(origin: fields.origin, destination: fields.destination)
    if let text = fields.departure {
      guard let time = statedTime(text) else { return }
      request.departure = time
    }
    if let text = fields.arrival {
      guard let time = statedTime(text) else { return }
      request.arrival = time
    }
    guard await composed().edit.edit(request, tripWithID: trip) == .completed else { return }
    formView.object?.clearFields()
    await reloadList()
  }

  /// The time `text` states, or `nil` after the form says it is none.
  private func statedTime(_ text: String) -> StatedTime? {
    guard let time = TimeSpelling.time(text) else {
      formView.displayError(Message(strings.notATime(text), hint: strings.timeForms))
      return nil
    }
    return time
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

  /// Resolves the conflict of trip `trip` as `trips resolve` does, keeping `choice`; the card
  /// shows the trip that results, and the list and the kept changes are read again.
  ///
  /// - Parameters:
  ///   - trip: The trip's number.
  ///   - choice: The side kept.
  public func resolve(_ trip: String, keeping choice: PendingChangesPanel.Choice) async {
    guard let number = Int64(trip), let id = TripID(rawValue: number),
      let resolve = await composed().resolve
    else { return }
    formView.object?.clearMessage()
    await resolve.resolve(tripWithID: id, keeping: choice == .mine ? .mine : .theirs)
    await reloadList()
    await showAgain()
  }

  /// Sends the changes kept on this computer, as `trips sync` does, then reads the list and
  /// the kept changes again.
  public func sendPending() async {
    guard let send = await composed().send else { return }
    formView.object?.clearMessage()
    await send.send()
    await reloadList()
    await showAgain()
  }

  /// Draws the card's trip again, with its mark as the copy now keeps it.
  private func showAgain() async {
    guard let trip = shownTrip else { return }
    await showTrip(String(trip.rawValue))
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
    window.form.onRecordTime = { [weak self] text in
      self?.start { await $0.recordDeparture(at: text) }
    }
    window.form.onAdd = { [weak self] fields in self?.start { await $0.addTrip(fields) } }
    window.form.onSave = { [weak self] fields in self?.start { await $0.saveChanges(fields) } }
    window.pending.onSend = { [weak self] in self?.start { await $0.sendPending() } }
    window.pending.onResolve = { [weak self] trip, choice in
      self?.start { await $0.resolve(trip, keeping: choice) }
    }
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
    let plan: PlanTrip
    let edit: EditTrip
    /// For a team store read through its copy: the changes kept here, and their conflicts,
    /// listed in the panel; and sent, saying what happened under the form.
    let sync: SyncChanges?
    let send: SyncChanges?
    let resolve: ResolveConflict?
    /// Where the store announces its changes, if it does.
    let announcements: (any TripChangeAnnouncing)?
  }

  /// The use cases, composed once the store is open.
  private func composed() async -> UseCases {
    if let useCases { return useCases }
    let (store, storeKind, formats) = await open()
    if let useCases { return useCases }
    // A team store's trips may have changes kept on this computer: the card and the rows
    // say so, as the command line's do.
    let screen = store.marks.map {
      MarkedTripScreen(
        screen: .words(cardView), listScreen: .words(listView), marks: $0, formats: formats)
    }
    let card: any TripView = screen ?? cardView
    let rows: any TripListView = screen ?? listView
    let composed = UseCases(
      list: BrowseTrips(
        repository: store.store, presenter: TripListPresenter(view: rows, formats: formats),
        messageView: listLoader, formats: formats, storeKind: storeKind, now: now,
        pageSize: pageSize),
      watch: WatchTrip(
        repository: store.store, changes: store.store,
        presenter: TripPresenter(view: card, formats: formats),
        messageView: cardLoader, formats: formats, storeKind: storeKind),
      cancel: CancelTrip(
        repository: store.store, messageView: cardLoader, formats: formats, storeKind: storeKind),
      record: RecordActualDeparture(
        repository: store.store, presenter: TripPresenter(view: card, formats: formats),
        messageView: formView, formats: formats, storeKind: storeKind),
      plan: PlanTrip(
        repository: store.store, presenter: TripPresenter(view: card, formats: formats),
        messageView: formView, formats: formats, storeKind: storeKind, now: now),
      edit: EditTrip(
        repository: store.store, presenter: TripPresenter(view: card, formats: formats),
        messageView: formView, formats: formats, storeKind: storeKind),
      sync: store.pending.map {
        SyncChanges(
          changes: $0, pendingOutput: .words(pendingView), messageView: pendingView,
          formats: formats, storeKind: storeKind)
      },
      send: store.pending.map {
        SyncChanges(
          changes: $0, pendingOutput: .words(pendingView), messageView: formView,
          formats: formats, storeKind: storeKind)
      },
      resolve: store.pending.map {
        ResolveConflict(
          changes: $0, presenter: TripPresenter(view: card, formats: formats),
          messageView: formView, formats: formats, storeKind: storeKind)
      },
      announcements: store.announcements
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
