import Domain
import Foundation
import Presentation

/// Plans a new trip and stores it: the use case behind `trips add`.
///
/// Names follow the rule of `PlaceName`: trimmed of surrounding white space, empty for no
/// name, refused when only white space or longer than ``maximumNameLength``. The arrival must be after the departure. A
/// refused request stores nothing; an accepted one is shown with the identifier the store
/// assigned.
@MainActor
public struct PlanTrip {
  /// What a person asks for when planning a trip.
  public struct Request: Equatable, Sendable {
    /// The scheduled departure.
    public var departure: Date
    /// The scheduled arrival.
    public var arrival: Date
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
    public init(departure: Date, arrival: Date, origin: String? = nil, destination: String? = nil) {
      self.departure = departure
      self.arrival = arrival
      self.origin = origin
      self.destination = destination
    }
  }

  /// The most characters a place name may have once trimmed.
  public static let maximumNameLength = PlaceName.maximumLength

  private let repository: any TripRepository
  private let tripView: any TripView
  private let messageView: any MessageView
  private let formats: TripFormats

  /// Creates the use case.
  ///
  /// - Parameters:
  ///   - repository: Where the trip is stored.
  ///   - tripView: Where the new trip is shown.
  ///   - messageView: Where a refusal or failure is reported.
  ///   - formats: How the trip is put into words.
  public init(
    repository: any TripRepository,
    tripView: any TripView,
    messageView: any MessageView,
    formats: TripFormats
  ) {
    self.repository = repository
    self.tripView = tripView
    self.messageView = messageView
    self.formats = formats
  }

  /// Checks the request, stores the trip and shows it.
  ///
  /// - Parameter request: The trip to plan.
  /// - Returns: ``UseCaseOutcome/completed``, ``UseCaseOutcome/rejected`` when a rule refused
  ///   the request, ``UseCaseOutcome/storageFailed`` or ``UseCaseOutcome/storeBusy``.
  @discardableResult
  public func plan(_ request: Request) async -> UseCaseOutcome {
    let messages = Messages(formats)
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
    tripView.display(TripViewModel(trip, formats: formats))
    return .completed
  }

  private func draft(for request: Request, _ messages: Messages) throws(Refusal) -> TripDraft {
    let origin = try request.origin.flatMap { name throws(Refusal) in
      try PlaceName.parse(name, for: .origin, messages.strings)
    }
    let destination = try request.destination.flatMap { name throws(Refusal) in
      try PlaceName.parse(name, for: .destination, messages.strings)
    }
    do throws(TripError) {
      return try TripDraft(
        departure: request.departure, arrival: request.arrival, origin: origin,
        destination: destination)
    } catch {
      throw messages.refusal(error)
    }
  }
}
