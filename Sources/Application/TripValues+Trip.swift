import Domain
import Presentation

// The second factory, beside `TripPresenter.viewModel(for:formats:)`: it turns a `Trip` into the
// values a program or a file computes with. Internal for the same reason as the first: only
// the use cases of this layer see domain trips.

extension TripValues {
  /// The instants, minutes and numbers of `trip`, counted by the same rules as its card.
  init(_ trip: Trip) {
    self.init(
      id: trip.id.rawValue,
      origin: trip.origin,
      destination: trip.destination,
      revision: trip.revision,
      departureAt: trip.departure,
      arrivalAt: trip.arrival,
      recordedDepartureAt: trip.recordedDeparture,
      durationMinutes: TripPresenter.minutes(from: trip.departure, to: trip.arrival),
      delayMinutes: TripPresenter.delayMinutes(of: trip))
  }
}
