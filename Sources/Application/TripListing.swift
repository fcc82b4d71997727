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
  /// Where the trips are shown.
  let listView: any TripListView
  /// Where an empty list and failures are reported.
  let messageView: any MessageView
  /// How trips and messages are put into words.
  let formats: TripFormats

  /// Shows every trip of `trips`, in their order.
  ///
  /// - Parameters:
  ///   - trips: The trips to list, as the store reads them.
  ///   - empty: What to say when there are none.
  /// - Returns: ``UseCaseOutcome/completed`` (also for an empty list),
  ///   ``UseCaseOutcome/storageFailed`` or ``UseCaseOutcome/storeBusy``.
  func show(
    _ trips: some AsyncSequence<Trip, TripStoreError>, whenEmpty empty: Message
  ) async -> UseCaseOutcome {
    var count = 0
    listView.beginList()
    do throws(TripStoreError) {
      for try await trip in trips {
        listView.displayListItem(TripViewModel(trip, formats: formats))
        count += 1
      }
    } catch {
      listView.endList()
      return messageView.reportStoreFailure(error, Messages(formats))
    }
    listView.endList()
    if count == 0 {
      messageView.displayInformation(empty)
    }
    return .completed
  }
}
