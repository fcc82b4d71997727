/// A sentence for the person, and what they can do next.
public struct Message: Equatable, Sendable {
  /// What happened, as one sentence.
  public var text: String
  /// What to do about it, if anything helps.
  public var hint: String?
  /// What another program (a database server) said of it in its own words, shown on a line of
  /// its own rather than as the reason.
  public var detail: String?

  /// Creates a message.
  ///
  /// - Parameters:
  ///   - text: What happened.
  ///   - hint: What to do about it.
  ///   - detail: What another program said of it, in its own words.
  public init(_ text: String, hint: String? = nil, detail: String? = nil) {
    self.text = text
    self.hint = hint
    self.detail = detail
  }
}
