/// A sentence for the person, and what they can do next.
public struct Message: Equatable, Sendable {
  /// What happened, as one sentence.
  public var text: String
  /// What to do about it, if anything helps.
  public var hint: String?

  /// Creates a message.
  ///
  /// - Parameters:
  ///   - text: What happened.
  ///   - hint: What to do about it.
  public init(_ text: String, hint: String? = nil) {
    self.text = text
    self.hint = hint
  }
}
