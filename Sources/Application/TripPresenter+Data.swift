import Domain
import Presentation

extension TripPresenter {
  /// A presenter that shows each trip in `dataView`, with its values: for the deliveries that
  /// compute with a trip (JSON, a calendar, a web page) rather than show its words.
  ///
  /// - Parameters:
  ///   - dataView: Where trips are shown.
  ///   - formats: How trips are put into words.
  public init(dataView: any TripDataView, formats: TripFormats) {
    self.init(formats: formats) { viewModel, trip in
      dataView.display(viewModel, values: TripValues(trip))
    }
  }
}
