/// A sentence for the person, and what they can do next.
public struct Message: Equatable, Sendable {
  /// What happened, as one sentence.
  public var text: String
  /// What to do about it, if anything helps.
  public var hint: String?
  /// What another program (a database server) said of it in its own words, shown on a line of
  /// its own rather than as the reason.
  public var detail: String?
  /// What the message is about, for a delivery that adds its own words, such as the command
  /// to type next; `nil` when the text and the hint say all.
  public var subject: MessageSubject?

  /// Creates a message.
  ///
  /// - Parameters:
  ///   - text: What happened.
  ///   - hint: What to do about it.
  ///   - detail: What another program said of it, in its own words.
  ///   - subject: What the message is about, for a delivery's own words.
  public init(
    _ text: String, hint: String? = nil, detail: String? = nil, subject: MessageSubject? = nil
  ) {
    self.text = text
    self.hint = hint
    self.detail = detail
    self.subject = subject
  }
}
