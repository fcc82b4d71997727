import Domain
import Foundation
import Presentation

/// Shows one stored trip: the use case behind `trips show <id>`.
///
/// It reads top to bottom as the articles' use case does: find the trip through the
/// repository port, and hand it to the presenter, which builds the view model with the factory
/// only this layer can see and pushes it into the view. What keeps a trip from being shown is
/// thrown as a value; the composition root puts it into words.
@MainActor
public struct ShowExistingTrip {
  /// What kept a trip from being shown.
  public enum Problem: Error, Equatable, Sendable {
    /// No trip has the identifier.
    case notFound(TripID)
    /// The store could not be read.
    case store(TripStoreError)
  }

  private let repository: any TripRepository
  private let presenter: TripPresenter

  /// Creates the use case.
  ///
  /// - Parameters:
  ///   - repository: Where trips are stored.
  ///   - presenter: Shows the trip.
  public init(repository: any TripRepository, presenter: TripPresenter) {
    (self.repository, self.presenter) = (repository, presenter)
  }

  /// Shows the trip with the given identifier.
  ///
  /// - Parameter id: The trip to show.
  /// - Throws: ``Problem/notFound(_:)`` when no trip has the identifier,
  ///   ``Problem/store(_:)`` when the store cannot be read; nothing is shown then.
  public func show(tripWithID id: TripID) async throws(Problem) {
    let found: Trip?
    do throws(TripStoreError) {
      found = try await repository.trip(withID: id)
    } catch {
      throw .store(error)
    }
    guard let trip = found else { throw .notFound(id) }
    presenter.present(trip)
  }
}

/// The one step every use case takes to show a trip: build its view model, then push it.
///
/// The factory that turns a `Trip` into a ``Presentation/TripViewModel`` lives here and
/// nowhere else, so the Presentation layer never learns that `Trip` exists and views cannot
/// reach around the use cases. A view of words receives the view model alone; a delivery for
/// programs or files receives the trip's values too (`init(dataView:formats:)`).
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
    (self.formats, self.push) = (formats, push)
  }

  /// Shows `trip`, replacing whatever trip was shown before.
  func present(_ trip: Trip) { push(Self.viewModel(for: trip, formats: formats), trip) }

  /// The factory: the display-ready values of `trip`. The date is the local date of
  /// departure; an arrival on a later local date gets `+1`.
  nonisolated static func viewModel(for trip: Trip, formats: TripFormats) -> TripViewModel {
    let (id, words) = (trip.id.description, formats.words)
    let times = formats.times(
      departure: trip.departure, arrival: trip.arrival,
      durationMinutes: minutes(from: trip.departure, to: trip.arrival),
      delayMinutes: trip.isDelayed ? delayMinutes(of: trip) : nil)
    let arrival =
      times.laterDays > 0 ? words.laterDay(times.arrival, "\(times.laterDays)") : times.arrival
    return TripViewModel(
      id: id, title: words.title(id), route: words.route(trip.origin, trip.destination),
      date: times.date, departure: times.departure, arrival: arrival, duration: times.duration,
      delay: times.delay, isDelayHidden: !trip.isDelayed,
      departureTimeColor: trip.isDelayed ? .late : .onTime)
  }

  /// The minutes between the minute `start` shows and the minute `end` shows: 15:09:53 to
  /// 15:26:33 is 17, what a person checks by subtracting the times on the card. Counted from
  /// instants, so it stays right across midnight and daylight-saving changes.
  nonisolated static func minutes(from start: Date, to end: Date) -> Int64 {
    Int64((end.timeIntervalSince1970 / 60).rounded(.down))
      - Int64((start.timeIntervalSince1970 / 60).rounded(.down))
  }

  /// A delay in whole minutes, rounded up, so any late departure counts at least one minute;
  /// 0 for a trip that is not late.
  nonisolated static func delayMinutes(of trip: Trip) -> Int64 {
    trip.isDelayed ? Int64((trip.delay / 60).rounded(.up)) : 0
  }
}
