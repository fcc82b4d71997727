import Presentation

/// A request a rule refused, with the message that says why.
///
/// The steps a use case shares (``PlaceName``, the change passed to ``OneTripFlow``) throw it;
/// the use case shows the message and ends with ``UseCaseOutcome/rejected``.
struct Refusal: Error {
  /// Why the request was refused, in the person's language.
  let message: Message
}
