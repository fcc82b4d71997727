/// Where a renderer writes text: standard output in the program, a buffer in tests.
public protocol TextOutput: AnyObject {
  /// Writes text as it is; the caller adds line breaks.
  ///
  /// - Parameter text: The text to write.
  func write(_ text: String)
}
