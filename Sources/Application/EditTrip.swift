import Domain
import Presentation

/// Change the plan of a trip: the use case behind `trips edit <id>`.
///
/// It finds the trip, changes it, stores the change and shows the trip again, through the
/// steps every use case about one trip shares. A missing trip, a refused change and a
/// failing store reach the message view instead; a change that changes nothing stores
/// nothing.
@MainActor
public struct EditTrip {
  private let flow: OneTripFlow

  /// Creates the use case.
  ///
  /// - Parameters:
  ///   - repository: Where trips are stored.
  ///   - tripView: Where the trip is shown.
  ///   - messageView: Where a refusal or a failure is reported.
  ///   - formats: How the trip is put into words.
  public init(
    repository: any TripRepository,
    tripView: any TripView,
    messageView: any MessageView,
    formats: TripFormats
  ) {
    self.flow = OneTripFlow(
      repository: repository, tripView: tripView, messageView: messageView, formats: formats)
  }

  /// Changes the trip with the given identifier, stores it and shows it.
  ///
  /// - Parameter id: The trip to change.
  /// - Returns: ``UseCaseOutcome/completed``, ``UseCaseOutcome/notFound``,
  ///   ``UseCaseOutcome/rejected``, ``UseCaseOutcome/storageFailed`` or
  ///   ``UseCaseOutcome/storeBusy``.
  @discardableResult
  public func edit(tripWithID id: TripID) async -> UseCaseOutcome {
    await flow.change(tripWithID: id) { trip throws(Refusal) in
      try changed(trip)
    }
  }

  /// The change this use case makes. As written by `new-use-case` it records that the
  /// trip left on time, a real change, so that the tests run the whole flow; write the
  /// change here, throwing a `Refusal` with a message when a rule refuses it.
  private func changed(_ trip: Trip) throws(Refusal) -> Trip {
    trip.departing(at: trip.departure)
  }
}
