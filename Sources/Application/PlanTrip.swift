import Domain
import Foundation
import Presentation

/// Plans a new trip and stores it: the use case behind `trips add`.
///
/// Names are trimmed of surrounding white space; a name that is given must keep at least one
/// character and at most ``maximumNameLength``. The arrival must be after the departure. A
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
  public static let maximumNameLength = 100

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
    let origin: String?
    let destination: String?
    do throws(Refusal) {
      origin = try validName(request.origin, field: "origin")
      destination = try validName(request.destination, field: "destination")
    } catch {
      messageView.displayError(error.message)
      return .rejected
    }
    let draft: TripDraft
    do throws(TripError) {
      draft = try TripDraft(
        departure: request.departure, arrival: request.arrival, origin: origin,
        destination: destination)
    } catch {
      switch error {
      case .arrivalNotAfterDeparture(let departure, let arrival):
        messageView.displayError(arrivalMessage(departure: departure, arrival: arrival))
        return .rejected
      }
    }
    let trip: Trip
    do throws(TripStoreError) {
      trip = try await repository.add(draft)
    } catch {
      return messageView.reportStoreFailure(error, Messages(formats))
    }
    tripView.display(TripViewModel(trip, formats: formats))
    return .completed
  }

  private struct Refusal: Error {
    let message: Message
  }

  private func validName(_ name: String?, field: String) throws(Refusal) -> String? {
    guard let name else { return nil }
    let strings = formats.strings
    let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
    if trimmed.isEmpty {
      throw Refusal(message: Message(strings("message.\(field)Empty"), hint: strings("hint.name")))
    }
    if trimmed.count > Self.maximumNameLength {
      throw Refusal(
        message: Message(
          strings(
            "message.\(field)TooLong", String(trimmed.count), String(Self.maximumNameLength)),
          hint: strings("hint.name")))
    }
    return trimmed
  }

  private func arrivalMessage(departure: Date, arrival: Date) -> Message {
    func moment(_ date: Date) -> String {
      TripViewModel.terminalFriendly(
        formats.dateStyle.string(from: date) + " " + formats.timeStyle.string(from: date))
    }
    return Message(
      formats.strings(
        "message.arrivalNotAfterDeparture", moment(departure), moment(arrival)))
  }
}
