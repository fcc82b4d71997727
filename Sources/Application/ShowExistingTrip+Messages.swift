import Domain
import Presentation

extension MessageView {
  /// Tells the person what kept a trip from being shown, with advice that fits the cause and
  /// the kind of store, and returns the outcome that names it.
  ///
  /// The words are composed here, outside the lesson's path: a trip that is shown builds no
  /// message.
  ///
  /// - Parameters:
  ///   - problem: What ``ShowExistingTrip/show(tripWithID:)`` threw.
  ///   - formats: The person's formats, for the language of the words.
  ///   - storeKind: The kind of store, for advice on its failures.
  /// - Returns: ``UseCaseOutcome/notFound``, ``UseCaseOutcome/storageFailed``,
  ///   ``UseCaseOutcome/storeBusy`` or ``UseCaseOutcome/accessRefused``.
  public func report(
    _ problem: ShowExistingTrip.Problem, formats: TripFormats, storeKind: StoreKind
  ) -> UseCaseOutcome {
    let messages = Messages(formats, storeKind: storeKind)
    switch problem {
    case .notFound(let id): return reportNotFound(id, messages)
    case .store(let error): return reportStoreFailure(error, messages)
    }
  }
}
