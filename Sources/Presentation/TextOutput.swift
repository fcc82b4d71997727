/// Where a renderer writes text: standard output in the program, a buffer in tests.
@MainActor
public protocol TextOutput: AnyObject {
  /// Writes text as it is; the caller adds line breaks.
  ///
  /// - Parameter text: The text to write.
  func write(_ text: String)

  /// Delivers everything written so far, for views that must appear at once, such as a live
  /// card that is redrawn while the program waits.
  func flush()
}

extension TextOutput {
  /// Outputs that do not buffer have nothing to deliver.
  public func flush() {}
}
