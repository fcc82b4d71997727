import Domain
import Foundation
import LessonTestSupport
import Presentation
import Testing

@testable import Application

/// The listing reads the next page while it shows one, as a child of its own task: a list
/// that stops early cancels that read, and nothing outlives the use case.
@MainActor @Suite struct TripListingReadAheadTests {
  /// Serves its trips a page at a time; a read after the first waits until its task is
  /// cancelled and records that it was.
  private actor WaitingStore: TripStore {
    private let trips: [Trip]
    private(set) var reads: [TripCursor?] = []
    private(set) var cancelledReads = 0

    init(trips: [Trip]) {
      self.trips = trips
    }

    func trips(after cursor: TripCursor?, limit: Int) async -> [Trip] {
      reads.append(cursor)
      guard cursor == nil else {
        await waitUntilCancelled()
        cancelledReads += 1
        return []
      }
      return Array(trips.prefix(limit))
    }

    private func waitUntilCancelled() async {
      let (cancelled, signal) = AsyncStream<Void>.makeStream()
      await withTaskCancellationHandler {
        for await _ in cancelled {}
      } onCancel: {
        signal.finish()
      }
    }

    func trip(withID id: TripID) -> Trip? { nil }
    func trips(arrivingAfter instant: Date, after cursor: TripCursor?, limit: Int) -> [Trip] { [] }
    func apply(_ changes: TripChangeSet) -> [Trip] { [] }
  }

  /// A list view that records, and cancels the task that lists on the first trip it gets: the
  /// reader that went away.
  private final class CancellingListView: TripListView, MessageView {
    private(set) var items: [String] = []

    func beginList() {}
    func displayListItem(_ trip: TripViewModel) {
      items.append(trip.id)
      withUnsafeCurrentTask { $0?.cancel() }
    }
    func endList() {}
    func displayInformation(_ message: Message) {}
    func displayError(_ message: Message) {}
  }

  @Test func aListThatStopsEarly_cancelsTheReadOfTheNextPage() async {
    let trips = (1...4).map {
      Trip(id: Fixtures.tripID($0), draft: Fixtures.draft(departing: "2015-10-09T1\($0):00:00Z"))
    }
    let store = WaitingStore(trips: trips)
    let view = CancellingListView()
    let listing = TripListing(
      presenter: TripListPresenter(view: view, formats: amsterdamEnglish), messageView: view,
      formats: amsterdamEnglish, storeKind: .file)

    let outcome = await Task {
      await listing.show(store.allTrips(pageSize: 2), whenEmpty: Message("none"))
    }.value

    #expect(outcome == .completed)
    #expect(view.items == ["1", "2"])
    #expect(await store.reads == [nil, TripCursor(after: trips[1])])
    #expect(await store.cancelledReads == 1)
  }
}
