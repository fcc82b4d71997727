import Domain
import Presentation

/// The steps of the use cases that change one stored trip, written once: find the trip, change
/// it, store the change, and show the trip.
///
/// A missing trip, a refused change and a failing store each reach the message view with the
/// outcome that names them. A change that leaves the trip as it was stores nothing, so the
/// store's change token stays the same; the trip is still shown.
///
/// ``RecordActualDeparture`` and ``EditTrip`` are built on it, and so is every use case that
/// `new-use-case` writes for `--kind change` or `--kind copy` (which adds a new trip made from
/// the one it found). ``ShowExistingTrip`` writes its two steps out instead: it is the
/// articles' use case, read first.
@MainActor
struct OneTripFlow {
  /// Where the trip is stored.
  let repository: any TripStore
  /// Shows the trip.
  let presenter: TripPresenter
  /// Where a refusal or a failure is reported.
  let messageView: any MessageView
  /// How the trip and the messages are put into words.
  let formats: TripFormats
  /// The kind of store, for advice that fits its failures.
  let storeKind: StoreKind

  /// Finds a trip, changes it, stores the change and shows the trip.
  ///
  /// - Parameters:
  ///   - id: The trip to change.
  ///   - change: The changed trip for the stored one; it throws ``Refusal`` when a rule
  ///     refuses the change.
  /// - Returns: ``UseCaseOutcome/completed``, ``UseCaseOutcome/notFound`` (also when the trip
  ///   is removed between reading and writing), ``UseCaseOutcome/rejected``,
  ///   ``UseCaseOutcome/storageFailed`` or ``UseCaseOutcome/storeBusy``.
  func change(
    tripWithID id: TripID, _ change: (Trip) throws(Refusal) -> Trip
  ) async -> UseCaseOutcome {
    let messages = Messages(formats, storeKind: storeKind)
    let trip: Trip
    switch await find(tripWithID: id, messages) {
    case .found(let found): trip = found
    case .ended(let outcome): return outcome
    }
    let changed: Trip
    do throws(Refusal) {
      changed = try change(trip)
    } catch {
      messageView.displayError(error.message)
      return .rejected
    }
    var stored = changed
    if changed != trip {
      do throws(TripRepositoryError) {
        stored = try await repository.change(trip, to: changed)
      } catch {
        return messageView.reportChangeFailure(error, messages)
      }
    }
    presenter.present(stored)
    return .completed
  }

  /// Finds a trip, makes a new trip from it, stores the new trip and shows it with the number
  /// the store gave it.
  ///
  /// - Parameters:
  ///   - id: The trip to start from.
  ///   - draft: The new trip for the stored one; it throws ``Refusal`` when a rule refuses it.
  /// - Returns: ``UseCaseOutcome/completed``, ``UseCaseOutcome/notFound``,
  ///   ``UseCaseOutcome/rejected``, ``UseCaseOutcome/storageFailed`` or
  ///   ``UseCaseOutcome/storeBusy``.
  func add(
    fromTripWithID id: TripID, _ draft: (Trip) throws(Refusal) -> TripDraft
  ) async -> UseCaseOutcome {
    let messages = Messages(formats, storeKind: storeKind)
    let trip: Trip
    switch await find(tripWithID: id, messages) {
    case .found(let found): trip = found
    case .ended(let outcome): return outcome
    }
    let newDraft: TripDraft
    do throws(Refusal) {
      newDraft = try draft(trip)
    } catch {
      messageView.displayError(error.message)
      return .rejected
    }
    let added: Trip
    do throws(TripStoreError) {
      added = try await repository.add(newDraft)
    } catch {
      return messageView.reportStoreFailure(error, messages)
    }
    presenter.present(added)
    return .completed
  }

  /// What looking a trip up gave: the trip, or the outcome that ends the use case.
  private enum Lookup {
    case found(Trip)
    case ended(UseCaseOutcome)
  }

  /// The trip with `id`, or the outcome when it is missing or the store fails, reported.
  private func find(tripWithID id: TripID, _ messages: Messages) async -> Lookup {
    do throws(TripStoreError) {
      guard let trip = try await repository.trip(withID: id) else {
        return .ended(messageView.reportNotFound(id, messages))
      }
      return .found(trip)
    } catch {
      return .ended(messageView.reportStoreFailure(error, messages))
    }
  }
}
