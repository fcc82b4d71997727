import Domain
import Foundation
import Localization
import Presentation

/// Shows trips a page at a time, as a screen that scrolls asks for them: the use case behind
/// the window's list, which a million trips must not fill at once.
///
/// ``start(_:)`` shows the first page of a fresh list; each ``more()`` adds the next page to
/// it, until the store has no more. Each push of rows ends with `endList()`, so a view can draw
/// each page as it comes. `trips list` shows every trip in one push (``ListTrips``).
@MainActor
public final class BrowseTrips {
  private let repository: any TripStore
  private let presenter: TripListPresenter
  private let messageView: any MessageView
  private let formats: TripFormats
  private let storeKind: StoreKind
  private let now: @Sendable () -> Date
  private let pageSize: Int
  private var pages: TripPages?
  private var cursor: TripCursor?
  /// How many lists were started: a page read for an earlier list is dropped.
  private var generation = 0
  /// How many trips the list shows.
  private var shown = 0

  /// Creates the use case.
  ///
  /// - Parameters:
  ///   - repository: Where trips are stored.
  ///   - presenter: Shows each page's rows.
  ///   - messageView: Where an empty list and failures are reported.
  ///   - formats: How trips and messages are put into words.
  ///   - storeKind: The kind of store, for advice that fits its failures.
  ///   - now: The clock, for which trips are upcoming.
  ///   - pageSize: How many trips a page holds; at least one.
  public init(
    repository: any TripStore, presenter: TripListPresenter, messageView: any MessageView,
    formats: TripFormats, storeKind: StoreKind, now: @escaping @Sendable () -> Date,
    pageSize: Int = 200
  ) {
    (self.repository, self.presenter, self.messageView) = (repository, presenter, messageView)
    (self.formats, self.storeKind, self.now) = (formats, storeKind, now)
    self.pageSize = max(1, pageSize)
  }

  /// Whether every trip of the list has been shown.
  public var isComplete: Bool { pages == nil }

  /// Starts the list of `scope` afresh and shows its first page, and more pages until it shows
  /// at least `rows` trips, as when a list the person had scrolled is read again after a
  /// change; an empty list is reported as information, a store that cannot be read as an
  /// error.
  ///
  /// - Parameters:
  ///   - scope: Upcoming trips, or all.
  ///   - rows: How many trips to show at least, while the store has them; one page if fewer.
  @discardableResult
  public func start(_ scope: ListTrips.Scope, showingAtLeast rows: Int = 0) async
    -> UseCaseOutcome
  {
    generation += 1
    pages =
      switch scope {
      case .all: repository.allTrips(pageSize: pageSize)
      case .upcoming: repository.upcomingTrips(arrivingAfter: now(), pageSize: pageSize)
      }
    cursor = nil
    presenter.beginList()
    shown = 0
    var outcome = await showNextPage()
    let list = generation
    while outcome == .completed, shown < rows, pages != nil, list == generation {
      outcome = await showNextPage()
    }
    if outcome == .completed, cursor == nil {
      messageView.displayInformation(
        ListTrips.emptyMessage(scope, LocalizedStrings(locale: formats.locale)))
    }
    return outcome
  }

  /// Adds the next page to the list; nothing once the list is complete.
  @discardableResult
  public func more() async -> UseCaseOutcome {
    guard pages != nil else { return .completed }
    return await showNextPage()
  }

  private func showNextPage() async -> UseCaseOutcome {
    guard let pages else { return .completed }
    let list = generation
    let read = await pages.page(after: cursor)
    // A list started while the page was read has its own first page: this one is stale.
    guard list == generation else { return .completed }
    switch read {
    case .failure(let error):
      self.pages = nil
      presenter.endList()
      return messageView.reportStoreFailure(error, Messages(formats, storeKind: storeKind))
    case .success(let page):
      for trip in page { presenter.present(trip) }
      shown += page.count
      presenter.endList()
      if let last = page.last { cursor = TripCursor(after: last) }
      if page.count < pages.pageSize { self.pages = nil }
      return .completed
    }
  }
}
