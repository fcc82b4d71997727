import Domain
import Presentation

/// The steps of every use case that lists trips, written once: push each trip into the list
/// view as it is read, and say so when there was nothing to list.
///
/// Trips arrive as a sequence read page by page, so a long list never sits in memory. An
/// empty list is news, not a failure: the list view receives an empty list and the message
/// view the `empty` message. A failing store ends the list and reaches the message view.
///
/// ``ListTrips`` is built on it, and so is every use case that `new-use-case` writes for
/// `--kind list`.
@MainActor
struct TripListing {
  /// Shows the trips as they are read.
  let presenter: TripListPresenter
  /// Where an empty list and failures are reported.
  let messageView: any MessageView
  /// How trips and messages are put into words.
  let formats: TripFormats
  /// The kind of store, for advice that fits its failures.
  let storeKind: StoreKind

  /// Shows every trip of `trips`, in their order.
  ///
  /// The next page is read while this one is shown: `async let` starts the read as a child
  /// of this task, so it ends with it, and a list that stops early (a failing store, a reader
  /// that went away) cancels it. That overlap earns about a fifth of `trips list --all`'s
  /// time (BENCHMARKS.md).
  ///
  /// - Parameters:
  ///   - trips: The trips to list, as the store reads them.
  ///   - empty: What to say when there are none.
  /// - Returns: ``UseCaseOutcome/completed`` (also for an empty list),
  ///   ``UseCaseOutcome/storageFailed`` or ``UseCaseOutcome/storeBusy``.
  func show(_ trips: TripPages, whenEmpty empty: Message) async -> UseCaseOutcome {
    var count = 0
    presenter.beginList()
    var read = await trips.page(after: nil)
    while case .success(let page) = read, let last = page.last, !Task.isCancelled {
      async let next =
        page.count < trips.pageSize ? .success([]) : trips.page(after: TripCursor(after: last))
      for trip in page {
        presenter.present(trip)
      }
      count += page.count
      read = await next
    }
    presenter.endList()
    if case .failure(let error) = read {
      return messageView.reportStoreFailure(error, Messages(formats, storeKind: storeKind))
    }
    if count == 0 {
      messageView.displayInformation(empty)
    }
    return .completed
  }
}
