/// A view that tells the person what happened, or what went wrong.
@MainActor
public protocol MessageView {
  /// Shows news that is not a failure, such as a confirmation.
  ///
  /// - Parameter message: The message, ready to display.
  func displayInformation(_ message: Message)
  /// Shows why a request failed.
  ///
  /// - Parameter message: The message, ready to display.
  func displayError(_ message: Message)
}
