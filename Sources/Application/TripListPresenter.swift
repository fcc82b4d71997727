import Domain
import Presentation

/// The step every use case that lists trips takes: each trip's view model, pushed as the trip
/// is read, through the same factory ``TripPresenter`` calls.
///
/// A view of words receives the view models alone; a delivery for programs or files receives
/// each trip's values too (`init(dataView:formats:)`).
@MainActor
public struct TripListPresenter {
  private let formats: TripFormats
  private let begin: @MainActor () -> Void
  private let push: @MainActor (TripViewModel, Trip) -> Void
  private let end: @MainActor () -> Void

  /// A presenter that lists trips in `view`.
  ///
  /// - Parameters:
  ///   - view: Where the trips are shown.
  ///   - formats: How trips are put into words.
  public init(view: any TripListView, formats: TripFormats) {
    self.formats = formats
    (begin, end) = ({ view.beginList() }, { view.endList() })
    push = { viewModel, _ in view.displayListItem(viewModel) }
  }

  /// A presenter that lists trips in `dataView`, with their values.
  ///
  /// - Parameters:
  ///   - dataView: Where the trips are written.
  ///   - formats: How trips are put into words.
  public init(dataView: any TripListDataView, formats: TripFormats) {
    self.formats = formats
    (begin, end) = ({ dataView.beginList() }, { dataView.endList() })
    push = { viewModel, trip in dataView.displayListItem(viewModel, values: TripValues(trip)) }
  }

  /// Starts a list.
  func beginList() { begin() }

  /// Shows `trip` as the next item of the list.
  func present(_ trip: Trip) { push(TripPresenter.viewModel(for: trip, formats: formats), trip) }

  /// Ends the list.
  func endList() { end() }
}
