import Domain
import Presentation

/// The one step every use case takes to show a trip: build its view model, then push it.
///
/// The factory that turns a `Trip` into a ``Presentation/TripViewModel`` lives here and
/// nowhere else, so the Presentation layer never learns that `Trip` exists and views cannot
/// reach around the use cases. A view of words (``Presentation/TripView``) receives the view
/// model alone; a delivery for programs or files receives the trip's values as well, through
/// a protocol of its own (`init(dataView:formats:)`).
@MainActor
public struct TripPresenter {
  private let formats: TripFormats
  private let push: @MainActor (TripViewModel, Trip) -> Void

  /// A presenter that shows each trip in `view`.
  ///
  /// - Parameters:
  ///   - view: Where trips are shown.
  ///   - formats: How trips are put into words.
  public init(view: any TripView, formats: TripFormats) {
    self.init(formats: formats) { viewModel, _ in view.display(viewModel) }
  }

  /// A presenter that hands each view model, and the trip it was made from, to `push`.
  init(formats: TripFormats, push: @escaping @MainActor (TripViewModel, Trip) -> Void) {
    self.formats = formats
    self.push = push
  }

  /// Shows `trip`, replacing whatever trip was shown before.
  ///
  /// - Parameter trip: The trip to show.
  func present(_ trip: Trip) {
    push(Self.viewModel(for: trip, formats: formats), trip)
  }

  /// The display-ready values of `trip`, formatted with `formats`: the factory.
  ///
  /// - The date is the local date of departure; times are hours and minutes.
  /// - The duration and the delay are counted by ``TripMinutes``, the rules ``TripValues``
  ///   uses too.
  nonisolated static func viewModel(for trip: Trip, formats: TripFormats) -> TripViewModel {
    let id = trip.id.description
    let times = formats.times(
      departure: trip.departure, arrival: trip.arrival,
      durationMinutes: TripMinutes.displayed(from: trip.departure, to: trip.arrival),
      delayMinutes: trip.isDelayed ? TripMinutes.delay(of: trip) : nil)
    return TripViewModel(
      id: id,
      title: formats.words.title(id),
      route: route(origin: trip.origin, destination: trip.destination, formats: formats),
      origin: trip.origin,
      destination: trip.destination,
      date: times.date,
      departure: times.departure,
      arrival: times.laterDays > 0
        ? formats.words.laterDay(times.arrival, String(times.laterDays)) : times.arrival,
      duration: times.duration,
      delay: times.delay,
      isDelayHidden: !trip.isDelayed,
      departureTimeColor: trip.isDelayed ? .late : .onTime
    )
  }

  nonisolated private static func route(origin: String?, destination: String?, formats: TripFormats)
    -> String?
  {
    switch (origin, destination) {
    case (let origin?, let destination?): formats.words.route(origin, destination)
    case (let origin?, nil): formats.words.routeFrom(origin)
    case (nil, let destination?): formats.words.routeTo(destination)
    case (nil, nil): nil
    }
  }
}
