import Domain
import Presentation

/// The steps of the use cases that change several stored trips together, written once: find
/// each trip, change them, store the change as one change set, all or nothing, and show the
/// trips in one push.
///
/// A trip named twice is refused before anything is read. A missing trip, a refused change and
/// a failing store each reach the message view with the outcome that names them, as in
/// ``OneTripFlow``; a conflict is told for the first trip in conflict, and then no trip is
/// changed. Trips the change leaves as they were are not sent; when none changes, nothing is
/// stored and the trips are still shown.
///
/// Every use case that `new-use-case` writes for `--kind change --trips 2` is built on it.
@MainActor
struct SeveralTripsFlow {
  /// Where the trips are stored.
  let repository: any TripStore
  /// Shows the trips.
  let presenter: TripCardsPresenter
  /// Where a refusal or a failure is reported.
  let messageView: any MessageView
  /// How the trips and the messages are put into words.
  let formats: TripFormats
  /// The kind of store, for advice that fits its failures.
  let storeKind: StoreKind

  /// Finds the trips, changes them, stores the changes as one change set and shows the trips.
  ///
  /// - Parameters:
  ///   - ids: The trips to change, in the order the person named them.
  ///   - change: The changed trips for the stored ones, one for each and in the same order; it
  ///     throws ``Refusal`` when a rule refuses the change.
  /// - Returns: ``UseCaseOutcome/completed``, ``UseCaseOutcome/notFound`` (also when a trip
  ///   is removed between reading and writing), ``UseCaseOutcome/rejected`` (also for a trip
  ///   named twice),
  ///   ``UseCaseOutcome/changedElsewhere``, ``UseCaseOutcome/storageFailed`` or
  ///   ``UseCaseOutcome/storeBusy``.
  func change(
    tripsWithIDs ids: [TripID], _ change: ([Trip]) throws(Refusal) -> [Trip]
  ) async -> UseCaseOutcome {
    let messages = Messages(formats, storeKind: storeKind)
    var named = Set<TripID>()
    if let twice = ids.first(where: { !named.insert($0).inserted }) {
      // Two changes of one trip from one read would refuse each other.
      messageView.displayError(messages.tripNamedTwice(twice))
      return .rejected
    }
    var trips: [Trip] = []
    for id in ids {
      do throws(TripStoreError) {
        guard let trip = try await repository.trip(withID: id) else {
          return messageView.reportNotFound(id, messages)
        }
        trips.append(trip)
      } catch {
        return messageView.reportStoreFailure(error, messages)
      }
    }
    let changed: [Trip]
    do throws(Refusal) {
      changed = try change(trips)
    } catch {
      messageView.displayError(error.message)
      return .rejected
    }
    let edits = zip(trips, changed).map { TripEdit(from: $0, to: $1) }.filter { !$0.fields.isEmpty }
    var shown = changed
    if !edits.isEmpty {
      do throws(TripRepositoryError) {
        let stored = try await repository.apply(TripChangeSet(edits.map(TripChange.edit)))
        shown = changed.map { trip in stored.last { $0.id == trip.id } ?? trip }
      } catch {
        return messageView.reportChangeFailure(error, messages)
      }
    }
    presenter.present(shown)
    return .completed
  }
}
