import Domain
import Foundation
import StoreCapabilities
import Synchronization

/// A store that writes a line to the run's log for each call, then answers as the store it
/// wraps: the decorator the composition root puts in front of any store when a log is asked
/// for. It passes the stores' contract suites, so the use cases cannot tell it is there.
///
/// - Each call is one `store` line at info: its name, the time it took and the rows it
///   returned, or at warning the kind of its failure.
/// - A list is one `list` line at info (its pages, rows and time), written when a page comes
///   back short or ``finishList()`` is called; each page is a `store` line at debug.
/// - Asking for the change token is a poll: a `store` line at debug.
public final class LoggingTripStore: FullTripStore {
  private let store: any FullTripStore
  private let log: RunLog
  private let state = Mutex(State())

  private struct State {
    var list: ListTally?
    var inStore = Duration.zero
  }

  /// The pages of the list being read.
  private struct ListTally {
    let call: StoreCall
    var pages = 0
    var rows = 0
    var took = Duration.zero
  }

  /// Logs the calls to `store`.
  ///
  /// - Parameters:
  ///   - store: The store to answer.
  ///   - log: Where the lines go.
  public init(_ store: any FullTripStore, log: RunLog) {
    self.store = store
    self.log = log
  }

  /// The time spent in the store so far, over every call.
  public var timeInStore: Duration {
    state.withLock { $0.inStore }
  }

  /// Writes the `list` line of a list whose last page has not come yet, as when the reader
  /// stopped early; does nothing when no list is open.
  public func finishList() {
    finishList(failure: nil)
  }

  // MARK: - TripStore

  /// Finds one trip; the line counts it as one row, or none.
  public func trip(withID id: TripID) async throws(TripStoreError) -> Trip? {
    try await timed(
      .trip, rows: { $0 == nil ? 0 : 1 }, kind: FailureKind.of,
      body: { () throws(TripStoreError) in try await store.trip(withID: id) })
  }

  /// Reads one page of trips in departure order.
  public func trips(after cursor: TripCursor?, limit: Int) async throws(TripStoreError)
    -> [Trip]
  {
    try await page(.trips, first: cursor == nil, limit: limit) { () throws(TripStoreError) in
      try await store.trips(after: cursor, limit: limit)
    }
  }

  /// Reads one page of the trips that arrive after `instant`.
  public func trips(arrivingAfter instant: Date, after cursor: TripCursor?, limit: Int)
    async throws(TripStoreError) -> [Trip]
  {
    try await page(.upcomingTrips, first: cursor == nil, limit: limit) {
      () throws(TripStoreError) in
      try await store.trips(arrivingAfter: instant, after: cursor, limit: limit)
    }
  }

  /// Applies a change set: one line, counting the trips it touched.
  public func apply(_ changes: TripChangeSet) async throws(TripRepositoryError) -> [Trip] {
    let touched = changes.tripIDs.count + changes.unnumberedAdds
    return try await timed(
      .apply, rows: { _ in touched }, kind: FailureKind.of,
      body: { () throws(TripRepositoryError) in try await store.apply(changes) })
  }

  // MARK: - Capabilities

  /// The store's identity.
  public func identity() async throws(TripStoreError) -> TripStoreIdentity? {
    try await timed(
      .identity, rows: { _ in nil }, kind: FailureKind.of,
      body: { () throws(TripStoreError) in try await store.identity() })
  }

  /// The largest identifier the store ever assigned.
  public func highestAssignedID() async throws(TripStoreError) -> Int64 {
    try await timed(
      .highestAssignedID, rows: { _ in nil }, kind: FailureKind.of,
      body: { () throws(TripStoreError) in try await store.highestAssignedID() })
  }

  /// Takes in every trip of `source`; the line counts the trips taken in.
  public func takeIn(tripsOf source: any TripStoreMoving) async throws(TripMoveError) -> Int {
    try await timed(
      .takeIn, rows: { $0 }, kind: FailureKind.of,
      body: { () throws(TripMoveError) in try await store.takeIn(tripsOf: source) })
  }

  /// The store's change token: a poll, told at debug.
  public func changeToken() async throws(TripStoreError) -> TripChangeToken {
    try await timed(
      .changeToken, level: .debug, rows: { _ in nil }, kind: FailureKind.of,
      body: { () throws(TripStoreError) in try await store.changeToken() })
  }

  // MARK: - Lines

  private func timed<Value, Failure: Error>(
    _ call: StoreCall, level: LogLevel = .info, rows: (Value) -> Int?,
    kind: (Failure) -> String, body: () async throws(Failure) -> Value
  ) async throws(Failure) -> Value {
    let (value, took) = try await log.timed(
      call, level: level, rows: rows, kind: kind, body: body)
    state.withLock { $0.inStore += took }
    return value
  }

  /// One page of a list: a `store` line at debug, counted into the list's `list` line.
  private func page(
    _ call: StoreCall, first: Bool, limit: Int,
    _ body: () async throws(TripStoreError) -> [Trip]
  ) async throws(TripStoreError) -> [Trip] {
    if first {
      finishList(failure: nil)
      state.withLock { $0.list = ListTally(call: call) }
    }
    let page: [Trip]
    let took: Duration
    do throws(TripStoreError) {
      (page, took) = try await log.timed(
        call, level: .debug, rows: { $0.count }, kind: FailureKind.of, body: body)
    } catch {
      finishList(failure: FailureKind.of(error))
      throw error
    }
    state.withLock {
      $0.inStore += took
      $0.list?.pages += 1
      $0.list?.rows += page.count
      $0.list?.took += took
    }
    if page.count < max(1, limit) { finishList(failure: nil) }
    return page
  }

  private func finishList(failure: String?) {
    guard
      let list = state.withLock({ state in
        defer { state.list = nil }
        return state.list
      })
    else { return }
    var fields = [
      LogField("call", .text(list.call.rawValue)), LogField("pages", .count(list.pages)),
      LogField("rows", .count(list.rows)), LogField("ms", .milliseconds(list.took)),
    ]
    if let failure { fields.append(LogField("failure", .text(failure))) }
    log.record(failure == nil ? .info : .warning, "list", fields)
  }
}
