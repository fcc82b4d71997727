import Presentation

/// Where a command shows a list of trips: a view of words, or a delivery that reads the trips'
/// values as well.
public enum TripListOutput {
  /// A view of words, such as the console's rows.
  case words(any TripListView)
  /// A delivery for programs or files: JSON, a calendar, a web page.
  case data(any TripListDataView)

  /// The presenter that lists trips here, formatted with `formats`.
  ///
  /// - Parameter formats: How trips are put into words.
  @MainActor
  public func presenter(formats: TripFormats) -> TripListPresenter {
    switch self {
    case .words(let view): TripListPresenter(view: view, formats: formats)
    case .data(let view): TripListPresenter(dataView: view, formats: formats)
    }
  }
}
