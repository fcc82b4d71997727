import Domain
import Foundation
import Localization
import Presentation
import StoreCapabilities

/// Keeps one trip on screen while it changes: the use case behind `trips watch <id>`.
///
/// The caller drives it: ``start(tripWithID:)`` shows the trip, ``refresh()`` is called now
/// and then and redraws the trip only when the store reports a change that touched it, and
/// ``perform(_:)`` carries out what a key press asked for. Every change flows through the
/// repository and back into the same view, so a change made by another process and one made
/// here look the same.
@MainActor
public final class WatchTrip {
  /// Where watching stands after a step.
  public enum Progress: Equatable, Sendable {
    /// Nothing on screen changed.
    case unchanged
    /// The trip changed and was drawn again.
    case updated
    /// Watching is over, with this outcome: the trip was removed (`.notFound`), the store
    /// failed, or the person quit (`.completed`).
    case finished(UseCaseOutcome)
  }

  private let repository: any TripStore
  private let changes: any TripChangeTracking
  private let presenter: TripPresenter
  private let messageView: any MessageView
  private let formats: TripFormats
  /// The kind of store, for advice that fits its failures.
  private let storeKind: StoreKind
  private var shown: Trip?
  private var token: TripChangeToken?

  /// Creates the use case.
  ///
  /// - Parameters:
  ///   - repository: Where the trip is stored.
  ///   - changes: How to notice that the store changed.
  ///   - presenter: Draws the trip, again and again.
  ///   - messageView: Where the end of watching and failures are reported.
  ///   - formats: How the trip is put into words.
  ///   - storeKind: The kind of store, for advice on its failures.
  public init(
    repository: any TripStore,
    changes: any TripChangeTracking,
    presenter: TripPresenter,
    messageView: any MessageView,
    formats: TripFormats, storeKind: StoreKind
  ) {
    self.repository = repository
    self.changes = changes
    self.presenter = presenter
    self.messageView = messageView
    self.formats = formats
    self.storeKind = storeKind
  }

  /// The keys a live card understands, in the person's language, for a line under the card.
  public var keysHint: String {
    LocalizedStrings(locale: formats.locale).watchKeys
  }

  /// Shows the trip for the first time.
  ///
  /// - Parameter id: The trip to watch.
  /// - Returns: ``UseCaseOutcome/completed`` when the trip is on screen,
  ///   ``UseCaseOutcome/notFound`` or ``UseCaseOutcome/storageFailed`` otherwise.
  @discardableResult
  public func start(tripWithID id: TripID) async -> UseCaseOutcome {
    let messages = Messages(formats, storeKind: storeKind)
    do throws(TripStoreError) {
      token = try await changes.changeToken()
      guard let trip = try await repository.trip(withID: id) else {
        return messageView.reportNotFound(id, messages)
      }
      show(trip)
      return .completed
    } catch {
      return messageView.reportStoreFailure(error, messages)
    }
  }

  /// Draws the trip again if the store changed it since it was last drawn.
  ///
  /// - Returns: ``Progress/unchanged`` when the store did not change or the change did not
  ///   touch this trip, ``Progress/updated`` when the trip was drawn again, or
  ///   ``Progress/finished(_:)`` when the trip was removed or the store failed.
  public func refresh() async -> Progress {
    guard let id = shown?.id else { return .finished(.notFound) }
    let messages = Messages(formats, storeKind: storeKind)
    do throws(TripStoreError) {
      let current = try await changes.changeToken()
      guard current != token else { return .unchanged }
      token = current
      guard let trip = try await repository.trip(withID: id) else {
        messageView.displayError(
          Message(messages.strings.messageRemovedElsewhere(trip: id.description)))
        return .finished(.notFound)
      }
      guard trip != shown else { return .unchanged }
      show(trip)
      return .updated
    } catch {
      return .finished(messageView.reportStoreFailure(error, messages))
    }
  }

  /// Carries out what a key press asked for.
  ///
  /// Quitting touches nothing. Moving the departure starts from the actual departure as
  /// stored now, so two quick presses of `+` make two minutes even if another process changed
  /// the trip in between.
  ///
  /// - Parameter intent: What the person asked for.
  /// - Returns: ``Progress/updated`` after a change, ``Progress/finished(_:)`` on `quit`, when
  ///   the trip is gone, or when the store failed.
  public func perform(_ intent: TripIntent) async -> Progress {
    guard let id = shown?.id else { return .finished(.notFound) }
    if intent == .quit { return .finished(.completed) }
    let messages = Messages(formats, storeKind: storeKind)
    let found: Trip?
    do throws(TripStoreError) {
      found = try await repository.trip(withID: id)
    } catch {
      return .finished(messageView.reportStoreFailure(error, messages))
    }
    guard let trip = found else {
      return .finished(messageView.reportNotFound(id, messages))
    }
    let updated: Trip
    do throws(TripRepositoryError) {
      updated = try await repository.change(
        trip, to: trip.departing(at: departure(after: intent, from: trip)))
    } catch {
      return .finished(messageView.reportChangeFailure(error, messages))
    }
    do throws(TripStoreError) {
      token = try await changes.changeToken()
    } catch {
      return .finished(messageView.reportStoreFailure(error, messages))
    }
    show(updated)
    return .updated
  }

  /// The actual departure a key asks for; `quit` keeps the one there is.
  private func departure(after intent: TripIntent, from trip: Trip) -> Date {
    switch intent {
    case .quit: trip.actualDeparture
    case .departOneMinuteLater: trip.actualDeparture.addingTimeInterval(60)
    case .departOneMinuteEarlier: trip.actualDeparture.addingTimeInterval(-60)
    case .departOnTime: trip.departure
    }
  }

  private func show(_ trip: Trip) {
    shown = trip
    presenter.present(trip)
  }
}
