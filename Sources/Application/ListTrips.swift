import Domain
import Foundation
import Localization
import Presentation

/// Lists trips in departure order: the use case behind `trips list`.
///
/// Trips are read from the store a page at a time and pushed into the list view one by one,
/// so a long list never sits in memory. An empty list is news, not a failure: the list view
/// receives an empty list and the message view says there is nothing to show.
@MainActor
public struct ListTrips {
  /// Which trips to list.
  public enum Scope: Equatable, Sendable {
    /// Trips that have not yet arrived.
    case upcoming
    /// Every stored trip.
    case all
  }

  private let repository: any TripStore
  private let presenter: TripListPresenter
  private let messageView: any MessageView
  private let formats: TripFormats
  /// The kind of store, for advice that fits its failures.
  private let storeKind: StoreKind
  private let now: @Sendable () -> Date

  /// Creates the use case.
  ///
  /// - Parameters:
  ///   - repository: Where trips are stored.
  ///   - presenter: Shows the trips.
  ///   - messageView: Where an empty list and failures are reported.
  ///   - formats: How trips are put into words.
  ///   - storeKind: The kind of store, for advice on its failures.
  ///   - now: The clock that decides which trips are upcoming.
  public init(
    repository: any TripStore,
    presenter: TripListPresenter,
    messageView: any MessageView,
    formats: TripFormats,
    storeKind: StoreKind,
    now: @escaping @Sendable () -> Date
  ) {
    self.repository = repository
    self.presenter = presenter
    self.messageView = messageView
    self.formats = formats
    self.storeKind = storeKind
    self.now = now
  }

  /// Lists the trips in `scope`.
  ///
  /// - Parameter scope: Upcoming trips only, or all of them.
  /// - Returns: ``UseCaseOutcome/completed`` (also for an empty list),
  ///   ``UseCaseOutcome/storageFailed`` or ``UseCaseOutcome/storeBusy``.
  @discardableResult
  public func list(_ scope: Scope) async -> UseCaseOutcome {
    let listing = TripListing(
      presenter: presenter, messageView: messageView, formats: formats, storeKind: storeKind)
    let empty = Self.emptyMessage(scope, LocalizedStrings(locale: formats.locale))
    return switch scope {
    case .all: await listing.show(repository.allTrips(), whenEmpty: empty)
    case .upcoming:
      await listing.show(repository.upcomingTrips(arrivingAfter: now()), whenEmpty: empty)
    }
  }

  static func emptyMessage(_ scope: Scope, _ strings: LocalizedStrings) -> Message {
    switch scope {
    case .upcoming:
      Message(strings.messageNoUpcomingTrips, subject: .noUpcomingTrips)
    case .all:
      Message(strings.messageNoTrips, subject: .noTrips)
    }
  }
}
