import Domain
import Presentation

/// Shows the trips a change set changed in one push, through the same factory as
/// ``TripPresenter``: a view of words receives the view models, a delivery for programs or
/// files the trips' values too.
@MainActor
public struct TripCardsPresenter {
  private let formats: TripFormats
  private let push: @MainActor ([TripViewModel], [Trip]) -> Void

  /// A presenter that shows the trips in `view`.
  ///
  /// - Parameters:
  ///   - view: Where the trips are shown.
  ///   - formats: How trips are put into words.
  public init(view: any TripCardsView, formats: TripFormats) {
    (self.formats, self.push) = (formats, { viewModels, _ in view.display(viewModels) })
  }

  /// A presenter that shows the trips, with their values, in `dataView`.
  ///
  /// - Parameters:
  ///   - dataView: Where the trips and their values are shown.
  ///   - formats: How trips are put into words.
  public init(dataView: any TripCardsDataView, formats: TripFormats) {
    self.formats = formats
    self.push = { viewModels, trips in
      dataView.display(viewModels, values: trips.map(TripValues.init))
    }
  }

  /// Shows `trips` in one push.
  func present(_ trips: [Trip]) {
    push(trips.map { TripPresenter.viewModel(for: $0, formats: formats) }, trips)
  }
}
