import Domain
import Foundation
import Presentation

/// Plans a new trip and stores it: the use case behind `trips add`.
///
/// Times follow the rule of ``StatedTime``: a departure stated as a time alone is today, an
/// arrival stated alone is on the departure's day or the next, and a time that a
/// daylight-saving change skips is refused. Names follow the rule of `PlaceName`: trimmed of
/// surrounding white space, empty for no name, refused when only white space, longer than
/// ``PlaceName/maximumLength`` or holding a character that could control a terminal. The
/// arrival must be after the departure. A refused request stores nothing; an accepted one is
/// shown with the identifier the store assigned.
@MainActor
public struct PlanTrip {
  /// What a person asks for when planning a trip.
  public struct Request: Equatable, Sendable {
    /// The scheduled departure, as stated.
    public var departure: StatedTime
    /// The scheduled arrival, as stated.
    public var arrival: StatedTime
    /// The name of the place the trip starts from, as typed.
    public var origin: String?
    /// The name of the place the trip goes to, as typed.
    public var destination: String?

    /// Creates a request.
    ///
    /// - Parameters:
    ///   - departure: The scheduled departure.
    ///   - arrival: The scheduled arrival.
    ///   - origin: The starting place's name, as typed.
    ///   - destination: The destination's name, as typed.
    public init(
      departure: StatedTime, arrival: StatedTime, origin: String? = nil,
      destination: String? = nil
    ) {
      self.departure = departure
      self.arrival = arrival
      self.origin = origin
      self.destination = destination
    }
  }

  private let repository: any TripStore
  private let presenter: TripPresenter
  private let messageView: any MessageView
  private let formats: TripFormats
  /// The kind of store, for advice that fits its failures.
  private let storeKind: StoreKind
  private let now: @Sendable () -> Date

  /// Creates the use case.
  ///
  /// - Parameters:
  ///   - repository: Where the trip is stored.
  ///   - presenter: Shows the new trip.
  ///   - messageView: Where a refusal or failure is reported.
  ///   - formats: How the trip is put into words, and the time zone times are stated in.
  ///   - storeKind: The kind of store, for advice on its failures.
  ///   - now: The clock whose day is today, for a departure stated as a time alone.
  public init(
    repository: any TripStore,
    presenter: TripPresenter,
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

  /// Checks the request, stores the trip and shows it.
  ///
  /// - Parameter request: The trip to plan.
  /// - Returns: ``UseCaseOutcome/completed``, ``UseCaseOutcome/rejected`` when a rule refused
  ///   the request, ``UseCaseOutcome/storageFailed`` or ``UseCaseOutcome/storeBusy``.
  @discardableResult
  public func plan(_ request: Request) async -> UseCaseOutcome {
    let messages = Messages(formats, storeKind: storeKind)
    let draft: TripDraft
    do throws(Refusal) {
      draft = try self.draft(for: request, messages)
    } catch {
      messageView.displayError(error.message)
      return .rejected
    }
    let trip: Trip
    do throws(TripStoreError) {
      trip = try await repository.add(draft)
    } catch {
      return messageView.reportStoreFailure(error, messages)
    }
    presenter.present(trip)
    return .completed
  }

  private func draft(for request: Request, _ messages: Messages) throws(Refusal) -> TripDraft {
    let origin = try request.origin.flatMap { name throws(Refusal) in
      try PlaceName.parse(name, for: .origin, messages.strings)
    }
    let destination = try request.destination.flatMap { name throws(Refusal) in
      try PlaceName.parse(name, for: .destination, messages.strings)
    }
    let departure: Date
    let arrival: Date
    do throws(StatedTime.Skipped) {
      departure = try request.departure.instant(onDayOf: now(), in: formats.timeZone)
      arrival = try request.arrival.instant(after: departure, in: formats.timeZone)
    } catch {
      throw messages.skippedTime(error)
    }
    do throws(TripError) {
      return try TripDraft(
        departure: departure, arrival: arrival, origin: origin, destination: destination)
    } catch {
      throw messages.refusal(error)
    }
  }
}
