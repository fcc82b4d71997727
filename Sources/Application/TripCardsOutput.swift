import Presentation

/// Where the trips one change set changed are shown: as cards of words, or as one document
/// with their values. App chooses one per `--format`, as it does for one trip.
public enum TripCardsOutput {
  /// Cards of words, one after another.
  case words(any TripCardsView)
  /// One document of the trips and their values.
  case data(any TripCardsDataView)

  /// The presenter that shows trips here.
  ///
  /// - Parameter formats: How trips are put into words.
  @MainActor
  public func presenter(formats: TripFormats) -> TripCardsPresenter {
    switch self {
    case .words(let view): TripCardsPresenter(view: view, formats: formats)
    case .data(let view): TripCardsPresenter(dataView: view, formats: formats)
    }
  }
}
