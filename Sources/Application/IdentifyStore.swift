import Domain
import Presentation
import StoreCapabilities

/// Reads which store the trips come from, for a delivery that must tell trips of different
/// stores apart: a calendar names each event by the store's identity and the trip's number,
/// so a re-import updates the event instead of adding one.
///
/// A failing store reaches the message view, worded as in every other use case.
@MainActor
public struct IdentifyStore {
  private let repository: any TripStoreIdentifying
  private let messageView: any MessageView
  private let formats: TripFormats
  /// The kind of store, for advice that fits its failures.
  private let storeKind: StoreKind

  /// Creates the use case.
  ///
  /// - Parameters:
  ///   - repository: The store to identify.
  ///   - messageView: Where a failure is reported.
  ///   - formats: How a failure is put into words.
  ///   - storeKind: The kind of store, for advice on its failures.
  public init(
    repository: any TripStoreIdentifying, messageView: any MessageView, formats: TripFormats,
    storeKind: StoreKind
  ) {
    self.repository = repository
    self.messageView = messageView
    self.formats = formats
    self.storeKind = storeKind
  }

  /// Reads the store's identity.
  ///
  /// - Returns: ``UseCaseOutcome/completed`` and the identity, `nil` for a store that was never
  ///   written to; or the outcome of the store's failure and `nil`.
  public func identity() async -> (outcome: UseCaseOutcome, identity: String?) {
    do throws(TripStoreError) {
      return (.completed, try await repository.identity()?.description)
    } catch {
      return (messageView.reportStoreFailure(error, Messages(formats, storeKind: storeKind)), nil)
    }
  }
}
