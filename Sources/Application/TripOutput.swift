import Presentation

/// Where a command shows one trip: a view of words, or a delivery that reads the trip's
/// values as well.
public enum TripOutput {
  /// A view of words, such as the console's card.
  case words(any TripView)
  /// A delivery for programs or files: JSON, a calendar, a web page.
  case data(any TripDataView)

  /// The presenter that shows trips here, formatted with `formats`.
  ///
  /// - Parameter formats: How trips are put into words.
  @MainActor
  public func presenter(formats: TripFormats) -> TripPresenter {
    switch self {
    case .words(let view): TripPresenter(view: view, formats: formats)
    case .data(let view): TripPresenter(dataView: view, formats: formats)
    }
  }
}
